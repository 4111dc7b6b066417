/** How the demo card form shapes what a person types, the way Stripe's fields do. */

const MAX_CARD_DIGITS = 19;

export function digitsOnly(value: string): string {
  return value.replace(/\D/gu, '');
}

/** '4242424242424242' → '4242 4242 4242 4242'; anything but digits is dropped. */
export function formatCardNumber(raw: string): string {
  const digits = digitsOnly(raw).slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/gu, '$1 ');
}

/** Where the caret belongs in `formatted` to sit right after its `digits`-th digit. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/u.test(formatted[index] ?? '')) seen += 1;
    if (seen === digits) return index + 1;
  }
  return formatted.length;
}

/**
 * 'MM / YY' as typed: '1230' → '12 / 30', '4' → '04', an autofilled '12/2030' → '12 / 30'.
 * Without a year the separator is left out, so deleting backwards never gets stuck on it.
 */
export function formatExpiry(raw: string): string {
  let month: string;
  let year: string;
  if (raw.includes('/')) {
    const [monthPart = '', ...rest] = raw.split('/');
    month = digitsOnly(monthPart).slice(0, 2);
    if (month.length === 1) month = `0${month}`;
    year = digitsOnly(rest.join(''));
    if (year.length === 4) year = year.slice(2);
    year = year.slice(0, 2);
  } else {
    const digits = digitsOnly(raw).slice(0, 4);
    month = digits.slice(0, 2);
    year = digits.slice(2);
  }
  if (month.length === 1 && Number(month) > 1) month = `0${month}`;
  return year === '' ? month : `${month} / ${year}`;
}

export function formatSecurityCode(raw: string): string {
  return digitsOnly(raw).slice(0, 4);
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** Only what is plainly unfinished; the provider judges the rest when the card is confirmed. */
export function isIncomplete(field: CardField, value: string): boolean {
  const digits = digitsOnly(value);
  if (field === 'number') return digits.length < 13;
  if (field === 'expiry') return digits.length !== 4;
  return digits.length < 3;
}
