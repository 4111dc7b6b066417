import { billingPeriodOf, type BillingPeriod } from '../domain/billing-period';
import type { Product, ProductType } from '../domain/catalogue';
import { parseDay, toIsoDate, type IsoDate } from '../domain/dates';
import { graceEndsOn } from '../domain/keeping-members';
import { accessEndsOn, statusOf, STRIPE, type Subscription } from '../domain/subscription';

const PLAN_NAMES: Record<ProductType, Pick<Subscription, 'productName' | 'productReccurence'>> = {
  monthly: { productName: 'Monthly', productReccurence: 'month' },
  yearly: { productName: 'Yearly', productReccurence: 'year' },
};

export interface NewSubscription {
  product: Product;
  productPrice: number;
  subscribedAt: IsoDate;
  renewsAt: IsoDate;
  autoRenew: boolean;
  last4: string | null;
}

export function stripeSubscription(terms: NewSubscription): Subscription {
  const { product, productPrice, subscribedAt, renewsAt, autoRenew, last4 } = terms;
  return {
    type: STRIPE,
    autoRenew,
    subscribedAt,
    renewsAt,
    originalPrice: product.regularPrice,
    productPrice,
    productCurrency: product.currency,
    ...PLAN_NAMES[product.type],
    paymentOption: last4 ? { type: 'card', last4 } : null,
  };
}

/** Access lasts while the plan renews, and after a cancellation until the paid term ends. */
export function hasAccess(subscription: Subscription | null, today: IsoDate): boolean {
  if (!subscription) return false;
  // A failed renewal keeps access through its grace period; a pause keeps the membership.
  const status = statusOf(subscription);
  if (status === 'paused') return true;
  if (status === 'past_due') return today < (graceEndsOn(subscription) ?? '');
  const endsOn = accessEndsOn(subscription);
  return endsOn === null || today < endsOn.slice(0, 10);
}

/**
 * A renewing plan is charged again at the end of each term, so its next billing date is never in
 * the past, however long ago the demo data was seeded.
 */
export function withCurrentTerm(subscription: Subscription, today: IsoDate): Subscription {
  const status = statusOf(subscription);
  // A failed renewal stays on the day it failed; a pause ends on its own day.
  if (status === 'past_due') return subscription;
  if (status === 'paused') {
    const until = subscription.pausedUntil ?? '';
    if (until > today) return subscription;
    return withCurrentTerm({ ...subscription, status: 'active', pausedUntil: null }, today);
  }
  const period = billingPeriodOf(subscription.productReccurence);
  const anchor = parseDay(subscription.renewsAt);
  if (!subscription.autoRenew || !period || !anchor) return subscription;
  let renewsAt = toIsoDate(anchor);
  for (let terms = 1; renewsAt <= today; terms += 1) renewsAt = addTerms(anchor, period, terms);
  return { ...subscription, renewsAt };
}

/** Calendar months, clamped to the month's last day (January 31 plus a month is February 28). */
function addTerms(anchor: Date, period: BillingPeriod, terms: number): IsoDate {
  const months = period === 'year' ? 12 * terms : terms;
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toIsoDate(new Date(Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay))));
}
