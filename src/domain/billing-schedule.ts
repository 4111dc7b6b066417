import { addPeriod, billingPeriodOf, type BillingPeriod } from './billing-period';
import { nextBilling, type Product } from './catalogue';
import type { CheckoutPreview } from './checkout-preview';
import { addDays, parseDay, toIsoDate, type IsoDate } from './dates';
import type { GiftProduct } from './gifts';
import { statusRules } from './status-rules';
import { toMinorUnits, type Money } from './money';
import type { IncludedTax } from './vat';
import {
  accessEndsOn,
  isDiscountApplied,
  nextBillingDateOf,
  renewsAutomatically,
  type Subscription,
} from './subscription';

export type { Money } from './money';

/** What a checkout commits the buyer to, in the order it happens (DESIGN.md, money wording). */
export interface BillingSchedule {
  /** The day the schedule starts: the day of the order. */
  today: IsoDate;
  dueToday: Money;
  /** Null when there is no trial. The trial ends on the day of the first charge. */
  trial: { days: number; endsOn: IsoDate } | null;
  firstCharge: { price: Money; date: IsoDate };
  /** Always the product's regular price: a promo changes the first charge only. */
  laterCharges: { price: Money; period: BillingPeriod };
  /** The first charge is below the regular price. */
  firstChargeDiscounted: boolean;
  /** Two days before the first charge, but never before today. */
  reminderOn: IsoDate;
  /** The VAT the first charge includes, as the back end's preview names it; null elsewhere. */
  includedTax: IncludedVat | null;
}

/** VAT a price includes: its rate in percent and its amount. */
export interface IncludedVat {
  rate: number;
  amount: Money;
}

/** What a member's subscription record says about their charges. */
export interface SubscriptionCharges {
  /** Null when the subscription does not renew or its renewal day is unreadable. */
  nextCharge: { price: Money; date: IsoDate } | null;
  regularPrice: Money | null;
  period: BillingPeriod | null;
  renews: boolean;
  /**
   * The day of a renewal that failed and is not paid yet (past due): until it is paid nothing
   * else is charged, and the subscription renews only once it is.
   */
  renewalFailedOn: IsoDate | null;
  /** The last day of access of a subscription that does not renew. */
  accessEndsOn: IsoDate | null;
  nextChargeDiscounted: boolean;
}

/** The part of a schedule that a promo preview can change. */
interface FirstTerms {
  dueToday: Money;
  trialDays: number;
  firstCharge: { price: Money; date: IsoDate };
}

const REMINDER_DAYS_BEFORE_CHARGE = 2;
/** Longer is bad data; it would also run past year 9999, which no IsoDate can hold. */
const MAX_TRIAL_DAYS = 36_500;

/**
 * The schedule of `product` on the terms of `preview` (a promo code's, or a gift member's), else its
 * regular terms; `tax` is the VAT the back end previewed for the regular terms, named where the
 * preview names none.
 */
export function billingSchedule(
  product: Product,
  preview: CheckoutPreview | null,
  today: IsoDate,
  tax: IncludedTax | null = null,
): BillingSchedule {
  const terms = preview ? previewedTerms(product, preview, today) : regularTerms(product, today);
  const laterCharges = { price: regularPriceOf(product), period: periodOf(product) };
  return {
    today,
    dueToday: terms.dueToday,
    trial: terms.trialDays > 0 ? { days: terms.trialDays, endsOn: terms.firstCharge.date } : null,
    firstCharge: terms.firstCharge,
    laterCharges,
    firstChargeDiscounted: terms.firstCharge.price.amount < laterCharges.price.amount,
    reminderOn: reminderDay(terms.firstCharge.date, today),
    includedTax: includedVatOf(preview?.tax ?? tax, terms.firstCharge.price.currency),
  };
}

function includedVatOf(tax: IncludedTax | null | undefined, currency: string): IncludedVat | null {
  return tax ? { rate: tax.rate, amount: moneyOf(tax.amount, currency) } : null;
}

/** The day of the second charge, from which every charge is the regular price. */
export function laterChargesFrom(schedule: BillingSchedule): IsoDate {
  return addPeriod(schedule.firstCharge.date, schedule.laterCharges.period);
}

export function subscriptionCharges(subscription: Subscription): SubscriptionCharges {
  const currency = currencyCode(subscription.productCurrency);
  const unpaid = statusRules(subscription).fixPayment;
  const nextChargeDay = unpaid ? null : dayOf(nextBillingDateOf(subscription));
  return {
    nextCharge: nextChargeDay
      ? { price: moneyOf(subscription.productPrice, currency), date: nextChargeDay }
      : null,
    regularPrice: memberRegularPrice(subscription, currency),
    period: billingPeriodOf(subscription.productReccurence),
    renews: renewsAutomatically(subscription),
    renewalFailedOn: unpaid ? dayOf(subscription.renewsAt) : null,
    accessEndsOn: dayOf(accessEndsOn(subscription)),
    nextChargeDiscounted: isDiscountApplied(subscription),
  };
}

function regularTerms(product: Product, today: IsoDate): FirstTerms {
  const trialDays = wholeDays(product.trialDays);
  return {
    dueToday: moneyOf(product.priceNow, product.currency),
    trialDays,
    firstCharge: { price: regularPriceOf(product), date: nextBilling(today, trialDays) },
  };
}

function previewedTerms(product: Product, preview: CheckoutPreview, today: IsoDate): FirstTerms {
  const currency = currencyCode(preview.now.currency) || currencyCode(product.currency);
  const trialDays = wholeDays(preview.now.trialDays);
  return {
    dueToday: moneyOf(preview.now.amount, currency),
    trialDays,
    firstCharge: {
      price: moneyOf(preview.next.amount, currency),
      date: dayOf(preview.next.date) ?? nextBilling(today, trialDays),
    },
  };
}

function regularPriceOf(product: Product): Money {
  return moneyOf(product.regularPrice, product.currency);
}

function periodOf(product: Product): BillingPeriod {
  // Every ProductType names a period, so billingPeriodOf never answers null here.
  return billingPeriodOf(product.type) as BillingPeriod;
}

/** The original price; a record without one (0) is charged its regular price. */
function memberRegularPrice(subscription: Subscription, currency: string): Money | null {
  const price = [subscription.originalPrice, subscription.productPrice].find(isPositive);
  return price === undefined ? null : moneyOf(price, currency);
}

function reminderDay(chargeDay: IsoDate, today: IsoDate): IsoDate {
  const reminder = addDays(chargeDay, -REMINDER_DAYS_BEFORE_CHARGE);
  return reminder < today ? today : reminder;
}

function moneyOf(amount: number, currency: string): Money {
  return { amount: toMinorUnits(amount), currency: currencyCode(currency) };
}

function currencyCode(currency: string): string {
  return currency.trim().toLowerCase();
}

/** The plain day of a day or timestamp; null when it is not a date. */
function dayOf(value: string | null): IsoDate | null {
  const date = parseDay(value);
  return date ? toIsoDate(date) : null;
}

function wholeDays(days: number): number {
  return Number.isFinite(days) && days > 0 ? Math.min(Math.trunc(days), MAX_TRIAL_DAYS) : 0;
}

function isPositive(amount: number): boolean {
  return Number.isFinite(amount) && amount > 0;
}

/**
 * What a gift commits its buyer to (DESIGN.md, "Gifts"): one payment today and nothing after it,
 * "One payment of $49.99. It does not renew.", worded by the same component as a plan's schedule.
 */
export interface OneTimeSchedule {
  today: IsoDate;
  dueToday: Money;
  /** The months of membership the payment buys. */
  months: number;
  renews: false;
  /** The VAT the payment includes, where the law asks it be named; null elsewhere. */
  includedTax: IncludedVat | null;
}

export function oneTimeSchedule(product: GiftProduct, today: IsoDate): OneTimeSchedule {
  const currency = currencyCode(product.currency);
  return {
    today,
    dueToday: moneyOf(product.price, currency),
    months: product.months,
    renews: false,
    includedTax: includedVatOf(product.tax, currency),
  };
}
