import type { BillingPeriod } from './billing-period';
import { billingPeriodOf } from './billing-period';
import type { Product } from './catalogue';
import { nextBilling } from './catalogue';
import type { IsoDate } from './dates';

/** What the API previews for a product and promo code. */
export interface CheckoutPreview {
  now: { currency: string; amount: number; trialDays: number };
  next: { amount: number; date: IsoDate };
}

/** Everything an order summary shows: due today, the trial, and the first regular charge. */
export interface OrderSummary {
  currency: string;
  dueToday: number;
  trialDays: number;
  nextAmount: number;
  regularPrice: number;
  nextBillingDate: IsoDate;
  period: BillingPeriod;
  promoApplied: boolean;
}

export function orderSummary(
  product: Product,
  preview: CheckoutPreview | null,
  today: IsoDate,
): OrderSummary {
  const trialDays = preview?.now.trialDays ?? product.trialDays;
  return {
    currency: preview?.now.currency ?? product.currency,
    dueToday: preview?.now.amount ?? product.priceNow,
    trialDays,
    nextAmount: preview?.next.amount ?? product.regularPrice,
    regularPrice: product.regularPrice,
    nextBillingDate: preview?.next.date ?? nextBilling(today, trialDays),
    period: billingPeriodOf(product.type) as BillingPeriod,
    promoApplied: preview !== null,
  };
}
