import { addPeriod, billingPeriodOf, type BillingPeriod } from '../domain/billing-period';
import { findProduct, type Product } from '../domain/catalogue';
import type { IsoDate } from '../domain/dates';
import { AppError } from '../domain/errors';
import {
  pauseEndsOn,
  previewPlanChange,
  RETENTION_DISCOUNT,
  retentionOfferKind,
  type PauseMonths,
  type PlanChangePreview,
  type RetentionOffer,
} from '../domain/keeping-members';
import { discounted, formatMoney } from '../domain/money';
import { statusRules } from '../domain/status-rules';
import { isCancelReason } from '../domain/cancel-reasons';
import { formatLongDate } from '../domain/dates';
import { statusOf, type Subscription } from '../domain/subscription';
import type { AcknowledgmentEmail } from './acknowledgment-email';
import type { DeepReadonly, DemoDiscount, DemoProfile } from './demo-state';
import { stripeSubscription, withCurrentTerm } from './demo-subscriptions';
import { mailLanguage, mailWords } from './mail-words';

/**
 * The later life of a card subscription in the demo world (DESIGN.md, keeping members): offers,
 * discounts, pauses, changes of plan and their acknowledgments. Renewals and the billing history
 * are demo-renewals.ts's.
 */

const conflict = (message: string) => new AppError('api/conflict', message);
const badRequest = (message: string) => new AppError('api/bad-request', message);

/** The one offer for a reason, kept so that accepting it by id applies what was offered. */
export function offerFor(
  profile: DemoProfile,
  reason: string,
  id: string,
  today: IsoDate,
): RetentionOffer[] {
  if (!isCancelReason(reason)) throw badRequest(`There is no cancel reason ${reason}.`);
  const subscription = profile.subscription && withCurrentTerm(profile.subscription, today);
  switch (retentionOfferKind(reason, subscription)) {
    case 'discount':
      return [
        {
          id,
          kind: 'discount',
          ...RETENTION_DISCOUNT,
          price: discounted(subscription?.productPrice ?? 0, RETENTION_DISCOUNT.percentOff),
          currency: subscription?.productCurrency ?? 'usd',
        },
      ];
    case 'switch': {
      const monthly = otherPlan(subscription as Subscription);
      return [
        {
          id,
          kind: 'switch',
          productId: monthly.id,
          price: monthly.regularPrice,
          currency: monthly.currency,
        },
      ];
    }
    case 'pause':
      return [{ id, kind: 'pause', months: [1, 2, 3] }];
    default:
      return [];
  }
}

/** The discount offered is the price of the next charges, starting with the next renewal. */
export function grantDiscount(
  profile: DemoProfile,
  offer: { price: number; payments: number },
  today: IsoDate,
): void {
  const current = withCurrentTerm(profile.subscription as Subscription, today);
  const firstOn = (current.renewsAt ?? today).slice(0, 10);
  profile.retentionDiscount = { price: offer.price, payments: offer.payments, firstOn };
  profile.subscription = { ...current, productPrice: offer.price };
}

/** The days of the discount's charges and the subscription's next charge; null without a discount. */
function discountedCharges(
  subscription: Subscription,
  discount: DeepReadonly<DemoDiscount> | null | undefined,
) {
  const period = billingPeriodOf(subscription.productReccurence);
  const next = subscription.renewsAt?.slice(0, 10);
  if (!discount || !period || !next) return null;
  const days = [discount.firstOn];
  while (days.length < discount.payments) days.push(addPeriod(days.at(-1)!, period));
  return { price: discount.price, days, next, period };
}

/**
 * The price of the next charge while a discount lasts: each renewal from its first uses one of its
 * payments, and once they are used up the regular price is charged again.
 */
export function withDiscountCountdown(
  subscription: Subscription,
  discount: DeepReadonly<DemoDiscount> | null | undefined,
): Subscription {
  const charges = discountedCharges(subscription, discount);
  if (!charges) return subscription;
  const discounted = charges.days.some((day) => day >= charges.next);
  return { ...subscription, productPrice: discounted ? charges.price : subscription.originalPrice };
}

/**
 * The term as it was paid, for the credit of a change of plan: the charge that began it was one of
 * the discount's when it fell on one of the discount's renewals, else the regular price.
 */
export function withTermPaidPrice(
  subscription: Subscription,
  discount: DeepReadonly<DemoDiscount> | null | undefined,
): Subscription {
  const charges = discountedCharges(subscription, discount);
  if (!charges) return subscription;
  const discounted = charges.days.some((day) => addPeriod(day, charges.period) === charges.next);
  return { ...subscription, productPrice: discounted ? charges.price : subscription.originalPrice };
}

/** The other plan of the same country: monthly for yearly, and yearly for monthly. */
function otherPlan(subscription: Subscription): Product {
  const yearly = billingPeriodOf(subscription.productReccurence) === 'year';
  const gb = subscription.productCurrency.toLowerCase() === 'gbp';
  const id = `${yearly ? 'monthly' : 'yearly'}${gb ? '_gb' : ''}`;
  return findProduct(id) as Product;
}

export function planPreview(
  subscription: Subscription,
  productId: string,
  today: IsoDate,
): { product: Product; preview: PlanChangePreview } {
  if (!statusRules(subscription).changePlan) {
    throw conflict('This subscription cannot change its plan now.');
  }
  const product = findProduct(productId);
  if (!product) throw badRequest(`There is no product ${productId}.`);
  const period = billingPeriodOf(product.type) as BillingPeriod;
  const sameCurrency = product.currency === subscription.productCurrency.toLowerCase();
  const preview =
    sameCurrency &&
    previewPlanChange(
      withCurrentTerm(subscription, today),
      { price: product.regularPrice, period },
      today,
    );
  if (!preview) throw badRequest(`This subscription cannot switch to ${productId}.`);
  return { product, preview };
}

/** Switches the plan as previewed; answers the charge made today (0 for a switch at period end). */
export function switchPlan(
  profile: DemoProfile,
  productId: string,
  today: IsoDate,
): PlanChangePreview {
  const current = profile.subscription as Subscription;
  const paid = withTermPaidPrice(withCurrentTerm(current, today), profile.retentionDiscount);
  const { product, preview } = planPreview(paid, productId, today);
  const next = stripeSubscription({
    product,
    productPrice: product.regularPrice,
    subscribedAt: current.subscribedAt ?? today,
    renewsAt: preview.nextCharge.date,
    autoRenew: true,
    last4: null,
  });
  profile.subscription = { ...next, status: 'active', paymentOption: current.paymentOption };
  // The discount was the old plan's.
  profile.retentionDiscount = null;
  return preview;
}

export function pause(profile: DemoProfile, months: PauseMonths, today: IsoDate): IsoDate {
  const subscription = profile.subscription;
  if (!subscription || !statusRules(subscription).pause) {
    throw conflict('Only an active card subscription can be paused.');
  }
  const current = withCurrentTerm(subscription, today);
  const from = (current.renewsAt ?? today).slice(0, 10);
  const until = pauseEndsOn(from, months);
  profile.pausedRenewsAt = from;
  profile.subscription = { ...current, status: 'paused', pausedUntil: until, renewsAt: until };
  return until;
}

/** Ends a pause: billing goes on from the renewal it replaced, or today if that has passed. */
export function endPause(profile: DemoProfile, today: IsoDate): void {
  const subscription = profile.subscription as Subscription;
  const before = profile.pausedRenewsAt ?? today;
  profile.pausedRenewsAt = null;
  profile.subscription = {
    ...subscription,
    status: 'active',
    pausedUntil: null,
    renewsAt:
      before > today
        ? before
        : addPeriod(today, billingPeriodOf(subscription.productReccurence) ?? 'month'),
  };
}

export function isPaused(subscription: Subscription): boolean {
  return statusOf(subscription) === 'paused';
}

/**
 * The acknowledgment of a change to the schedule: what is charged next, and how to cancel, in the
 * language of the call that changed it (English unless given).
 */
export function changeAcknowledgment(
  what: 'planChange' | 'pause',
  subscription: Subscription,
  dueToday: number,
  language?: string,
): AcknowledgmentEmail {
  const lng = mailLanguage(language);
  const t = mailWords(lng);
  const price = formatMoney(subscription.productPrice, subscription.productCurrency, lng);
  const next = formatLongDate(subscription.renewsAt, lng) ?? '';
  const knownPeriod = billingPeriodOf(subscription.productReccurence);
  const period = knownPeriod ?? 'month';
  // A plan the portal sells has its own sentence (`change.planChanged_year`: "Du zahlst jetzt
  // jährlich"); a period the portal does not sell is named by the product's own name.
  const planChanged = { context: knownPeriod ?? undefined, plan: subscription.productName };
  return {
    subject: t(`change.subject.${what}`),
    body: [
      what === 'pause'
        ? t('change.paused', { date: formatLongDate(subscription.pausedUntil, lng) ?? '' })
        : t('change.planChanged', planChanged),
      '',
      t('acknowledgment.today', {
        price: formatMoney(dueToday, subscription.productCurrency, lng),
      }),
      t('change.nextCharge', { price, date: next }),
      t(`acknowledgment.laterCharges.${period}`, { price }),
      '',
      t('change.howToCancel'),
    ].join('\n'),
  };
}
