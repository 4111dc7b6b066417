import {
  billingSchedule,
  laterChargesFrom,
  oneTimeSchedule,
  subscriptionCharges,
  type BillingSchedule,
  type OneTimeSchedule,
} from '../../src/domain/billing-schedule';
import { giftProductsFor } from '../../src/domain/gifts';
import { includedTax } from '../../src/domain/vat-rates';
import { catalogueFor, type Product } from '../../src/domain/catalogue';
import type { CheckoutPreview } from '../../src/domain/checkout-preview';
import { formatMinorUnits, toMinorUnits } from '../../src/domain/money';
import { subscription } from '../support/builders';

const product = (country: string, type: Product['type']): Product => {
  const found = catalogueFor(country).find((candidate) => candidate.type === type);
  if (!found) throw new Error(`No ${type} product in ${country}`);
  return found;
};
const yearly = product('US', 'yearly');
const monthly = product('US', 'monthly');

const preview = (
  next: Partial<CheckoutPreview['next']>,
  now: Partial<CheckoutPreview['now']> = {},
): CheckoutPreview => ({
  now: { currency: 'usd', amount: 0, trialDays: 7, ...now },
  next: { amount: 49.99, date: '2026-11-15', ...next },
});

const usd = (amount: number) => ({ amount, currency: 'usd' });

describe('billingSchedule without a promo', () => {
  test('a yearly plan: nothing today, a seven-day trial, then the regular price every year', () => {
    expect(billingSchedule(yearly, null, '2026-11-08')).toEqual<BillingSchedule>({
      today: '2026-11-08',
      dueToday: usd(0),
      trial: { days: 7, endsOn: '2026-11-15' },
      firstCharge: { price: usd(4999), date: '2026-11-15' },
      laterCharges: { price: usd(4999), period: 'year' },
      firstChargeDiscounted: false,
      reminderOn: '2026-11-13',
      includedTax: null,
    });
  });

  test('a monthly plan is charged 499 cents every month', () => {
    expect(billingSchedule(monthly, null, '2026-11-08')).toMatchObject({
      firstCharge: { price: usd(499), date: '2026-11-15' },
      laterCharges: { price: usd(499), period: 'month' },
      firstChargeDiscounted: false,
    });
  });

  test.each([
    ['monthly', 499, 'month'],
    ['yearly', 4999, 'year'],
  ] as const)('a GB %s plan is charged in pence', (type, pence, period) => {
    const gbp = { amount: pence, currency: 'gbp' };
    expect(billingSchedule(product('GB', type), null, '2026-12-28')).toMatchObject({
      dueToday: { amount: 0, currency: 'gbp' },
      firstCharge: { price: gbp, date: '2027-01-04' },
      laterCharges: { price: gbp, period },
    });
  });

  test('without a trial the first charge is today, and so is the reminder', () => {
    expect(billingSchedule({ ...monthly, trialDays: 0 }, null, '2026-11-08')).toMatchObject({
      trial: null,
      firstCharge: { price: usd(499), date: '2026-11-08' },
      reminderOn: '2026-11-08',
      includedTax: null,
    });
  });

  test.each([
    ['2026-03-22', '2026-03-29'],
    ['2026-04-23', '2026-04-30'],
    ['2026-12-24', '2026-12-31'],
    ['2027-02-22', '2027-03-01'],
    ['2028-02-22', '2028-02-29'],
    ['2028-02-23', '2028-03-01'],
    ['2026-12-28', '2027-01-04'],
  ])('a trial from %s ends, and charges, on %s', (today, endsOn) => {
    const schedule = billingSchedule(yearly, null, today);
    expect(schedule.trial).toEqual({ days: 7, endsOn });
    expect(schedule.firstCharge.date).toBe(endsOn);
  });

  test.each([
    ['2027-03-01', '2027-02-27'],
    ['2028-03-01', '2028-02-28'],
    ['2028-02-29', '2028-02-27'],
    ['2027-01-01', '2026-12-30'],
  ])('a charge on %s is reminded of on %s', (chargeDay, reminderOn) => {
    expect(billingSchedule(yearly, preview({ date: chargeDay }), '2026-11-08').reminderOn).toBe(
      reminderOn,
    );
  });

  test.each([
    [1, '2026-11-09', '2026-11-08'],
    [2, '2026-11-10', '2026-11-08'],
    [3, '2026-11-11', '2026-11-09'],
  ])('a %p-day trial is charged on %s and reminded of on %s, never before today', (days, on, r) => {
    const schedule = billingSchedule({ ...monthly, trialDays: days }, null, '2026-11-08');
    expect(schedule.trial).toEqual({ days, endsOn: on });
    expect(schedule.reminderOn).toBe(r);
  });

  test.each([
    ['negative', -3],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('a %s trial is no trial', (_label, trialDays) => {
    expect(billingSchedule({ ...monthly, trialDays }, null, '2026-11-08')).toMatchObject({
      trial: null,
      firstCharge: { date: '2026-11-08' },
    });
  });

  test('a fractional trial counts its whole days', () => {
    expect(billingSchedule({ ...monthly, trialDays: 7.9 }, null, '2026-11-08').trial).toEqual({
      days: 7,
      endsOn: '2026-11-15',
    });
  });

  test('an absurdly long trial is capped rather than running past any writable date', () => {
    const schedule = billingSchedule({ ...monthly, trialDays: 1e12 }, null, '2026-11-08');
    expect(schedule.trial?.days).toBe(36_500);
    expect(schedule.firstCharge.date).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
  });

  test('a bad regular price is nothing to pay rather than a crash', () => {
    expect(billingSchedule({ ...monthly, regularPrice: -4.99 }, null, '2026-11-08')).toMatchObject({
      firstCharge: { price: usd(0) },
      laterCharges: { price: usd(0) },
      firstChargeDiscounted: false,
    });
  });
});

describe('billingSchedule names the VAT the preview says the first charge includes', () => {
  test('in euros, from the preview', () => {
    const euro = product('DE', 'yearly');
    const taxed = {
      ...preview({}, { currency: 'eur' }),
      tax: { rate: 19, amount: 7.98, inclusive: true as const },
    };
    expect(billingSchedule(euro, taxed, '2026-11-08').includedTax).toEqual({
      rate: 19,
      amount: { amount: 798, currency: 'eur' },
    });
  });

  test('at the regular terms, the VAT the back end previewed for them (without a code)', () => {
    const euro = product('DE', 'yearly');
    const tax = { rate: 19, amount: 7.98, inclusive: true as const };

    const schedule = billingSchedule(euro, null, '2026-11-08', tax);

    expect(schedule.includedTax).toEqual({ rate: 19, amount: { amount: 798, currency: 'eur' } });
    expect(schedule.dueToday).toEqual({ amount: 0, currency: 'eur' });
  });

  test("a preview's own VAT before the one of the regular terms", () => {
    const euro = product('DE', 'yearly');
    const discounted = {
      ...preview({}, { currency: 'eur' }),
      tax: { rate: 19, amount: 6.39, inclusive: true as const },
    };
    const regular = { rate: 19, amount: 7.98, inclusive: true as const };

    expect(billingSchedule(euro, discounted, '2026-11-08', regular).includedTax).toEqual({
      rate: 19,
      amount: { amount: 639, currency: 'eur' },
    });
  });

  test('none without a preview, or where the preview names none', () => {
    expect(billingSchedule(yearly, null, '2026-11-08').includedTax).toBeNull();
    expect(billingSchedule(yearly, null, '2026-11-08', null).includedTax).toBeNull();
    expect(
      billingSchedule(yearly, { ...preview({}), tax: null }, '2026-11-08').includedTax,
    ).toBeNull();
  });
});

describe('billingSchedule with a promo preview', () => {
  test('a discounted first charge: 39.99 once, then the regular 49.99 every year', () => {
    expect(billingSchedule(yearly, preview({ amount: 39.99 }), '2026-11-08')).toEqual({
      today: '2026-11-08',
      dueToday: usd(0),
      trial: { days: 7, endsOn: '2026-11-15' },
      firstCharge: { price: usd(3999), date: '2026-11-15' },
      laterCharges: { price: usd(4999), period: 'year' },
      firstChargeDiscounted: true,
      reminderOn: '2026-11-13',
      includedTax: null,
    });
  });

  test('TRIAL30 lengthens the trial and keeps the regular first charge', () => {
    const trial30 = preview({ amount: 49.99, date: '2026-12-08' }, { trialDays: 30 });
    expect(billingSchedule(yearly, trial30, '2026-11-08')).toEqual({
      today: '2026-11-08',
      dueToday: usd(0),
      trial: { days: 30, endsOn: '2026-12-08' },
      firstCharge: { price: usd(4999), date: '2026-12-08' },
      laterCharges: { price: usd(4999), period: 'year' },
      firstChargeDiscounted: false,
      reminderOn: '2026-12-06',
      includedTax: null,
    });
  });

  test('a free first payment is a discounted first charge of zero', () => {
    expect(billingSchedule(monthly, preview({ amount: 0 }), '2026-11-08')).toMatchObject({
      firstCharge: { price: usd(0), date: '2026-11-15' },
      laterCharges: { price: usd(499), period: 'month' },
      firstChargeDiscounted: true,
    });
  });

  test('a promo without a trial charges today', () => {
    const noTrial = preview({ amount: 3.99, date: '2026-11-08' }, { amount: 3.99, trialDays: 0 });
    expect(billingSchedule(monthly, noTrial, '2026-11-08')).toMatchObject({
      dueToday: usd(399),
      trial: null,
      firstCharge: { price: usd(399), date: '2026-11-08' },
      firstChargeDiscounted: true,
      reminderOn: '2026-11-08',
      includedTax: null,
    });
  });

  test('the preview currency is used, written in lower case', () => {
    const gbp = product('GB', 'yearly');
    expect(
      billingSchedule(gbp, preview({ amount: 39.99 }, { currency: ' GBP ' }), '2026-11-08'),
    ).toMatchObject({
      dueToday: { amount: 0, currency: 'gbp' },
      firstCharge: { price: { amount: 3999, currency: 'gbp' } },
      laterCharges: { price: { amount: 4999, currency: 'gbp' } },
    });
  });

  test('a blank preview currency falls back to the product one', () => {
    const gbp = product('GB', 'monthly');
    expect(billingSchedule(gbp, preview({}, { currency: '  ' }), '2026-11-08')).toMatchObject({
      dueToday: { currency: 'gbp' },
      firstCharge: { price: { currency: 'gbp' } },
    });
  });

  test('a preview timestamp becomes a plain day', () => {
    const schedule = billingSchedule(
      yearly,
      preview({ date: '2026-11-15T10:00:00Z' }),
      '2026-11-08',
    );
    expect(schedule.firstCharge.date).toBe('2026-11-15');
    expect(schedule.trial?.endsOn).toBe('2026-11-15');
  });

  test.each(['', 'soon', '2026-02-30', '2026-13-01', '15/11/2026'])(
    'an unreadable preview date %p falls back to today plus the previewed trial',
    (date) => {
      const schedule = billingSchedule(yearly, preview({ date }, { trialDays: 30 }), '2026-11-08');
      expect(schedule.firstCharge.date).toBe('2026-12-08');
      expect(schedule.trial).toEqual({ days: 30, endsOn: '2026-12-08' });
      expect(schedule.reminderOn).toBe('2026-12-06');
    },
  );

  test('a charge day already past is reminded of today', () => {
    expect(billingSchedule(yearly, preview({ date: '2026-11-01' }), '2026-11-08').reminderOn).toBe(
      '2026-11-08',
    );
  });

  test.each([
    ['negative', -1],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('%s amounts and trial are read as zero', (_label, bad) => {
    const schedule = billingSchedule(
      yearly,
      preview({ amount: bad, date: '2026-11-08' }, { amount: bad, trialDays: bad }),
      '2026-11-08',
    );
    expect(schedule).toMatchObject({
      dueToday: usd(0),
      trial: null,
      firstCharge: { price: usd(0) },
      laterCharges: { price: usd(4999) },
    });
  });
});

describe('laterChargesFrom', () => {
  test('the regular price starts one period after the first charge', () => {
    const discounted = billingSchedule(yearly, preview({ amount: 39.99 }), '2026-11-08');
    expect(laterChargesFrom(discounted)).toBe('2027-11-15');
    expect(laterChargesFrom(billingSchedule(monthly, null, '2027-01-24'))).toBe('2027-02-28');
  });
});

describe('subscriptionCharges', () => {
  test('a renewing member is charged the regular price on the renewal day', () => {
    expect(subscriptionCharges(subscription())).toEqual({
      nextCharge: { price: usd(4999), date: '2027-01-15' },
      regularPrice: usd(4999),
      period: 'year',
      renews: true,
      renewalFailedOn: null,
      accessEndsOn: null,
      nextChargeDiscounted: false,
    });
  });

  test('a discounted member pays 39.99 next, against a regular 49.99', () => {
    expect(subscriptionCharges(subscription({ productPrice: 39.99 }))).toEqual({
      nextCharge: { price: usd(3999), date: '2027-01-15' },
      regularPrice: usd(4999),
      period: 'year',
      renews: true,
      renewalFailedOn: null,
      accessEndsOn: null,
      nextChargeDiscounted: true,
    });
  });

  test('a cancelled member is not charged again and keeps access until the term ends', () => {
    expect(subscriptionCharges(subscription({ autoRenew: false, productPrice: 39.99 }))).toEqual({
      nextCharge: null,
      regularPrice: usd(4999),
      period: 'year',
      renews: false,
      renewalFailedOn: null,
      accessEndsOn: '2027-01-15',
      nextChargeDiscounted: false,
    });
  });

  test('a past-due member is charged nothing new: the renewal that failed is not paid yet', () => {
    const pastDue = subscription({
      renewsAt: '2026-11-20T00:00:00.000Z',
      status: 'past_due',
      paymentIssue: { kind: 'failed', clientSecret: null },
    });
    expect(subscriptionCharges(pastDue)).toMatchObject({
      nextCharge: null,
      renews: false,
      renewalFailedOn: '2026-11-20',
    });
  });

  test('a monthly member in GB is charged in pence every month', () => {
    const member = subscription({
      originalPrice: 4.99,
      productPrice: 4.99,
      productCurrency: 'GBP',
      productReccurence: 'P1M',
    });
    expect(subscriptionCharges(member)).toMatchObject({
      nextCharge: { price: { amount: 499, currency: 'gbp' } },
      regularPrice: { amount: 499, currency: 'gbp' },
      period: 'month',
    });
  });

  test('a renewal timestamp becomes a plain day', () => {
    const member = subscription({ renewsAt: '2027-01-15T08:30:00Z' });
    expect(subscriptionCharges(member).nextCharge?.date).toBe('2027-01-15');
    expect(subscriptionCharges({ ...member, autoRenew: false }).accessEndsOn).toBe('2027-01-15');
  });

  test.each([null, '', 'never'])('without a readable renewal day (%p) no date is given', (date) => {
    expect(subscriptionCharges(subscription({ renewsAt: date }))).toMatchObject({
      nextCharge: null,
      renews: true,
      renewalFailedOn: null,
      accessEndsOn: null,
    });
    expect(subscriptionCharges(subscription({ renewsAt: date, autoRenew: false }))).toMatchObject({
      nextCharge: null,
      renews: false,
      accessEndsOn: null,
    });
  });

  test('without an original price the price paid is the regular one', () => {
    expect(subscriptionCharges(subscription({ originalPrice: 0 })).regularPrice).toEqual(usd(4999));
  });

  test('without any price there is no regular price, and the next charge is zero', () => {
    expect(subscriptionCharges(subscription({ originalPrice: 0, productPrice: 0 }))).toMatchObject({
      nextCharge: { price: usd(0) },
      regularPrice: null,
    });
  });

  test('a free renewal after a 100 % promo still shows the regular price', () => {
    expect(subscriptionCharges(subscription({ productPrice: 0 }))).toMatchObject({
      nextCharge: { price: usd(0) },
      regularPrice: usd(4999),
      nextChargeDiscounted: true,
    });
  });

  test.each(['', 'weekly'])('an unknown recurrence %p has no period', (productReccurence) => {
    expect(subscriptionCharges(subscription({ productReccurence })).period).toBeNull();
  });
});

describe('toMinorUnits', () => {
  test.each([
    [4.99, 499],
    [49.99, 4999],
    [39.99, 3999],
    [0.29, 29],
    [4.994, 499],
    [4.996, 500],
    [5, 500],
    [0, 0],
    [-4.99, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%p is %p minor units', (amount, minor) => {
    expect(toMinorUnits(amount)).toBe(minor);
  });
});

describe('formatMinorUnits', () => {
  test.each([
    [{ amount: 499, currency: 'usd' }, '$4.99'],
    [{ amount: 4999, currency: 'gbp' }, '£49.99'],
    [{ amount: 0, currency: 'usd' }, '$0.00'],
    [{ amount: 123450, currency: 'usd' }, '$1,234.50'],
    [{ amount: 499, currency: '' }, '4.99'],
  ])('shows %p as %s', (money, text) => {
    expect(formatMinorUnits(money, 'en')).toBe(text);
  });
});

describe('oneTimeSchedule: a gift’s one payment', () => {
  test('one payment today, the months it buys, no renewal', () => {
    const [, twelveMonths] = giftProductsFor('US');
    if (!twelveMonths) throw new Error('no twelve-month gift');

    expect(oneTimeSchedule(twelveMonths, '2026-11-21')).toEqual<OneTimeSchedule>({
      today: '2026-11-21',
      dueToday: usd(4999),
      months: 12,
      renews: false,
      includedTax: null,
    });
  });

  test('names the VAT the price includes where the back end names it', () => {
    const [threeMonths] = giftProductsFor('DE');
    if (!threeMonths) throw new Error('no three-month gift');
    const taxed = { ...threeMonths, tax: includedTax(threeMonths.price, 19) };

    expect(oneTimeSchedule(taxed, '2026-11-21').includedTax).toEqual({
      rate: 19,
      amount: { amount: 239, currency: 'eur' },
    });
  });
});
