import { within, type BoundFunctions, type queries } from '@testing-library/react';

/**
 * What a description list says beside a term, as a person reads it there, in the queries of the
 * part of the page that holds it (a card: `within(card)`): in the order, "First charge" → "$3.99
 * on November 28, 2026, for the first month only", however many elements the value is made of
 * (its day is one of its own: BillingSchedule's WholeDay).
 */
export function valueBeside(scope: BoundFunctions<typeof queries>, term: string): string {
  const dt = scope.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

/** What a summary says beside a term: `valueBeside` within the element that holds it. */
export const summaryValue = (container: HTMLElement, term: string): string =>
  valueBeside(within(container), term);
