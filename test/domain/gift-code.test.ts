import { formatGiftCode, GIFT_CODE_ALPHABET, parseGiftCode } from '../../src/domain/gift-code';

describe('a gift code as a person types it', () => {
  test.each([
    ['as printed', 'MNDF-YEAR-2026-0001'],
    ['in lower case', 'mndf-year-2026-0001'],
    ['with spaces', ' MNDF YEAR 2026 0001 '],
    ['run together', 'MNDFYEAR20260001'],
    ['with the dashes of a phone or an e-mail', 'MNDF–YEAR—2026‑0001'],
    ['mixed', 'mNdF yeAr-2026 0001'],
  ])('reads the code %s', (_how, typed) => {
    expect(parseGiftCode(typed)).toBe('MNDFYEAR20260001');
  });

  test('reads O as zero and I and L as one, as Crockford does', () => {
    expect(parseGiftCode('MNDF-YEAR-2O26-OOIl')).toBe('MNDFYEAR20260011');
  });

  test.each([
    ['too short', 'MNDF-YEAR-2026-001'],
    ['too long', 'MNDF-YEAR-2026-00011'],
    ['a U, which Crockford leaves out', 'MNDF-YEAR-2026-000U'],
    ['punctuation', 'MNDF.YEAR.2026.0001'],
    ['a letter outside the alphabet', 'MNDF-YEAR-2026-00!1'],
    ['nothing', ''],
    ['null', null],
    ['far too much input', `MNDF-YEAR-2026-0001${' '.repeat(40)}`],
  ])('reads no code in %s', (_what, typed) => {
    expect(parseGiftCode(typed)).toBeNull();
  });

  test('formats a code in four groups of four', () => {
    expect(formatGiftCode('mndfyear20260001')).toBe('MNDF-YEAR-2026-0001');
    expect(formatGiftCode('not a code')).toBeNull();
  });

  test('the alphabet is Crockford’s 32 symbols, without I, L, O and U', () => {
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CODE_ALPHABET).size).toBe(32);
    expect(GIFT_CODE_ALPHABET).not.toMatch(/[ILOU]/u);
  });
});
