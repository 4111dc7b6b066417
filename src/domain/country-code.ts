/**
 * What counts as a visitor's country: an ISO 3166-1 alpha-2 code. Geo services answer other codes
 * when they do not know (ISO's user-assigned codes: XX, ZZ) or give a region (EU, AP); those name
 * no country.
 */
const ALPHA_2 = /^[A-Z]{2}$/u;
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|AP|UN)$/u;

/** The country code a value names, upper-cased and trimmed, or null when it names no country. */
export function countryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return ALPHA_2.test(code) && !NOT_A_COUNTRY.test(code) ? code : null;
}
