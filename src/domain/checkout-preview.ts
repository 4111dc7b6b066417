import type { IsoDate } from './dates';
import type { IncludedTax } from './vat';

/** What the API previews for a product and promo code. */
export interface CheckoutPreview {
  now: { currency: string; amount: number; trialDays: number };
  next: { amount: number; date: IsoDate };
  /**
   * The VAT the first charge includes (the UK and the EU); null or absent where none is named (the
   * US, or an order stored before the back end named it).
   */
  tax?: IncludedTax | null;
}
