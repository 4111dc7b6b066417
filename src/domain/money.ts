export type Currency = 'usd' | 'gbp';

const formatters = new Map<string, Intl.NumberFormat>();

/** Money is shown en-US style in the product's currency: $4.99, £49.99. */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter.format(amount);
}

/** Applies a percentage discount, rounded to the cent. */
export function discounted(amount: number, percentOff: number): number {
  return Math.round(amount * (100 - percentOff)) / 100;
}
