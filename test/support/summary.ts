import { within } from '@testing-library/react';

/**
 * What a summary (a description list) says beside a term, as a person reads it there: in the
 * order, "First charge" → "$3.99 on November 28, 2026, for the first month only", however many
 * elements the value is made of (its day is one of its own: BillingSchedule's WholeDay).
 */
export function summaryValue(container: HTMLElement, term: string): string {
  const dt = within(container).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}
