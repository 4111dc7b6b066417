import type { RootState } from './store';
import type { RequestState } from './requests-slice';

/** The last run of a thunk, whoever started it. */
export function selectRequest(
  state: RootState,
  thunk: { typePrefix: string },
): RequestState | undefined {
  return state.requests[thunk.typePrefix];
}

export const selectIsSignedIn = (state: RootState): boolean => state.auth.status === 'signedIn';

export const selectSubscription = (state: RootState) => state.auth.user?.subscription ?? null;

export const selectSignInProvider = (state: RootState) => state.auth.provider;

export const selectPromo = (state: RootState) => state.checkout.promo;

/** The code the preview accepted: the one the price and the checkout use. */
export const selectAppliedPromoCode = ({ checkout: { promo } }: RootState): string | null =>
  promo.status === 'applied' ? promo.code : null;

/** A code is being checked: the plan and the code stay as they are meanwhile. */
export const selectIsPromoChecking = (state: RootState): boolean =>
  state.checkout.promo.status === 'loading';

export const selectPromoError = ({ checkout: { promo } }: RootState) =>
  promo.status === 'error' ? promo.error : null;
