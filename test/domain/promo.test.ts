import { normalisePromo } from '../../src/domain/promo';

describe('normalisePromo', () => {
  test.each([
    ['WELCOME20', 'WELCOME20'],
    ['  WELCOME20  ', 'WELCOME20'],
    ['\tTRIAL30\n', 'TRIAL30'],
    ['spring sale', 'spring sale'],
  ])('trims %p to %p', (value, code) => {
    expect(normalisePromo(value)).toBe(code);
  });

  test.each([
    ['an empty code', ''],
    ['a code of only spaces', '    '],
    ['a code of only white space', ' \t\n '],
    ['null', null],
    ['undefined', undefined],
  ])('clears %s (sent as null)', (_label, value) => {
    expect(normalisePromo(value)).toBeNull();
  });

  test('keeps the case of the code', () => {
    expect(normalisePromo('welcome20')).toBe('welcome20');
  });
});
