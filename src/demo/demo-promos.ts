import type { Product } from '../domain/catalogue';
import { nextBilling } from '../domain/catalogue';
import type { CheckoutPreview } from '../domain/checkout-preview';
import type { IsoDate } from '../domain/dates';
import { AppError } from '../domain/errors';
import { discounted } from '../domain/money';
import { normalisePromo } from '../domain/promo';
import { vatIncludedIn } from '../domain/vat-rates';

interface PromoTerms {
  percentOff: number;
  trialDays: number | null;
}

const PROMOS = new Map<string, PromoTerms>([
  ['WELCOME20', { percentOff: 20, trialDays: null }],
  ['TRIAL30', { percentOff: 0, trialDays: 30 }],
]);

/** What a buyer is offered: the trial, then the first payment after it. */
export interface Offer {
  promoCode: string | null;
  trialDays: number;
  firstPayment: number;
}

/** The demo's promo codes are trimmed and case-insensitive; any other code is refused. */
export function offerFor(product: Product, promoCode: string | null): Offer {
  const code = normalisePromo(promoCode)?.toUpperCase() ?? null;
  if (code === null) {
    return { promoCode: null, trialDays: product.trialDays, firstPayment: product.regularPrice };
  }
  const terms = PROMOS.get(code);
  if (!terms) throw new AppError('promo/invalid', `The promo code ${code} is not valid.`);
  return {
    promoCode: code,
    trialDays: terms.trialDays ?? product.trialDays,
    firstPayment: discounted(product.regularPrice, terms.percentOff),
  };
}

/**
 * The back end's preview of an offer for a buyer in `country`: the trial, then the first payment,
 * with the VAT it includes as Stripe Tax would price it (DESIGN.md, "Prices are final").
 */
export function previewOf(
  product: Product,
  offer: Offer,
  today: IsoDate,
  country: string,
): CheckoutPreview {
  return withVat(
    {
      now: { currency: product.currency, amount: 0, trialDays: offer.trialDays },
      next: { amount: offer.firstPayment, date: nextBilling(today, offer.trialDays) },
    },
    country,
  );
}

/** A preview with the VAT its first charge includes for a buyer in `country`; null in dollars. */
export function withVat(preview: CheckoutPreview, country: string): CheckoutPreview {
  return {
    ...preview,
    tax: vatIncludedIn(preview.next.amount, preview.now.currency, country),
  };
}
