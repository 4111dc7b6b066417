import { addDays, type IsoDate } from './dates';
import { EU_COUNTRIES } from './eu-countries';
import { toMinorUnits, type Currency, type Money } from './money';

export { EU_COUNTRIES };

export type ProductType = 'monthly' | 'yearly';

export interface ProductLocalization {
  id: string;
  country: string;
  regularPrice: number;
  trialDays: number;
  currency: Currency;
}

/** A plan. Its name and labels are words of the UI, chosen by its type. */
export interface Product {
  id: string;
  type: ProductType;
  regularPrice: number;
  priceNow: 0;
  currency: Currency;
  trialDays: number;
  isDefault: boolean;
  localize: ProductLocalization[];
}

export const TRIAL_DAYS = 7;
export const DEFAULT_COUNTRY = 'US';

/** The pseudo-country of the catalogue's euro products: every EU country buys them. */
const EU = 'EU';

/** A visitor's country as the catalogue reads it: 'de' → 'DE'; an EU country → 'EU'. */
function catalogueRegion(country: string | null | undefined): string {
  const code = (country ?? '').trim().toUpperCase();
  if (EU_COUNTRIES.includes(code)) return EU;
  // 'EU' itself is no country (some geo services answer it): it names no catalogue.
  return code === EU ? '' : code;
}

/**
 * Whether buying this product makes the buyer a consumer of the EU, who must ask expressly for
 * access during the 14 days of withdrawal (the withdrawal box): the euro products are sold there
 * only.
 */
export function needsWithdrawalWaiver(product: Pick<Product, 'currency'>): boolean {
  return product.currency === 'eur';
}

/** Whether a visitor from this country is a consumer of the EU (euro prices, the withdrawal box). */
export function isEuCountry(country: string | null | undefined): boolean {
  return catalogueRegion(country) === EU;
}

const MONTHLY: Product = {
  id: 'monthly',
  type: 'monthly',
  regularPrice: 4.99,
  priceNow: 0,
  currency: 'usd',
  trialDays: TRIAL_DAYS,
  isDefault: false,
  localize: [
    { id: 'monthly_gb', country: 'GB', regularPrice: 4.99, trialDays: TRIAL_DAYS, currency: 'gbp' },
    { id: 'monthly_eu', country: EU, regularPrice: 4.99, trialDays: TRIAL_DAYS, currency: 'eur' },
  ],
};

const YEARLY: Product = {
  id: 'yearly',
  type: 'yearly',
  regularPrice: 49.99,
  priceNow: 0,
  currency: 'usd',
  trialDays: TRIAL_DAYS,
  isDefault: true,
  localize: [
    { id: 'yearly_gb', country: 'GB', regularPrice: 49.99, trialDays: TRIAL_DAYS, currency: 'gbp' },
    { id: 'yearly_eu', country: EU, regularPrice: 49.99, trialDays: TRIAL_DAYS, currency: 'eur' },
  ],
};

const BASE_CATALOGUE: readonly Product[] = [MONTHLY, YEARLY];

/**
 * The product as sold in a country: its localized id, price and currency where it has one. Every
 * EU country buys the euro products (their entries name the country 'EU').
 */
export function localizeProduct(product: Product, country: string | null | undefined): Product {
  const code = catalogueRegion(country);
  const local = product.localize.find((entry) => entry.country === code);
  return local ? withLocalization(product, local) : product;
}

function withLocalization(product: Product, local: ProductLocalization): Product {
  const { id, regularPrice, trialDays, currency } = local;
  return { ...product, id, regularPrice, trialDays, currency };
}

/** The catalogue for a visitor's country; an unknown or missing country gets the US one. */
export function catalogueFor(country: string | null | undefined): Product[] {
  return BASE_CATALOGUE.map((product) => localizeProduct(product, country));
}

/** Every product id sold anywhere, localized ones included. */
export function findProduct(productId: string): Product | null {
  for (const product of BASE_CATALOGUE) {
    if (product.id === productId) return product;
    const local = product.localize.find((entry) => entry.id === productId);
    if (local) return withLocalization(product, local);
  }
  return null;
}

export function defaultProduct(catalogue: readonly Product[]): Product | null {
  return catalogue.find((product) => product.isDefault) ?? catalogue[0] ?? null;
}

/** The first billing day: today plus the trial. */
export function nextBilling(today: IsoDate, trialDays: number): IsoDate {
  return addDays(today, trialDays);
}

/** What a yearly plan comes to per month, and what it saves against paying monthly for a year. */
export interface YearlyEquivalent {
  /** The yearly price over twelve months, rounded up to the minor unit: never below what is paid. */
  perMonth: Money;
  /**
   * Whole percent saved against twelve payments of the monthly plan in the same currency, rounded
   * down so that it is never overstated; null when there is no such plan or it saves under 1%.
   */
  savingPercent: number | null;
}

const MONTHS_IN_YEAR = 12;

/**
 * A yearly plan's price per month and its saving against the catalogue's monthly plan, from the
 * regular prices: a promo code changes the first charge only, so it never changes this. Null for
 * any other plan, or a yearly one with no price.
 */
export function yearlyEquivalent(
  product: Product,
  catalogue: readonly Product[],
): YearlyEquivalent | null {
  const yearly = toMinorUnits(product.regularPrice);
  if (product.type !== 'yearly' || yearly === 0) return null;
  const monthly = catalogue.find(
    (candidate) => candidate.type === 'monthly' && candidate.currency === product.currency,
  );
  const twelveMonths = monthly ? toMinorUnits(monthly.regularPrice) * MONTHS_IN_YEAR : 0;
  // Integer minor units: the division is exact where the percent is whole, so floor never errs.
  const percent =
    twelveMonths > yearly ? Math.floor(((twelveMonths - yearly) * 100) / twelveMonths) : 0;
  return {
    perMonth: { amount: Math.ceil(yearly / MONTHS_IN_YEAR), currency: product.currency },
    savingPercent: percent >= 1 ? percent : null,
  };
}
