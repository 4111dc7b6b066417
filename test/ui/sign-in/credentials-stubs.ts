import type { CheckoutPreview } from '../../../src/domain/checkout-preview';
import { plansOf } from '../../support/plans';
import type { UseCaseStubs } from '../../support/use-case-stubs';

/**
 * What /signin and /signup ask of the use cases besides their own submit: the Google and Apple
 * popups are readied as the page opens, and an order named in the address is loaded beside the form.
 */

/** Continue with Google or Apple: readied at once, and signing in when the test lets it. */
export function popupStubs(execute = jest.fn(async () => {})) {
  return { prepare: jest.fn(async () => {}), execute };
}

/** WELCOME20 on the monthly plan: a week's trial, then $3.99 for the first month. */
const WELCOME20_ON_MONTHLY: CheckoutPreview = {
  now: { currency: 'usd', amount: 0, trialDays: 7 },
  next: { amount: 3.99, date: '2026-11-28' },
};

/** The plans of a visitor in the US, the one `?plan=` names chosen, and a promo code's preview. */
export function orderStubs(preview: CheckoutPreview = WELCOME20_ON_MONTHLY) {
  return {
    loadCatalogue: { execute: jest.fn(plansOf('US')) },
    applyPromo: {
      execute: jest.fn(async ({ promoCode }: { promoCode: string | null }) =>
        promoCode === null ? null : { promoCode, preview },
      ),
    },
  } satisfies UseCaseStubs;
}
