import { formatIban, ibanLast4, ibanProblem, normaliseIban } from '../../src/domain/iban';

describe('an IBAN, checked as Stripe checks it', () => {
  test.each([
    'DE89 3704 0044 0532 0130 00',
    'de89370400440532013000',
    'DE62 3704 0044 0532 0130 01',
    'FR14 2004 1010 0505 0001 3M02 606',
    'NL91 ABNA 0417 1643 00',
    'ES91 2100 0418 4502 0005 1332',
    'BE68 5390 0754 7034',
  ])('%s is an IBAN', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
  });

  test('a wrong check digit is invalid', () => {
    expect(ibanProblem('DE88 3704 0044 0532 0130 00')).toBe('invalid_iban');
  });

  test('too short is incomplete, too long or with other characters is invalid', () => {
    expect(ibanProblem('DE89 3704')).toBe('incomplete_iban');
    expect(ibanProblem('')).toBe('incomplete_iban');
    expect(ibanProblem('DE89 3704 0044 0532 0130 000')).toBe('invalid_iban');
    expect(ibanProblem('DE89 3704 0044 0532 0130 0!')).toBe('invalid_iban');
  });

  test('a country without IBANs, or none, is refused by its country code', () => {
    expect(ibanProblem('US12 3456 7890')).toBe('invalid_iban_country_code');
    expect(ibanProblem('1234 5678')).toBe('invalid_iban_country_code');
  });

  test('is written in groups of four and named by its last four', () => {
    expect(normaliseIban(' de89 3704-0044 ')).toBe('DE8937040044');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(ibanLast4('DE89 3704 0044 0532 0130 00')).toBe('3000');
  });
});
