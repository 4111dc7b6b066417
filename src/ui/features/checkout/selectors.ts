import {
  arePlanCardsLocked,
  isPlanHeldByCode,
  isPromoInputLocked,
  type PromoState,
  type PromoStatus,
} from '../../../domain/checkout-rules';
import type { RootState } from '../../app/store';
import { selectRequest } from '../../shared/store/selectors';
import { appliedPromoOf } from './applied-promo';
import { applyPromo, loadCatalogue, restoreOrder } from './checkout-thunks';

/** The plans are here: their last load answered (a reload shows the placeholders again). */
export const selectIsCatalogueReady = (state: RootState): boolean =>
  selectRequest(state, loadCatalogue)?.status === 'fulfilled';

/**
 * A checkout is open, or asked for: a plan chosen before signing up or in opens its checkout on
 * arrival, so the profile is that checkout from the start rather than the plans until it opens.
 */
export function selectIsCheckoutOpen({ checkout }: RootState): boolean {
  const { status } = checkout.checkout;
  return checkout.checkoutRequested || (status !== 'closed' && status !== 'opening');
}

/** A checkout was asked for, and none is open or opening yet. */
export const selectIsCheckoutAwaited = ({ checkout }: RootState): boolean =>
  checkout.checkoutRequested && checkout.checkout.status === 'closed';

/** The payment provider's form can be shown: its client secret is here. */
export const selectIsPaymentFormReady = (state: RootState): boolean =>
  state.checkout.checkout.clientSecret !== null;

/** The code in the promo field: typed, being checked, refused or applied. */
export const selectPromoCode = (state: RootState) => state.checkout.promo.code;

/** The code the preview accepted: the one the price and the checkout use. */
export const selectAppliedPromoCode = (state: RootState): string | null =>
  appliedPromoOf(state.checkout)?.code ?? null;

/** A code is being checked: the plan and the code stay as they are meanwhile. */
export const selectIsPromoChecking = (state: RootState): boolean =>
  selectRequest(state, applyPromo)?.status === 'pending';

/** Where the code stands: being checked, applied, refused (until typed over) or neither. */
export function selectPromoStatus(state: RootState): PromoStatus {
  const { code, applied } = state.checkout.promo;
  const check = selectRequest(state, applyPromo)?.status;
  if (check === 'pending') return 'loading';
  if (applied) return 'applied';
  return check === 'rejected' && code !== null ? 'error' : 'idle';
}

/** Why the code was refused, while the refusal stands. */
export const selectPromoError = (state: RootState) =>
  selectPromoStatus(state) === 'error' ? (selectRequest(state, applyPromo)?.error ?? null) : null;

const promoStateOf = (state: RootState): PromoState => ({
  code: selectPromoCode(state),
  status: selectPromoStatus(state),
});

export const selectArePlanCardsLocked = (state: RootState) =>
  arePlanCardsLocked(promoStateOf(state));

export const selectIsPlanHeldByCode = (state: RootState) => isPlanHeldByCode(promoStateOf(state));

export const selectIsPromoInputLocked = (state: RootState) =>
  isPromoInputLocked(promoStateOf(state));

/**
 * The restore of a saved order on a member's arrival (payment-successful waits for it): done once
 * it answered, either way.
 */
export function selectOrderRestore(state: RootState): 'idle' | 'pending' | 'done' {
  const restore = selectRequest(state, restoreOrder)?.status;
  if (!restore) return 'idle';
  return restore === 'pending' ? 'pending' : 'done';
}
