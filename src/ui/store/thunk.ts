import { createAsyncThunk } from '@reduxjs/toolkit';
import type { UseCases } from '../../application/use-cases';
import { toRejection, type Rejection } from './rejection';
import type { AppDispatch, RootState } from './store';

export interface ThunkExtra {
  useCases: UseCases;
}

const createAppThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: Rejection;
}>();

/** A thunk that runs a use case; any failure becomes a serialisable Rejection. */
export function createUseCaseThunk<Result, Arg = void>(
  type: string,
  run: (arg: Arg, api: { extra: ThunkExtra; getState: () => RootState }) => Promise<Result>,
) {
  return createAppThunk<Result, Arg>(type, async (arg, api) => {
    try {
      return await run(arg, api);
    } catch (error) {
      return api.rejectWithValue(toRejection(error));
    }
  });
}
