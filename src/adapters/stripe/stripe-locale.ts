import type { StripeElementLocale } from '@stripe/stripe-js';
import { languageOfTag } from '../../domain/language';

/** The locale Stripe's Elements speak for the page's language: the portal's four, else English. */
export function stripeLocaleOf(language: string | null | undefined): StripeElementLocale {
  return languageOfTag(language) ?? 'en';
}
