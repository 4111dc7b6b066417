import {
  caretAfterDigits,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  isIncomplete,
} from '../../../src/demo/ui/card-format';
import { CARD_PROBLEMS, cardPartProblem } from '../../../src/demo/demo-card';
import { TODAY } from '../../support/clocks';

describe('the demo card form’s formatting', () => {
  test.each([
    ['', ''],
    ['4', '4'],
    ['42424', '4242 4'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4242-4242-4242-4242', '4242 4242 4242 4242'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('card number %p → %p', (raw, formatted) => {
    expect(formatCardNumber(raw)).toBe(formatted);
  });

  test.each([
    ['4242 4', 0, 0],
    ['4242 4', 4, 4],
    ['4242 4', 5, 6],
    ['4242', 9, 4],
  ])('in %p the caret after digit %p sits at %p', (formatted, digits, caret) => {
    expect(caretAfterDigits(formatted, digits)).toBe(caret);
  });

  test.each([
    ['', ''],
    ['1', '1'],
    ['4', '04'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1230', '12 / 30'],
    ['12 / 3', '12 / 3'],
    ['12 / ', '12'],
    ['12/2030', '12 / 30'],
    ['1/30', '01 / 30'],
    ['123099', '12 / 30'],
  ])('expiry %p → %p', (raw, formatted) => {
    expect(formatExpiry(raw)).toBe(formatted);
  });

  test('the security code keeps up to four digits', () => {
    expect(formatSecurityCode('1a2b3c4d5')).toBe('1234');
  });

  test.each([
    ['number', '4242 4242 4242 4', false],
    ['number', '4242 4242 424', true],
    ['expiry', '12 / 30', false],
    ['expiry', '12 / 3', true],
    ['cvc', '123', false],
    ['cvc', '12', true],
  ] as const)('%s %p incomplete: %p', (field, value, incomplete) => {
    expect(isIncomplete(field, value)).toBe(incomplete);
  });
});

describe('what Stripe’s card fields would say of a part of the card (on 2026-11-21)', () => {
  test.each([
    ['number', '', 'incomplete_number'],
    ['number', '4242 4242 4242', 'incomplete_number'],
    ['number', '4242 4242 4242 4241', 'invalid_number'],
    ['number', '4242 4242 4242 4242', null],
    ['expiry', '', 'incomplete_expiry'],
    ['expiry', '12 / 3', 'incomplete_expiry'],
    ['expiry', '13 / 30', 'invalid_expiry_month'],
    ['expiry', '00 / 30', 'invalid_expiry_month'],
    ['expiry', '10 / 26', 'invalid_expiry_month_past'],
    ['expiry', '12 / 25', 'invalid_expiry_year_past'],
    ['expiry', '11 / 26', null],
    ['expiry', '01 / 27', null],
    ['cvc', '12', 'incomplete_cvc'],
    ['cvc', '123', null],
  ] as const)('%s %p: %p', (part, value, problem) => {
    expect(cardPartProblem(part, value, TODAY)).toBe(problem);
  });

  test('each problem reads as Stripe words it', () => {
    expect(CARD_PROBLEMS).toEqual({
      incomplete_number: 'Your card number is incomplete.',
      invalid_number: 'Your card number is invalid.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      invalid_expiry_month: "Your card's expiration month is invalid.",
      invalid_expiry_month_past: "Your card's expiration date is in the past.",
      invalid_expiry_year_past: "Your card's expiration year is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
    });
  });
});
