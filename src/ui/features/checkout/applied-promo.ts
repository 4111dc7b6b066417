import type { CheckoutState } from './checkout-slice';

/** The code the preview accepted, with its preview: the one the price and the checkout use. */
export function appliedPromoOf({ promo }: Pick<CheckoutState, 'promo'>) {
  return promo.applied && promo.code !== null ? { code: promo.code, preview: promo.preview } : null;
}
