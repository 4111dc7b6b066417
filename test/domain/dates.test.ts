import {
  addDays,
  formatLongDate,
  formatShortDate,
  parseDay,
  toIsoDate,
} from '../../src/domain/dates';

describe('toIsoDate', () => {
  test.each([
    [new Date(Date.UTC(2026, 10, 8)), '2026-11-08'],
    [new Date('2026-11-08T23:59:59.999Z'), '2026-11-08'],
    [new Date('2028-02-29T00:00:00Z'), '2028-02-29'],
  ])('gives the UTC day of %p as %s', (date, day) => {
    expect(toIsoDate(date)).toBe(day);
  });
});

describe('parseDay', () => {
  test.each([
    ['2026-11-08', Date.UTC(2026, 10, 8)],
    ['2026-11-08T10:30:00Z', Date.UTC(2026, 10, 8)],
    ['2026-11-08T23:30:00.000+02:00', Date.UTC(2026, 10, 8)],
    ['2026-11-08 10:30:00', Date.UTC(2026, 10, 8)],
    ['2028-02-29', Date.UTC(2028, 1, 29)],
    ['2000-02-29', Date.UTC(2000, 1, 29)],
  ])('reads %s as the start of its day in UTC', (value, time) => {
    expect(parseDay(value)?.getTime()).toBe(time);
  });

  test('reads a year below 100 as that year, not as 19xx', () => {
    expect(parseDay('0050-03-01')?.getUTCFullYear()).toBe(50);
    expect(toIsoDate(parseDay('0050-03-01')!)).toBe('0050-03-01');
  });

  test.each([
    ['February 30', '2026-02-30'],
    ['February 29 in a common year', '2026-02-29'],
    ['February 29 in a century year', '1900-02-29'],
    ['April 31', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['month 00', '2026-00-10'],
    ['day 00', '2026-11-00'],
    ['day 32', '2026-01-32'],
    ['a day with three digits', '2026-11-081'],
    ['trailing text', '2026-11-08abc'],
    ['single digits', '2026-1-8'],
    ['another order', '08/11/2026'],
    ['words', 'tomorrow'],
    ['a leading space', ' 2026-11-08'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('gives null for %s (%p)', (_label, value) => {
    expect(parseDay(value)).toBeNull();
  });
});

describe('addDays', () => {
  test.each([
    ['2026-11-08', 7, '2026-11-15'],
    ['2026-11-28', 7, '2026-12-05'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-25', 7, '2028-03-03'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2026-11-08', 0, '2026-11-08'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-01-15', 365, '2027-01-15'],
    ['2028-01-15', 366, '2029-01-15'],
    ['2026-11-08T22:00:00Z', 7, '2026-11-15'],
  ])('%s plus %i days is %s', (day, days, result) => {
    expect(addDays(day, days)).toBe(result);
  });

  test('is not disturbed by daylight saving changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });

  test.each(['', '2026-02-30', 'not a day'])('refuses %p, which is not a day', (day) => {
    expect(() => addDays(day, 1)).toThrow(RangeError);
  });
});

describe('formatLongDate (MMMM DD, YYYY)', () => {
  test.each([
    ['2026-11-08', 'November 08, 2026'],
    ['2026-11-28', 'November 28, 2026'],
    ['2026-01-15', 'January 15, 2026'],
    ['2027-01-01', 'January 01, 2027'],
    ['2028-02-29', 'February 29, 2028'],
    ['2026-12-20T23:59:59Z', 'December 20, 2026'],
    ['2026-05-01T00:30:00-05:00', 'May 01, 2026'],
  ])('shows %s as %s', (value, text) => {
    expect(formatLongDate(value, 'en')).toBe(text);
  });

  test.each(['2026-02-30', '2026-13-01', 'garbage', '', null, undefined])(
    'shows nothing for %p',
    (value) => {
      expect(formatLongDate(value, 'en')).toBeNull();
    },
  );
});

describe('formatShortDate (MM/DD/YYYY)', () => {
  test.each([
    ['2026-11-08', '11/08/2026'],
    ['2026-01-05', '01/05/2026'],
    ['2026-12-31', '12/31/2026'],
    ['2028-02-29T12:00:00Z', '02/29/2028'],
  ])('shows %s as %s', (value, text) => {
    expect(formatShortDate(value, 'en')).toBe(text);
  });

  test.each(['2026-02-30', '2026-04-31', 'garbage', '', null, undefined])(
    'shows nothing for %p',
    (value) => {
      expect(formatShortDate(value, 'en')).toBeNull();
    },
  );
});
