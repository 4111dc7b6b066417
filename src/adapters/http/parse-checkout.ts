import type { CheckoutPreview } from '../../domain/checkout-preview';
import { parseDay, toIsoDate } from '../../domain/dates';
import type { ClientSecret } from '../../application/ports/user-api';
import { amount, count, day, nonEmptyString, record } from './json-shape';

/** The answer of GET users/me/checkout-session; the next billing date becomes a plain day. */
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
  };
}

/** The answer of POST users/me/checkout-session and POST users/me/setup-intent. */
export function parseClientSecret(value: unknown): ClientSecret {
  const answer = record(value, 'answer');
  return { clientSecret: nonEmptyString(answer.clientSecret, 'answer.clientSecret') };
}
