import { createSlice, isAsyncThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { forgetsRuns, metaForgettingRunsOf } from './forgets-runs';
import type { Rejection } from './rejection';
import { sessionEnded } from './session-actions';

export type RequestStatus = 'pending' | 'fulfilled' | 'rejected';

/** The last run of one thunk: the one a screen shows. */
export interface RequestState {
  requestId: string;
  status: RequestStatus;
  error: Rejection | null;
}

/** Every use-case call's status, by thunk: the one place a screen learns it is busy or failed. */
export type RequestsState = Partial<Record<string, RequestState>>;

type ThunkAction = UnknownAction & {
  meta: { requestId: string; requestStatus: RequestStatus };
  payload?: unknown;
};

/** `auth/signIn/pending` → `auth/signIn`. */
function typePrefixOf(action: ThunkAction): string {
  return action.type.slice(0, -(action.meta.requestStatus.length + 1));
}

function rejectionOf(action: ThunkAction): Rejection {
  return (action.payload as Rejection | undefined) ?? { code: 'unknown', message: '' };
}

/** Only a settled run is forgotten: one still running is still news when it ends. */
function forget(state: RequestsState, types: string[]) {
  for (const type of types) if (state[type]?.status !== 'pending') delete state[type];
}

/** The session's calls go with it; those still running (the sign-out itself) are kept. */
function forgetTheSession(state: RequestsState) {
  forget(state, Object.keys(state));
}

const initialState: RequestsState = {};

export const requestsSlice = createSlice({
  name: 'requests',
  initialState,
  reducers: {
    /** Forgets the last run of one thunk: a dismissed notice that read it is gone. */
    requestForgotten: {
      reducer: () => {},
      prepare: (thunk: { typePrefix: string }) => ({
        payload: null,
        meta: metaForgettingRunsOf(thunk),
      }),
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, forgetTheSession)
      .addMatcher(isAsyncThunkAction, (state, action: ThunkAction) => {
        const type = typePrefixOf(action);
        const { requestId, requestStatus } = action.meta;
        if (requestStatus !== 'pending' && state[type]?.requestId !== requestId) return;
        state[type] = {
          requestId,
          status: requestStatus,
          error: requestStatus === 'rejected' ? rejectionOf(action) : null,
        };
      })
      .addMatcher(forgetsRuns, (state, { meta }) => forget(state, meta.forgets));
  },
});

export const { requestForgotten } = requestsSlice.actions;
