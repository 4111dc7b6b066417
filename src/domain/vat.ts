import { isEuCountry } from './catalogue';
import type { Currency } from './money';

/**
 * Prices are final (DESIGN.md, "Europe"): in the UK and the EU every price includes VAT, and the
 * order names the VAT it includes. One rule for memberships and gifts alike.
 */

/** VAT a price already includes: the rate in percent, the amount in the price's currency. */
export interface IncludedTax {
  rate: number;
  amount: number;
  inclusive: true;
}

/** The country whose rate a price in this currency takes where the buyer's own is not known. */
const HOME_OF: Readonly<Record<string, string>> = { gbp: 'GB', eur: 'DE' };

/** The country whose VAT rate a price in this currency takes by default; undefined for dollars. */
export function homeCountryOf(currency: string): string | undefined {
  return HOME_OF[currency.trim().toLowerCase()];
}

/** Whether a price in this currency includes VAT (pounds and euros), and says so. */
export function includesVat(currency: string): boolean {
  return homeCountryOf(currency) !== undefined;
}

/** The currency a visitor from this country pays in: euros in the EU, pounds in the UK. */
export function currencyOfCountry(country: string | null | undefined): Currency {
  if (isEuCountry(country)) return 'eur';
  return (country ?? '').trim().toUpperCase() === 'GB' ? 'gbp' : 'usd';
}
