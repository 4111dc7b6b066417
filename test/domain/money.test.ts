import { discounted, formatMoney, formatPercent } from '../../src/domain/money';

describe('formatMoney', () => {
  test.each([
    [4.99, 'usd', '$4.99'],
    [49.99, 'usd', '$49.99'],
    [0, 'usd', '$0.00'],
    [4.99, 'gbp', '£4.99'],
    [49.99, 'gbp', '£49.99'],
    [0, 'gbp', '£0.00'],
    [39.992, 'usd', '$39.99'],
    [5, 'usd', '$5.00'],
    [1234.5, 'usd', '$1,234.50'],
    [4.99, 'USD', '$4.99'],
    [4.99, 'Gbp', '£4.99'],
    [4.99, ' usd ', '$4.99'],
    [9.99, 'eur', '€9.99'],
  ])('shows %p %s as %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency, 'en')).toBe(text);
  });

  test('gives the same text on repeated calls', () => {
    expect(formatMoney(4.99, 'usd', 'en')).toBe(formatMoney(4.99, 'usd', 'en'));
    expect(formatMoney(4.99, 'gbp', 'en')).not.toBe(formatMoney(4.99, 'usd', 'en'));
  });

  test.each(['', 'x', 'dollars', '$', 'us1'])(
    'shows a plain amount rather than failing for the currency %p',
    (currency) => {
      expect(formatMoney(4.99, currency, 'en')).toBe('4.99');
      expect(formatMoney(1234.5, currency, 'en')).toBe('1,234.50');
    },
  );
});

describe('discounted', () => {
  test.each([
    [49.99, 20, 39.99],
    [4.99, 20, 3.99],
    [4.99, 0, 4.99],
    [49.99, 100, 0],
    [10, 50, 5],
    [10, 33, 6.7],
    [4.99, 15, 4.24],
  ])('%p less %p %% is %p', (amount, percentOff, result) => {
    expect(discounted(amount, percentOff)).toBe(result);
  });
});

describe('formatPercent', () => {
  test.each([
    ['en', '16%'],
    ['de', '16\u00a0%'],
    ['es', '16\u00a0%'],
  ])('writes a whole percent the %s way', (language, text) => {
    expect(formatPercent(16, language)).toBe(text);
  });

  test("French keeps the sign on the number's line: a no-break space, plain or narrow", () => {
    expect(formatPercent(16, 'fr')).toMatch(/^16[\u00a0\u202f]%$/u);
  });

  test('gives the same text on repeated calls', () => {
    expect(formatPercent(20, 'de')).toBe(formatPercent(20, 'de'));
  });
});
