import { billingSchedule, type BillingSchedule } from './billing-schedule';
import { parseDay, toIsoDate, type IsoDate } from './dates';
import { waiverOf, withWaiver, type StoredOrder } from './order';
import { isRecord } from './shapes';

/**
 * The version of the subscription terms the portal shows above the pay button. Raise it when the
 * wording of the terms (locales/en.json, billing.*) changes in substance.
 */
export const TERMS_VERSION = '2026-11-24';

/** Which terms a person was shown when they committed to pay, kept by the user API. */
export interface ConsentRecord {
  termsVersion: string;
  schedule: BillingSchedule;
  /** When the person pressed the button under the terms (ISO 8601 timestamp). */
  shownAt: string;
  /**
   * The words of the withdrawal box an EU consumer ticked (asking for access at once and accepting
   * the loss of the right of withdrawal), as shown in their language; absent without the box.
   */
  withdrawalWaiver?: string;
}

/** An order's schedule as it stood on the day it was placed (today for an older order). */
export function orderSchedule(order: StoredOrder, today: IsoDate): BillingSchedule {
  const placedOn = parseDay(order.placedAt);
  return billingSchedule(order.product, order.preview, placedOn ? toIsoDate(placedOn) : today);
}

/**
 * The consent of an order: the terms shown when it was placed. `now` stands in for an order saved
 * before the portal kept the time of the click.
 */
export function consentRecord(order: StoredOrder, now: string): ConsentRecord {
  const today = parseDay(now);
  if (!today) throw new RangeError(`Not a time: ${now}`);
  return {
    termsVersion: TERMS_VERSION,
    schedule: orderSchedule(order, toIsoDate(today)),
    shownAt: order.placedAt ?? now,
    ...withWaiver(order.withdrawalWaiver),
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

function isSchedule(value: unknown): value is BillingSchedule {
  return (
    isRecord(value) &&
    isDay(value.today) &&
    isMoney(value.dueToday) &&
    isTrial(value.trial) &&
    isCharge(value.firstCharge, 'date') &&
    isCharge(value.laterCharges, 'period') &&
    typeof value.firstChargeDiscounted === 'boolean' &&
    isDay(value.reminderOn)
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
  return { termsVersion, schedule, shownAt, ...withWaiver(waiverOf(withdrawalWaiver)) };
}
