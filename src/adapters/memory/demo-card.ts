import type { IsoDate } from '../../domain/dates';
import { AppError } from '../../domain/errors';

/** What a person types into the fake card form. */
export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export interface CheckedCard {
  digits: string;
  brand: string;
  last4: string;
}

/** Stripe's test numbers that behave differently; any other valid number simply succeeds. */
export const DECLINED_CARD = '4000000000000002';
export const AUTHENTICATION_CARD = '4000002760003184';

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/u;

const incomplete = (message: string) => new AppError('payments/incomplete', message);

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/u.test(digits)) return 'mastercard';
  if (/^3[47]/u.test(digits)) return 'amex';
  if (/^(6011|65)/u.test(digits)) return 'discover';
  return 'unknown';
}

function checkNumber(number: string): string {
  const digits = number.replace(/\s/gu, '');
  if (/\D/u.test(digits) || digits.length > 19) {
    throw new AppError('payments/invalid-card', 'Your card number is invalid.');
  }
  if (digits.length < 13) throw incomplete('Your card number is incomplete.');
  if (!passesLuhn(digits)) {
    throw new AppError('payments/invalid-card', 'Your card number is invalid.');
  }
  return digits;
}

/** A card is good through the last day of its expiry month. */
function checkExpiry(expiry: string, today: IsoDate): void {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) throw incomplete("Your card's expiration date is incomplete.");
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) throw incomplete("Your card's expiration date is invalid.");
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    throw incomplete("Your card's expiration date is in the past.");
  }
}

/** The checks of the card form, in the order a person fills it in. */
export function checkCard(card: CardDetails, today: IsoDate): CheckedCard {
  const digits = checkNumber(card.number);
  checkExpiry(card.expiry, today);
  if (!/^\d{3}$/u.test(card.cvc.trim()))
    throw incomplete("Your card's security code is incomplete.");
  return { digits, brand: brandOf(digits), last4: digits.slice(-4) };
}
