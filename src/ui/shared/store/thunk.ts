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
