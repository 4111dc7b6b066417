import { addMonths, addPeriod, billingPeriodOf } from '../../src/domain/billing-period';

describe('billingPeriodOf', () => {
  test.each([
    ['monthly', 'month'],
    ['yearly', 'year'],
    ['month', 'month'],
    ['year', 'year'],
    ['MONTHLY', 'month'],
    ['  Yearly  ', 'year'],
    ['P1M', 'month'],
    ['P1Y', 'year'],
    ['annual', 'year'],
    ['Annually', 'year'],
  ])('reads %p as billed per %s', (recurrence, period) => {
    expect(billingPeriodOf(recurrence)).toBe(period);
  });

  test.each([
    ['an unknown recurrence', 'weekly'],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['null', null],
    ['undefined', undefined],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['hasOwnProperty', 'hasOwnProperty'],
  ])('gives null for %s', (_label, recurrence) => {
    expect(billingPeriodOf(recurrence)).toBeNull();
  });
});

describe('addPeriod', () => {
  it.each([
    ['2026-11-30', 'month', '2026-12-30'],
    ['2026-12-15', 'month', '2027-01-15'],
    ['2027-01-31', 'month', '2027-02-28'],
    ['2028-01-31', 'month', '2028-02-29'],
    ['2026-12-01', 'year', '2027-12-01'],
    ['2028-02-29', 'year', '2029-02-28'],
  ] as const)('%s plus a %s is %s', (day, period, expected) => {
    expect(addPeriod(day, period)).toBe(expected);
  });

  it('refuses what is not a day', () => {
    expect(() => addPeriod('soon', 'month')).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  test.each([
    ['2026-11-21', 3, '2027-02-21'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-11-21', 12, '2027-11-21'],
    ['2026-11-21', 0, '2026-11-21'],
    ['2026-12-01', -12, '2025-12-01'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', -2, '2025-11-15'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  test('refuses what is not a day', () => {
    expect(() => addMonths('soon', 3)).toThrow(RangeError);
  });
});
