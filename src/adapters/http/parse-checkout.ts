import type { CheckoutPreview } from '../../domain/checkout-preview';
import { parseDay, toIsoDate } from '../../domain/dates';
import type { ClientSecret } from '../../application/ports/user-api';
import { amount, count, day, nonEmptyString, nullable, record } from './json-shape';
import { includedTax } from './parse-tax';

/**
 * The answer of GET users/me/checkout-session; the next billing date becomes a plain day. A back
 * end that names no VAT (the US, or one that predates `tax`) leaves it null.
 */
export function parseCheckoutPreview(value: unknown): CheckoutPreview {
  const preview = record(value, 'preview');
  const now = record(preview.now, 'preview.now');
  const next = record(preview.next, 'preview.next');
  return {
    now: {
      currency: nonEmptyString(now.currency, 'preview.now.currency'),
      amount: amount(now.amount, 'preview.now.amount'),
      trialDays: count(now.trialDays, 'preview.now.trialDays'),
    },
    next: {
      amount: amount(next.amount, 'preview.next.amount'),
      date: toIsoDate(parseDay(day(next.date, 'preview.next.date')) as Date),
    },
    ...(preview.tax === undefined
      ? {}
      : { tax: nullable(includedTax)(preview.tax, 'preview.tax') }),
  };
}

/** The answer of POST users/me/checkout-session and POST users/me/setup-intent. */
export function parseClientSecret(value: unknown): ClientSecret {
  const answer = record(value, 'answer');
  return { clientSecret: nonEmptyString(answer.clientSecret, 'answer.clientSecret') };
}
