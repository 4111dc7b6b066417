import { catalogueFor, type Product } from '../../src/domain/catalogue';
import { orderSummary, type CheckoutPreview } from '../../src/domain/checkout-preview';

const product = (country: string, type: Product['type']): Product => {
  const found = catalogueFor(country).find((candidate) => candidate.type === type);
  if (!found) throw new Error(`No ${type} product in ${country}`);
  return found;
};

describe('orderSummary', () => {
  test('without a promo: nothing due today, the regular price after a seven-day trial', () => {
    expect(orderSummary(product('US', 'yearly'), null, '2026-11-08')).toEqual({
      currency: 'usd',
      dueToday: 0,
      trialDays: 7,
      nextAmount: 49.99,
      regularPrice: 49.99,
      nextBillingDate: '2026-11-15',
      period: 'year',
      promoApplied: false,
    });
  });

  test('a monthly plan in GB is billed per month in gbp', () => {
    expect(orderSummary(product('GB', 'monthly'), null, '2026-12-28')).toMatchObject({
      currency: 'gbp',
      nextAmount: 4.99,
      regularPrice: 4.99,
      nextBillingDate: '2027-01-04',
      period: 'month',
      promoApplied: false,
    });
  });

  test('a promo preview decides what is due and when, and keeps the regular price', () => {
    const preview: CheckoutPreview = {
      now: { currency: 'usd', amount: 0, trialDays: 7 },
      next: { amount: 39.99, date: '2026-11-15' },
    };
    expect(orderSummary(product('US', 'yearly'), preview, '2026-11-08')).toEqual({
      currency: 'usd',
      dueToday: 0,
      trialDays: 7,
      nextAmount: 39.99,
      regularPrice: 49.99,
      nextBillingDate: '2026-11-15',
      period: 'year',
      promoApplied: true,
    });
  });

  test('a promo that lengthens the trial moves the first charge', () => {
    const preview: CheckoutPreview = {
      now: { currency: 'usd', amount: 0, trialDays: 30 },
      next: { amount: 4.99, date: '2026-12-08' },
    };
    expect(orderSummary(product('US', 'monthly'), preview, '2026-11-08')).toMatchObject({
      trialDays: 30,
      nextAmount: 4.99,
      nextBillingDate: '2026-12-08',
      period: 'month',
      promoApplied: true,
    });
  });

  test('the trial ends across a leap day', () => {
    expect(orderSummary(product('US', 'monthly'), null, '2028-02-25').nextBillingDate).toBe(
      '2028-03-03',
    );
  });
});
