import { toMinorUnits } from './money';
import { currencyOfCountry, homeCountryOf, type IncludedTax } from './vat';

/**
 * What VAT a price includes (DESIGN.md, "Europe"): the rates and the sums, beside vat.ts's rule of
 * which prices include it. Apart from it, so that a page that only says "incl. VAT" carries none
 * of this.
 */

/**
 * The VAT rates the demo world and the local API server charge, as Stripe Tax would find them for
 * a tax-inclusive price (a real back end asks Stripe Tax; the portal only shows what it answers).
 */
const VAT_RATES: Readonly<Record<string, number>> = { GB: 20, FR: 20, DE: 19, ES: 21 };

/**
 * The VAT rate of a purchase in `currency` by a buyer in `country`: the country's own where it is
 * known and the country pays in that currency, else the currency's home country's; null where no
 * VAT is named (dollars).
 */
export function vatRateOf(currency: string, country: string | null | undefined): number | null {
  const code = currency.trim().toLowerCase();
  const home = homeCountryOf(code);
  if (home === undefined) return null;
  const buyer = (country ?? '').trim().toUpperCase();
  const own = currencyOfCountry(buyer) === code ? VAT_RATES[buyer] : undefined;
  return own ?? VAT_RATES[home] ?? null;
}

/** The VAT a price in `currency` includes for a buyer in `country`; null where none is named. */
export function vatIncludedIn(
  price: number,
  currency: string,
  country: string | null | undefined,
): IncludedTax | null {
  const rate = vatRateOf(currency, country);
  return rate === null ? null : includedTax(price, rate);
}

/**
 * The VAT a tax-inclusive price holds at `rate` percent, to the cent: €49.99 at 19% holds €7.98.
 */
export function includedTax(price: number, rate: number): IncludedTax {
  const cents = Math.round((toMinorUnits(price) * rate) / (100 + rate));
  return { rate, amount: cents / 100, inclusive: true };
}
