import { findProduct } from '../../src/domain/catalogue';
import {
  consentRecord,
  orderSchedule,
  parseConsentRecord,
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

describe('consentRecord', () => {
  test('the terms of the order as they stood when the person pressed pay', () => {
    const record = consentRecord(ORDER, '2026-11-26T08:00:00.000Z');
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
      },
    });
  });

  test('an order saved without the time of the click counts from now', () => {
    const record = consentRecord(
      { ...ORDER, promoCode: null, preview: null, placedAt: null },
      '2026-11-26T08:00:00.000Z',
    );
    expect(record.shownAt).toBe('2026-11-26T08:00:00.000Z');
    expect(record.schedule.today).toBe('2026-11-26');
    expect(record.schedule.firstCharge.date).toBe('2026-12-03');
  });

  test('now must be a time', () => {
    expect(() => consentRecord(ORDER, 'soon')).toThrow(RangeError);
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
  const valid = consentRecord(ORDER, '2026-11-24T21:45:00.000Z');
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
