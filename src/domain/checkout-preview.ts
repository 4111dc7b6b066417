import type { IsoDate } from './dates';

/** What the API previews for a product and promo code. */
export interface CheckoutPreview {
  now: { currency: string; amount: number; trialDays: number };
  next: { amount: number; date: IsoDate };
}
