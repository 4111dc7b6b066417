import type { RequestState } from './requests-slice';
import type { RootState } from '../../app/store';

/** The last run of a thunk, whoever started it. */
export function selectRequest(
  state: RootState,
  thunk: { typePrefix: string },
): RequestState | undefined {
  return state.requests[thunk.typePrefix];
}

export const selectIsSignedIn = (state: RootState): boolean => state.auth.status === 'signedIn';

export const selectSubscription = (state: RootState) => state.auth.user?.subscription ?? null;

/** A renewal failed and is not paid yet: every member page says so (keeping members). */
export const selectIsPastDue = (state: RootState): boolean =>
  state.auth.user?.subscription?.status === 'past_due';

export const selectSignInProvider = (state: RootState) => state.auth.provider;
