import { parseDay, toIsoDate, type IsoDate } from './dates';

export type BillingPeriod = 'month' | 'year';

const PERIODS: Record<string, BillingPeriod> = {
  month: 'month',
  monthly: 'month',
  p1m: 'month',
  year: 'year',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  p1y: 'year',
};

/** The word a price is billed per, from a plan type or a subscription's recurrence. */
export function billingPeriodOf(recurrence: string | null | undefined): BillingPeriod | null {
  const key = (recurrence ?? '').trim().toLowerCase();
  return Object.hasOwn(PERIODS, key) ? PERIODS[key]! : null;
}

const MONTHS_IN: Record<BillingPeriod, number> = { month: 1, year: 12 };

/**
 * The day one period after `day`, as card billing counts it: a month after January 31 is the last
 * day of February, a year after February 29 is February 28.
 */
export function addPeriod(day: IsoDate, period: BillingPeriod): IsoDate {
  return addMonths(day, MONTHS_IN[period]);
}

/**
 * The day whole calendar months after `day` (before it, for a negative count), clamped to the
 * month's last day: three months after November 30 is February 28 (or 29).
 */
export function addMonths(day: IsoDate, count: number): IsoDate {
  const date = parseDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  const months = date.getUTCMonth() + count;
  const next = new Date(0);
  // Day 0 of the month after is the last day of the target month.
  const month = ((months % 12) + 12) % 12;
  next.setUTCFullYear(date.getUTCFullYear() + Math.floor(months / 12), month + 1, 0);
  next.setUTCDate(Math.min(date.getUTCDate(), next.getUTCDate()));
  return toIsoDate(next);
}
