import { catalogueFor, type Product } from '../../src/domain/catalogue';
import { planQueryValue, planTypeFromQuery, selectProduct } from '../../src/domain/plan-query';

describe('planTypeFromQuery', () => {
  test.each([
    ['first', 'monthly'],
    ['second', 'yearly'],
  ])('reads plan=%s as %s', (plan, type) => {
    expect(planTypeFromQuery(plan)).toBe(type);
  });

  test.each([
    'third',
    'fourth',
    '',
    'FIRST',
    ' first',
    '<script>',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    null,
    undefined,
  ])('leaves plan=%p to the default', (plan) => {
    expect(planTypeFromQuery(plan)).toBeNull();
  });
});

describe('selectProduct', () => {
  const us = catalogueFor('US');
  const gb = catalogueFor('GB');

  test.each([
    ['first', 'monthly'],
    ['second', 'yearly'],
    ['third', 'yearly'],
    ['fourth', 'yearly'],
    ['', 'yearly'],
    ['<script>', 'yearly'],
    ['__proto__', 'yearly'],
    ['constructor', 'yearly'],
    [null, 'yearly'],
    [undefined, 'yearly'],
  ])('plan=%p selects the %s plan', (plan, id) => {
    expect(selectProduct(us, plan)?.id).toBe(id);
  });

  test('selects from the visitor’s own catalogue', () => {
    expect(selectProduct(gb, 'first')?.id).toBe('monthly_gb');
    expect(selectProduct(gb, null)?.id).toBe('yearly_gb');
  });

  test('falls back to the default when the catalogue lacks the requested type', () => {
    const yearlyOnly: Product[] = us.filter((product) => product.type === 'yearly');
    expect(selectProduct(yearlyOnly, 'first')?.id).toBe('yearly');
  });

  test('selects nothing from an empty catalogue', () => {
    expect(selectProduct([], 'first')).toBeNull();
    expect(selectProduct([], null)).toBeNull();
  });
});

describe('planQueryValue', () => {
  test.each([
    ['monthly', 'first'],
    ['yearly', 'second'],
  ] as const)('names the %s plan %s, which reads back as the same plan', (type, value) => {
    expect(planQueryValue(type)).toBe(value);
    expect(planTypeFromQuery(planQueryValue(type))).toBe(type);
  });

  test('names an unknown type as the default plan', () => {
    expect(planQueryValue('weekly' as never)).toBe('second');
  });
});
