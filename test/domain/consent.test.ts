import { findProduct } from '../../src/domain/catalogue';
import {
  checkoutConsent,
  orderSchedule,
  parseCheckoutTerms,
  parseConsentRecord,
  statesSameTerms,
  TERMS_VERSION,
  type ConsentRecord,
} from '../../src/domain/consent';
import type { StoredOrder } from '../../src/domain/order';

const ORDER: StoredOrder = {
  id: 'order-1',
  product: findProduct('yearly')!,
  promoCode: 'WELCOME20',
  preview: {
    now: { currency: 'usd', amount: 0, trialDays: 7 },
    next: { amount: 39.99, date: '2026-12-01' },
  },
  placedAt: '2026-11-24T21:45:00.000Z',
  uid: 'uid-1',
  clientSecret: 'pi_order_secret_1',
};

describe('checkoutConsent: the consent the back end records with a checkout', () => {
  test('the terms shown, and the schedule the back end priced on the day it received them', () => {
    const record = checkoutConsent(
      ORDER.product,
      ORDER.preview,
      { termsVersion: TERMS_VERSION },
      '2026-11-24T21:45:00.000Z',
    );
    expect(record).toEqual<ConsentRecord>({
      termsVersion: TERMS_VERSION,
      shownAt: '2026-11-24T21:45:00.000Z',
      schedule: {
        today: '2026-11-24',
        dueToday: { amount: 0, currency: 'usd' },
        trial: { days: 7, endsOn: '2026-12-01' },
        firstCharge: { price: { amount: 3999, currency: 'usd' }, date: '2026-12-01' },
        laterCharges: { price: { amount: 4999, currency: 'usd' }, period: 'year' },
        firstChargeDiscounted: true,
        reminderOn: '2026-11-29',
        includedTax: null,
      },
    });
  });

  test('without a promo code, the regular terms; with a ticked box, its words', () => {
    const record = checkoutConsent(
      findProduct('monthly')!,
      null,
      { termsVersion: 'v-older', withdrawalWaiver: 'I ask for access now.' },
      '2026-11-26T08:00:00.000Z',
    );
    expect(record.termsVersion).toBe('v-older');
    expect(record.withdrawalWaiver).toBe('I ask for access now.');
    expect(record.schedule.firstCharge).toEqual({
      price: { amount: 499, currency: 'usd' },
      date: '2026-12-03',
    });
  });

  test('now must be a time', () => {
    expect(() => checkoutConsent(ORDER.product, null, { termsVersion: 'v' }, 'soon')).toThrow(
      RangeError,
    );
  });
});

describe('parseCheckoutTerms', () => {
  test('reads the version, and the waiver only where one was ticked', () => {
    expect(parseCheckoutTerms({ termsVersion: TERMS_VERSION })).toEqual({
      termsVersion: TERMS_VERSION,
    });
    expect(parseCheckoutTerms({ termsVersion: 'v', withdrawalWaiver: null })).toEqual({
      termsVersion: 'v',
    });
    expect(parseCheckoutTerms({ termsVersion: 'v', withdrawalWaiver: 'Access now.' })).toEqual({
      termsVersion: 'v',
      withdrawalWaiver: 'Access now.',
    });
  });

  test.each<[string, { termsVersion?: unknown; withdrawalWaiver?: unknown }]>([
    ['no version', {}],
    ['a blank version', { termsVersion: '  ' }],
    ['a version that is not text', { termsVersion: 20261124 }],
    ['a version too long to be one', { termsVersion: 'v'.repeat(65) }],
    ['a waiver that is not words', { termsVersion: 'v', withdrawalWaiver: 7 }],
    ['a blank waiver', { termsVersion: 'v', withdrawalWaiver: ' ' }],
  ])('refuses %s', (_case, raw) => {
    expect(parseCheckoutTerms(raw)).toBeNull();
  });
});

describe('orderSchedule', () => {
  test('counts from the day the order was placed, not from the day it is shown', () => {
    const order = { ...ORDER, promoCode: null, preview: null };
    expect(orderSchedule(order, '2026-12-10').firstCharge.date).toBe('2026-12-01');
    expect(orderSchedule({ ...order, placedAt: null }, '2026-12-10').firstCharge.date).toBe(
      '2026-12-17',
    );
  });
});

describe('parseConsentRecord', () => {
  const valid = checkoutConsent(
    ORDER.product,
    ORDER.preview,
    { termsVersion: TERMS_VERSION },
    '2026-11-24T21:45:00.000Z',
  );
  const schedule = valid.schedule;

  test('reads back what the portal sends, also without a trial', () => {
    expect(parseConsentRecord(JSON.parse(JSON.stringify(valid)))).toEqual(valid);
    const noTrial = { ...valid, schedule: { ...schedule, trial: null } };
    expect(parseConsentRecord(noTrial)).toEqual(noTrial);
  });

  test.each<[string, unknown]>([
    ['not an object', 'consent'],
    ['a list', []],
    ['no terms version', { ...valid, termsVersion: ' ' }],
    ['a terms version that is not text', { ...valid, termsVersion: 7 }],
    ['a time that is not one', { ...valid, shownAt: 'yesterday' }],
    ['no time', { ...valid, shownAt: undefined }],
    ['no schedule', { ...valid, schedule: null }],
    ['a day that is not one', { ...valid, schedule: { ...schedule, today: '2026-02-30' } }],
    ['a timestamp for a day', { ...valid, schedule: { ...schedule, reminderOn: valid.shownAt } }],
    [
      'a negative amount',
      { ...valid, schedule: { ...schedule, dueToday: { amount: -1, currency: 'usd' } } },
    ],
    [
      'a fractional amount',
      { ...valid, schedule: { ...schedule, dueToday: { amount: 0.5, currency: 'usd' } } },
    ],
    [
      'a currency that is not a code',
      { ...valid, schedule: { ...schedule, dueToday: { amount: 0, currency: 'US$' } } },
    ],
    [
      'a trial of no days',
      { ...valid, schedule: { ...schedule, trial: { days: 0, endsOn: '2026-12-01' } } },
    ],
    ['a trial without an end', { ...valid, schedule: { ...schedule, trial: { days: 7 } } }],
    [
      'a first charge without a date',
      { ...valid, schedule: { ...schedule, firstCharge: { price: schedule.firstCharge.price } } },
    ],
    [
      'a first charge without a price',
      { ...valid, schedule: { ...schedule, firstCharge: { date: '2026-12-01' } } },
    ],
    [
      'a weekly period',
      {
        ...valid,
        schedule: { ...schedule, laterCharges: { ...schedule.laterCharges, period: 'week' } },
      },
    ],
    ['no discount flag', { ...valid, schedule: { ...schedule, firstChargeDiscounted: 'yes' } }],
  ])('refuses %s', (_case, raw) => {
    expect(parseConsentRecord(raw)).toBeNull();
  });
});

describe('statesSameTerms: what a consent sent again must state of the one kept', () => {
  const kept = checkoutConsent(
    ORDER.product,
    ORDER.preview,
    { termsVersion: TERMS_VERSION, withdrawalWaiver: 'I expressly ask that my access start now' },
    '2026-11-24T21:45:00.000Z',
  );
  const { schedule } = kept;

  test('the same terms sent later are the same terms', () => {
    expect(statesSameTerms(kept, { ...kept, shownAt: '2026-11-24T22:00:00.000Z' })).toBe(true);
  });

  test.each<[string, ConsentRecord]>([
    ['another version', { ...kept, termsVersion: '2020-01-01' }],
    ['no waiver', { termsVersion: kept.termsVersion, schedule, shownAt: kept.shownAt }],
    ['another day', { ...kept, schedule: { ...schedule, today: '2026-11-25' } }],
    [
      'another amount today',
      { ...kept, schedule: { ...schedule, dueToday: { amount: 100, currency: 'usd' } } },
    ],
    ['no trial', { ...kept, schedule: { ...schedule, trial: null } }],
    [
      'a longer trial',
      { ...kept, schedule: { ...schedule, trial: { days: 30, endsOn: '2026-12-24' } } },
    ],
    [
      'another first charge',
      {
        ...kept,
        schedule: { ...schedule, firstCharge: { ...schedule.firstCharge, date: '2027-01-01' } },
      },
    ],
    [
      'another later price',
      {
        ...kept,
        schedule: {
          ...schedule,
          laterCharges: { ...schedule.laterCharges, price: { amount: 1, currency: 'usd' } },
        },
      },
    ],
    [
      'a monthly period',
      {
        ...kept,
        schedule: { ...schedule, laterCharges: { ...schedule.laterCharges, period: 'month' } },
      },
    ],
    ['no discount', { ...kept, schedule: { ...schedule, firstChargeDiscounted: false } }],
    ['another reminder', { ...kept, schedule: { ...schedule, reminderOn: '2026-11-26' } }],
  ])('refuses %s', (_case, sent) => {
    expect(statesSameTerms(kept, sent)).toBe(false);
  });

  test('a kept record without a trial matches only a record without one', () => {
    const noTrial = { ...kept, schedule: { ...schedule, trial: null } };
    expect(statesSameTerms(noTrial, noTrial)).toBe(true);
    expect(statesSameTerms(noTrial, kept)).toBe(false);
  });

  test('checkoutConsent refuses a moment that is not a time', () => {
    expect(() =>
      checkoutConsent(ORDER.product, null, { termsVersion: TERMS_VERSION }, 'soon'),
    ).toThrow(RangeError);
  });
});
