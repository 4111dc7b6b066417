import { billingSchedule, type BillingSchedule } from './billing-schedule';
import type { IncludedTax } from './vat';
import type { Product } from './catalogue';
import type { CheckoutPreview } from './checkout-preview';
import { parseDay, toIsoDate, type IsoDate } from './dates';
import { waiverOf, withWaiver, type StoredOrder } from './order';
import { isRecord } from './shapes';

/**
 * The version of the subscription terms the portal shows above the pay button. Raise it when the
 * wording of the terms (locales/en.json, billing.*) changes in substance.
 */
export const TERMS_VERSION = '2026-11-24';

/**
 * Which terms a person was shown when they committed to pay, kept by the back end with the
 * payment's intent and made final when the provider says the payment succeeded.
 */
export interface ConsentRecord {
  termsVersion: string;
  schedule: BillingSchedule;
  /** When the back end received the terms with the checkout (ISO 8601 timestamp). */
  shownAt: string;
  /**
   * The words of the withdrawal box an EU consumer ticked (asking for access at once and accepting
   * the loss of the right of withdrawal), as shown in their language; absent without the box.
   */
  withdrawalWaiver?: string;
}

/** An order's schedule as it stood on the day it was placed (today for an older order), with the VAT its prices include where it is known. */
export function orderSchedule(
  order: StoredOrder,
  today: IsoDate,
  tax: IncludedTax | null = null,
): BillingSchedule {
  const placedOn = parseDay(order.placedAt);
  return billingSchedule(order.product, order.preview, placedOn ? toIsoDate(placedOn) : today, tax);
}

/**
 * The terms a checkout is opened (or paid) with, as the portal sends them with the checkout
 * session: the version of the terms shown, and the withdrawal box's words where one was ticked.
 * The schedule is never among them: the back end prices it itself.
 */
export interface CheckoutTerms {
  termsVersion: string;
  withdrawalWaiver?: string;
}

/** No terms version of ours is longer; a longer one is not a version. */
const MAX_TERMS_VERSION_LENGTH = 64;

/** The terms as the back end receives them with a checkout session; null when they are not any. */
export function parseCheckoutTerms(raw: {
  termsVersion?: unknown;
  withdrawalWaiver?: unknown;
}): CheckoutTerms | null {
  const { termsVersion, withdrawalWaiver } = raw;
  if (typeof termsVersion !== 'string' || termsVersion.trim() === '') return null;
  if (termsVersion.length > MAX_TERMS_VERSION_LENGTH) return null;
  if (withdrawalWaiver != null && waiverOf(withdrawalWaiver) === null) return null;
  return { termsVersion, ...withWaiver(waiverOf(withdrawalWaiver)) };
}

/**
 * The consent the back end records with a checkout's intent (DESIGN.md, "The back end keeps the
 * consent"): the terms the portal showed, the schedule as the back end itself priced the product
 * and its promo preview on the day of `now`, and the moment it received them.
 */
export function checkoutConsent(
  product: Product,
  preview: CheckoutPreview | null,
  terms: CheckoutTerms,
  now: string,
): ConsentRecord {
  const day = parseDay(now);
  if (!day) throw new RangeError(`Not a time: ${now}`);
  return {
    termsVersion: terms.termsVersion,
    schedule: billingSchedule(product, preview, toIsoDate(day)),
    shownAt: now,
    ...withWaiver(terms.withdrawalWaiver),
  };
}

const isDay = (value: unknown): boolean =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/u.test(value) && parseDay(value) !== null;
const isMoney = (value: unknown): boolean =>
  isRecord(value) &&
  Number.isSafeInteger(value.amount) &&
  (value.amount as number) >= 0 &&
  typeof value.currency === 'string' &&
  /^[a-z]{3}$/u.test(value.currency);
const isCharge = (value: unknown, dateKey: 'date' | 'period'): boolean =>
  isRecord(value) &&
  isMoney(value.price) &&
  (dateKey === 'date' ? isDay(value.date) : value.period === 'month' || value.period === 'year');
const isTrial = (value: unknown): boolean =>
  value === null ||
  (isRecord(value) &&
    Number.isSafeInteger(value.days) &&
    (value.days as number) > 0 &&
    isDay(value.endsOn));

const isIncludedVat = (value: unknown): boolean =>
  value == null || (isRecord(value) && Number.isFinite(value.rate) && isMoney(value.amount));

function isSchedule(value: unknown): value is BillingSchedule {
  return (
    isRecord(value) &&
    isDay(value.today) &&
    isMoney(value.dueToday) &&
    isTrial(value.trial) &&
    isCharge(value.firstCharge, 'date') &&
    isCharge(value.laterCharges, 'period') &&
    typeof value.firstChargeDiscounted === 'boolean' &&
    isDay(value.reminderOn) &&
    isIncludedVat(value.includedTax)
  );
}

/** A consent record as the user API receives it; null when any part of it is not one. */
export function parseConsentRecord(raw: unknown): ConsentRecord | null {
  if (!isRecord(raw)) return null;
  const { termsVersion, schedule, shownAt, withdrawalWaiver } = raw;
  if (typeof termsVersion !== 'string' || termsVersion.trim() === '') return null;
  if (typeof shownAt !== 'string' || Number.isNaN(Date.parse(shownAt))) return null;
  if (!isSchedule(schedule)) return null;
  if (withdrawalWaiver != null && waiverOf(withdrawalWaiver) === null) return null;
  // A schedule that names no VAT (sent before it was named) names none.
  const named = { ...schedule, includedTax: schedule.includedTax ?? null };
  return { termsVersion, schedule: named, shownAt, ...withWaiver(waiverOf(withdrawalWaiver)) };
}

const sameMoney = (a: BillingSchedule['dueToday'], b: BillingSchedule['dueToday']): boolean =>
  a.amount === b.amount && a.currency === b.currency;

function sameSchedule(a: BillingSchedule, b: BillingSchedule): boolean {
  return (
    a.today === b.today &&
    sameMoney(a.dueToday, b.dueToday) &&
    (a.trial === null
      ? b.trial === null
      : b.trial !== null && a.trial.days === b.trial.days && a.trial.endsOn === b.trial.endsOn) &&
    sameMoney(a.firstCharge.price, b.firstCharge.price) &&
    a.firstCharge.date === b.firstCharge.date &&
    sameMoney(a.laterCharges.price, b.laterCharges.price) &&
    a.laterCharges.period === b.laterCharges.period &&
    a.firstChargeDiscounted === b.firstChargeDiscounted &&
    a.reminderOn === b.reminderOn
  );
}

/**
 * Whether a consent someone sends states the terms a record kept: the same version, schedule and
 * waiver. Its time may differ; what was agreed to may not.
 */
export function statesSameTerms(kept: ConsentRecord, sent: ConsentRecord): boolean {
  return (
    kept.termsVersion === sent.termsVersion &&
    sameSchedule(kept.schedule, sent.schedule) &&
    (kept.withdrawalWaiver ?? null) === (sent.withdrawalWaiver ?? null)
  );
}
