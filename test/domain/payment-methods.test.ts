import {
  GENERATED_DEBIT_IBAN,
  isBankRedirect,
  paymentMethodsFor,
} from '../../src/domain/payment-methods';
import { ibanProblem } from '../../src/domain/iban';

describe('the ways to pay a price', () => {
  test('in dollars or pounds: the card only', () => {
    expect(paymentMethodsFor('usd', 'US')).toEqual(['card']);
    expect(paymentMethodsFor('gbp', 'GB')).toEqual(['card']);
  });

  test('in euros: the card, SEPA Direct Debit, iDEAL | Wero and Bancontact', () => {
    expect(paymentMethodsFor('eur', 'DE')).toEqual(['card', 'sepa_debit', 'ideal', 'bancontact']);
    expect(paymentMethodsFor('EUR', null)).toEqual(['card', 'sepa_debit', 'ideal', 'bancontact']);
  });

  test('a visitor from Belgium sees Bancontact before iDEAL, one from the Netherlands iDEAL first', () => {
    expect(paymentMethodsFor('eur', 'BE')).toEqual(['card', 'sepa_debit', 'bancontact', 'ideal']);
    expect(paymentMethodsFor('eur', 'NL')).toEqual(['card', 'sepa_debit', 'ideal', 'bancontact']);
  });

  test('iDEAL and Bancontact are bank redirects; a card and SEPA are not', () => {
    expect(isBankRedirect('ideal')).toBe(true);
    expect(isBankRedirect('bancontact')).toBe(true);
    expect(isBankRedirect('sepa_debit')).toBe(false);
    expect(isBankRedirect('card')).toBe(false);
  });

  test('the renewals are debited from a valid IBAN of the bank paid from', () => {
    expect(ibanProblem(GENERATED_DEBIT_IBAN.ideal)).toBeNull();
    expect(ibanProblem(GENERATED_DEBIT_IBAN.bancontact)).toBeNull();
  });
});
