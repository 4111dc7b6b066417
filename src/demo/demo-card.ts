import type { IsoDate } from '../domain/dates';
import { AppError } from '../domain/errors';

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

/**
 * What Stripe's card fields find wrong with what was typed, by Stripe's codes, in Stripe's words:
 * the demo form shows them under the field, and the demo provider refuses a card with them.
 */
export const CARD_PROBLEMS = {
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
} as const;

export type CardProblem = keyof typeof CARD_PROBLEMS;

/** What Stripe's IBAN field says of an IBAN it refuses, in Stripe's words. */
export const IBAN_PROBLEMS = {
  incomplete_iban: 'Your IBAN is incomplete.',
  invalid_iban: 'Your IBAN is invalid.',
  invalid_iban_country_code: 'The IBAN you entered has an invalid country code.',
} as const;

/** The three parts of a card as the form asks for them. */
export type CardPart = keyof CardDetails;

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

function numberProblem(number: string): CardProblem | null {
  const digits = number.replace(/\s/gu, '');
  if (/\D/u.test(digits) || digits.length > 19) return 'invalid_number';
  if (digits.length < 13) return 'incomplete_number';
  return passesLuhn(digits) ? null : 'invalid_number';
}

/** A card is good through the last day of its expiry month. */
function expiryProblem(expiry: string, today: IsoDate): CardProblem | null {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return 'incomplete_expiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid_expiry_month';
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  if (year < thisYear) return 'invalid_expiry_year_past';
  if (year === thisYear && month < thisMonth) return 'invalid_expiry_month_past';
  return null;
}

function cvcProblem(cvc: string): CardProblem | null {
  return /^\d{3}$/u.test(cvc.trim()) ? null : 'incomplete_cvc';
}

/** What is wrong with one part of the card, as Stripe's field would say; null when nothing is. */
export function cardPartProblem(part: CardPart, value: string, today: IsoDate): CardProblem | null {
  if (part === 'number') return numberProblem(value);
  if (part === 'expiry') return expiryProblem(value, today);
  return cvcProblem(value);
}

const CARD_PARTS: readonly CardPart[] = ['number', 'expiry', 'cvc'];

/** The checks of the card form, in the order a person fills it in. */
export function checkCard(card: CardDetails, today: IsoDate): CheckedCard {
  for (const part of CARD_PARTS) {
    const problem = cardPartProblem(part, card[part], today);
    // The demo's card form says each of these under its field, as Stripe's does.
    if (problem === 'invalid_number') {
      throw new AppError('payments/invalid-card', CARD_PROBLEMS[problem], 'field');
    }
    if (problem) throw new AppError('payments/incomplete', CARD_PROBLEMS[problem], 'field');
  }
  const digits = card.number.replace(/\s/gu, '');
  return { digits, brand: brandOf(digits), last4: digits.slice(-4) };
}
