/**
 * An IBAN as Stripe's IBAN field checks it (ISO 13616): the country's length, then the mod-97
 * check digits. SEPA Direct Debit takes an account of a SEPA country (DESIGN.md, "Europe's ways
 * to pay").
 */

/** The length of an IBAN in each SEPA country that the portal's buyers are likely to use. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
};

/** What Stripe's IBAN field says is wrong, by its codes. */
export type IbanProblem = 'incomplete_iban' | 'invalid_iban' | 'invalid_iban_country_code';

/** An IBAN as typed, without spaces and in capitals: `de89 3704…` → `DE893704…`. */
export function normaliseIban(value: string): string {
  return value.replace(/[\s-]/gu, '').toUpperCase();
}

/** The IBAN in groups of four, as banks print it. */
export function formatIban(value: string): string {
  return (
    normaliseIban(value)
      .replace(/[^0-9A-Z]/gu, '')
      .match(/.{1,4}/gu)
      ?.join(' ') ?? ''
  );
}

/** The remainder of the IBAN's number (its first four characters moved to the end) by 97. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/u.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** What is wrong with an IBAN as typed; null when it is one. */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = normaliseIban(value);
  if (iban.length < 2) return 'incomplete_iban';
  if (!/^[A-Z]{2}/u.test(iban)) return 'invalid_iban_country_code';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'invalid_iban_country_code';
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]*$/u.test(iban) || iban.length > length) return 'invalid_iban';
  if (iban.length < length) return 'incomplete_iban';
  return mod97(iban) === 1 ? null : 'invalid_iban';
}

/** The last four characters of an IBAN, as a bank account is named: `…3000`. */
export function ibanLast4(value: string): string {
  return normaliseIban(value).slice(-4);
}
