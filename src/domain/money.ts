import { formatLocaleOf } from './language';

export type Currency = 'usd' | 'gbp' | 'eur';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money in the product's currency, written the language's way: English keeps SPEC.md's en-US style
 * ($4.99, £49.99, €49.99), German, French and Spanish write 49,99 €. A value that is not a currency
 * code (bad data) cannot be formatted as one, so it gets a plain amount rather than a crash.
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const code = currency.trim().toUpperCase();
  const currencyKey = /^[A-Z]{3}$/u.test(code) ? code : '';
  const locale = formatLocaleOf(language);
  const key = `${locale} ${currencyKey}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      currencyKey
        ? { style: 'currency', currency: currencyKey }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const percentFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A whole percent written the language's way: 16% in English, 16 % in German, French and Spanish,
 * whose space is a no-break one, so that the sign never starts a line of its own.
 */
export function formatPercent(percent: number, language: string): string {
  const locale = formatLocaleOf(language);
  let formatter = percentFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    percentFormatters.set(locale, formatter);
  }
  return formatter.format(percent / 100);
}

/** Applies a percentage discount, rounded to the cent. */
export function discounted(amount: number, percentOff: number): number {
  return Math.round(amount * (100 - percentOff)) / 100;
}

/** Money as integer minor units (cents, pence) in one currency. */
export interface Money {
  /** Integer minor units. */
  amount: number;
  /** Lower-case ISO code, as in the product: 'usd'. */
  currency: string;
}

/**
 * A decimal price (4.99) in minor units (499). Integers keep comparisons exact: 39.99 < 49.99 can
 * hold for floats that print alike. A price is never negative, so bad data (negative, NaN,
 * Infinity) reads as nothing to pay rather than breaking the page that shows it.
 */
export function toMinorUnits(amount: number): number {
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : 0;
}

export function formatMinorUnits(money: Money, language: string): string {
  return formatMoney(money.amount / 100, money.currency, language);
}
