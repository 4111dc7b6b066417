import { createAsyncThunk } from '@reduxjs/toolkit';
import type { UseCases } from '../../../application/use-cases';
import { toRejection, type Rejection } from './rejection';
import type { UseCaseSource } from './arriving-use-cases';
import type { AppDispatch, RootState } from '../../app/store';

export interface ThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: UseCaseSource;
  rejectValue: Rejection;
}

const createAppThunk = createAsyncThunk.withTypes<ThunkConfig>();

/** A thunk that runs a use case; any failure becomes a serialisable Rejection. */
export function createUseCaseThunk<Result, Arg = void>(
  type: string,
  run: (
    arg: Arg,
    api: { useCases: UseCases; getState: () => RootState; dispatch: AppDispatch },
  ) => Promise<Result>,
) {
  return createAppThunk<Result, Arg>(type, async (arg, api) => {
    try {
      const useCases = await api.extra.useCases();
      return await run(arg, { useCases, getState: api.getState, dispatch: api.dispatch });
    } catch (error) {
      return api.rejectWithValue(toRejection(error));
    }
  });
}

/**
 * A flow that spans steps (an arrival): it dispatches use-case thunks and reads the state, and
 * starts at once, in the tick of the effect that dispatched it. One runs at a time: another asked
 * for while one runs (the second effect React's StrictMode starts) is refused and dispatches
 * nothing.
 */
export function createFlowThunk<Result, Arg = void>(
  type: string,
  run: (arg: Arg, api: { getState: () => RootState; dispatch: AppDispatch }) => Promise<Result>,
) {
  const condition = (_: Arg, { getState }: { getState: () => RootState }): boolean =>
    getState().requests[type]?.status !== 'pending';
  return createAppThunk<Result, Arg>(
    type,
    async (arg, api) => {
      try {
        return await run(arg, { getState: api.getState, dispatch: api.dispatch });
      } catch (error) {
        return api.rejectWithValue(toRejection(error));
      }
    },
    { condition },
  );
}
