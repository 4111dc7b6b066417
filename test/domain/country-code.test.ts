import { countryCode } from '../../src/domain/country-code';

describe('a country code', () => {
  test('is two letters, upper-cased and trimmed', () => {
    expect(countryCode('GB')).toBe('GB');
    expect(countryCode(' de ')).toBe('DE');
  });

  test("is none for ISO's codes of unknown, for regions, or for anything else", () => {
    for (const value of [
      'XX',
      'ZZ',
      'AA',
      'QZ',
      'EU',
      'AP',
      'UN',
      '',
      'GBR',
      'G1',
      826,
      null,
      {},
    ]) {
      expect(countryCode(value)).toBeNull();
    }
  });
});
