/** Where the promo code stands while a visitor or member chooses a plan. */
export type PromoStatus = 'idle' | 'loading' | 'applied' | 'error';

export interface PromoState {
  code: string | null;
  status: PromoStatus;
}

/** Plan cards are locked while a promo code is set and its preview is loading or has succeeded. */
export function arePlanCardsLocked(promo: PromoState): boolean {
  return promo.code !== null && (promo.status === 'loading' || promo.status === 'applied');
}

/** An applied code holds the plan it was previewed for: removing it frees the choice. */
export function isPlanHeldByCode(promo: PromoState): boolean {
  return promo.status === 'applied' && promo.code !== null;
}

/** The promo input is locked while a code is being checked or is applied without error. */
export function isPromoInputLocked(promo: PromoState): boolean {
  return promo.status === 'loading' || (promo.status === 'applied' && promo.code !== null);
}

/** The plan chooser shows for a member who is not subscribed and has no checkout open. */
export function showsPlanChooser(subscribed: boolean, checkoutOpen: boolean): boolean {
  return !subscribed && !checkoutOpen;
}

/** Checkout (overview and payment form) shows only to a member who is not subscribed. */
export function showsCheckout(subscribed: boolean, checkoutOpen: boolean): boolean {
  return !subscribed && checkoutOpen;
}
