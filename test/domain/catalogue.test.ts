import {
  DEFAULT_COUNTRY,
  TRIAL_DAYS,
  catalogueFor,
  defaultProduct,
  findProduct,
  localizeProduct,
  nextBilling,
  yearlyEquivalent,
  type Product,
} from '../../src/domain/catalogue';
import { formatMinorUnits } from '../../src/domain/money';

const byType = (catalogue: readonly Product[], type: Product['type']): Product => {
  const product = catalogue.find((candidate) => candidate.type === type);
  if (!product) throw new Error(`No ${type} product`);
  return product;
};

describe('catalogueFor', () => {
  test('offers the free trial of seven days the specification sets', () => {
    expect(TRIAL_DAYS).toBe(7);
  });

  test.each(['US', DEFAULT_COUNTRY, 'CH', '', '   ', null, undefined])(
    'sells the US plans in usd to %p',
    (country) => {
      const catalogue = catalogueFor(country);
      expect(
        catalogue.map(({ id, type, regularPrice, currency, trialDays }) => ({
          id,
          type,
          regularPrice,
          currency,
          trialDays,
        })),
      ).toEqual([
        { id: 'monthly', type: 'monthly', regularPrice: 4.99, currency: 'usd', trialDays: 7 },
        { id: 'yearly', type: 'yearly', regularPrice: 49.99, currency: 'usd', trialDays: 7 },
      ]);
    },
  );

  test.each(['GB', 'gb', ' gb ', 'Gb'])('sells the GB plans in gbp to %p', (country) => {
    const catalogue = catalogueFor(country);
    expect(byType(catalogue, 'monthly')).toMatchObject({
      id: 'monthly_gb',
      regularPrice: 4.99,
      currency: 'gbp',
      trialDays: 7,
    });
    expect(byType(catalogue, 'yearly')).toMatchObject({
      id: 'yearly_gb',
      regularPrice: 49.99,
      currency: 'gbp',
      trialDays: 7,
    });
  });

  test.each(['US', 'GB'])('every %s plan is free today with a seven-day trial', (country) => {
    for (const product of catalogueFor(country)) {
      expect(product.priceNow).toBe(0);
      expect(product.trialDays).toBe(TRIAL_DAYS);
    }
  });

  test('the yearly plan is the default', () => {
    const catalogue = catalogueFor('US');
    expect(byType(catalogue, 'yearly').isDefault).toBe(true);
    expect(byType(catalogue, 'monthly').isDefault).toBe(false);
  });

  test('a localized plan keeps its type and default flag', () => {
    const us = byType(catalogueFor('US'), 'yearly');
    const gb = byType(catalogueFor('GB'), 'yearly');
    expect(gb).toMatchObject({ type: us.type, isDefault: us.isDefault });
  });
});

describe('localizeProduct', () => {
  const monthly = byType(catalogueFor('US'), 'monthly');

  test('gives the localized id, price and currency for a country that has them', () => {
    expect(localizeProduct(monthly, 'GB')).toMatchObject({ id: 'monthly_gb', currency: 'gbp' });
  });

  test.each(['CH', '', null, undefined, '__proto__'])(
    'keeps the product as it is for %p',
    (country) => {
      expect(localizeProduct(monthly, country)).toBe(monthly);
    },
  );
});

describe('findProduct', () => {
  test.each([
    ['monthly', 'monthly', 'usd'],
    ['yearly', 'yearly', 'usd'],
    ['monthly_gb', 'monthly', 'gbp'],
    ['yearly_gb', 'yearly', 'gbp'],
  ] as const)('finds %s, a %s plan in %s', (id, type, currency) => {
    expect(findProduct(id)).toMatchObject({ id, type, currency });
  });

  test.each(['weekly', '', 'MONTHLY', 'yearly_fr', '__proto__', 'constructor'])(
    'finds nothing for %p',
    (id) => {
      expect(findProduct(id)).toBeNull();
    },
  );
});

describe('defaultProduct', () => {
  test('is the yearly plan in every country', () => {
    expect(defaultProduct(catalogueFor('US'))?.id).toBe('yearly');
    expect(defaultProduct(catalogueFor('GB'))?.id).toBe('yearly_gb');
  });

  test('is the first plan when none is marked default', () => {
    const monthlyOnly = catalogueFor('US').map((product) => ({ ...product, isDefault: false }));
    expect(defaultProduct(monthlyOnly)?.id).toBe('monthly');
  });

  test('is null for an empty catalogue', () => {
    expect(defaultProduct([])).toBeNull();
  });
});

describe('nextBilling', () => {
  test.each([
    ['2026-11-08', 7, '2026-11-15'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2028-02-25', 7, '2028-03-03'],
    ['2026-11-08', 30, '2026-12-08'],
    ['2026-11-08', 0, '2026-11-08'],
  ])('from %s with a %i day trial is %s', (today, trialDays, day) => {
    expect(nextBilling(today, trialDays)).toBe(day);
  });
});

describe('yearlyEquivalent', () => {
  /** A catalogue of the two plans at these regular prices, in one currency. */
  const plans = (monthly: number, yearly: number, currency: 'usd' | 'gbp' = 'usd') => {
    const [monthlyPlan, yearlyPlan] = [
      byType(catalogueFor('US'), 'monthly'),
      byType(catalogueFor('US'), 'yearly'),
    ];
    return {
      monthly: { ...monthlyPlan, regularPrice: monthly, currency },
      yearly: { ...yearlyPlan, regularPrice: yearly, currency },
    };
  };
  const equivalentOf = (monthly: number, yearly: number) => {
    const catalogue = plans(monthly, yearly);
    return yearlyEquivalent(catalogue.yearly, [catalogue.monthly, catalogue.yearly]);
  };

  test.each(['US', 'GB'])(
    'the catalogue of %s: yearly is $4.17 or £4.17 a month, 16%% below twelve months',
    (country) => {
      const catalogue = catalogueFor(country);
      const equivalent = yearlyEquivalent(byType(catalogue, 'yearly'), catalogue);
      expect(equivalent).toEqual({
        perMonth: { amount: 417, currency: country === 'GB' ? 'gbp' : 'usd' },
        savingPercent: 16,
      });
      expect(formatMinorUnits(equivalent!.perMonth, 'en')).toBe(
        country === 'GB' ? '£4.17' : '$4.17',
      );
    },
  );

  test.each([
    // 4999 / 12 = 416.58…: up, so twelve of them are never less than the yearly price.
    [4.99, 49.99, 417],
    [1, 12.01, 101],
    // A whole number of cents stays as it is.
    [10, 60, 500],
    [10, 119.88, 999],
  ])('monthly %p, yearly %p: %i minor units a month, rounded up', (monthly, yearly, perMonth) => {
    expect(equivalentOf(monthly, yearly)?.perMonth.amount).toBe(perMonth);
  });

  test.each([
    // (5988 - 4999) / 5988 = 16.5…%: down, never overstated.
    [4.99, 49.99, 16],
    // (11988 - 4999) / 11988 = 58.3%.
    [9.99, 49.99, 58],
    // Exactly half stays 50, not 49.
    [10, 60, 50],
    // Exactly 1%.
    [5, 59.4, 1],
  ])('monthly %p, yearly %p: saves %i%%, rounded down', (monthly, yearly, percent) => {
    expect(equivalentOf(monthly, yearly)?.savingPercent).toBe(percent);
  });

  test.each([
    ['saves under 1%', 5, 59.5],
    ['costs what twelve months cost', 5, 60],
    ['costs more than twelve months', 4.99, 69.99],
    ['the monthly plan has no price', 0, 49.99],
  ])('no saving is claimed when the yearly plan %s', (_case, monthly, yearly) => {
    const equivalent = equivalentOf(monthly, yearly);
    expect(equivalent?.savingPercent).toBeNull();
    expect(equivalent?.perMonth.amount).toBeGreaterThan(0);
  });

  test('no saving without a monthly plan in the same currency, still a price per month', () => {
    const us = plans(4.99, 49.99);
    const gbMonthly = { ...us.monthly, currency: 'gbp' as const };
    expect(yearlyEquivalent(us.yearly, [gbMonthly, us.yearly])).toEqual({
      perMonth: { amount: 417, currency: 'usd' },
      savingPercent: null,
    });
    expect(yearlyEquivalent(us.yearly, [us.yearly])?.savingPercent).toBeNull();
  });

  test('is null for the monthly plan', () => {
    const catalogue = catalogueFor('US');
    expect(yearlyEquivalent(byType(catalogue, 'monthly'), catalogue)).toBeNull();
  });

  test.each([0, -49.99, Number.NaN, Number.POSITIVE_INFINITY])(
    'is null for a yearly plan priced %p (bad data)',
    (price) => {
      expect(equivalentOf(4.99, price)).toBeNull();
    },
  );
});
