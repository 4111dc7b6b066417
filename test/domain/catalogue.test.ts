import {
  DEFAULT_COUNTRY,
  TRIAL_DAYS,
  catalogueFor,
  defaultProduct,
  findProduct,
  localizeProduct,
  nextBilling,
  type Product,
} from '../../src/domain/catalogue';

const byType = (catalogue: readonly Product[], type: Product['type']): Product => {
  const product = catalogue.find((candidate) => candidate.type === type);
  if (!product) throw new Error(`No ${type} product`);
  return product;
};

describe('catalogueFor', () => {
  test('offers the free trial of seven days the specification sets', () => {
    expect(TRIAL_DAYS).toBe(7);
  });

  test.each(['US', DEFAULT_COUNTRY, 'FR', '', '   ', null, undefined])(
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

  test.each(['FR', '', null, undefined, '__proto__'])(
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
