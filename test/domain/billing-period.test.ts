import { billingPeriodOf } from '../../src/domain/billing-period';

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
