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
  return PERIODS[(recurrence ?? '').trim().toLowerCase()] ?? null;
}
