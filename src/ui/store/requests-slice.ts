import { createSlice, isAsyncThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Rejection } from './rejection';

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

const initialState: RequestsState = {};

export const requestsSlice = createSlice({
  name: 'requests',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(isAsyncThunkAction, (state, action: ThunkAction) => {
      const type = typePrefixOf(action);
      const { requestId, requestStatus } = action.meta;
      if (requestStatus !== 'pending' && state[type]?.requestId !== requestId) return;
      state[type] = {
        requestId,
        status: requestStatus,
        error: requestStatus === 'rejected' ? rejectionOf(action) : null,
      };
    });
  },
});
