export type Currency = 'usd' | 'gbp';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money is shown en-US style in the product's currency: $4.99, £49.99. A value that is not a
 * currency code (bad data) cannot be formatted as one, so it gets a plain amount rather than a crash.
 */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.trim().toUpperCase();
  const key = /^[A-Z]{3}$/u.test(code) ? code : '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      'en-US',
      key
        ? { style: 'currency', currency: key }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    );
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
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

export function formatMinorUnits(money: Money): string {
  return formatMoney(money.amount / 100, money.currency);
}
