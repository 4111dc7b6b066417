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
