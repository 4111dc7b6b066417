import {
  accessEndsOn,
  canCancel,
  canChangePaymentMethod,
  canResume,
  fullNameOf,
  isDiscountApplied,
  isStripeSubscription,
  nextBillingDateOf,
  renewsAutomatically,
} from '../../src/domain/subscription';
import { membershipStatusOf, paidUntil } from '../../src/domain/membership-status';
import { subscription } from '../support/builders';

describe('isStripeSubscription and canChangePaymentMethod', () => {
  test('a STRIPE subscription is one, and its payment method can be changed', () => {
    expect(isStripeSubscription(subscription())).toBe(true);
    expect(canChangePaymentMethod(subscription())).toBe(true);
  });

  test('a cancelled STRIPE subscription may still change its payment method', () => {
    expect(canChangePaymentMethod(subscription({ autoRenew: false }))).toBe(true);
  });

  test.each([
    ['an App Store subscription', subscription({ type: 'APP_STORE' })],
    ['a lower-case type', subscription({ type: 'stripe' })],
    ['an empty type', subscription({ type: '' })],
    ['no subscription', null],
    ['an undefined subscription', undefined],
  ])('%s is not STRIPE', (_label, value) => {
    expect(isStripeSubscription(value)).toBe(false);
    expect(canChangePaymentMethod(value)).toBe(false);
  });
});

describe('canCancel', () => {
  test('a renewing STRIPE subscription can be cancelled', () => {
    expect(canCancel(subscription())).toBe(true);
  });

  test.each([
    ['an already cancelled one', subscription({ autoRenew: false })],
    ['an App Store one', subscription({ type: 'APP_STORE' })],
    ['a Play Store one that does not renew', subscription({ type: 'PLAY', autoRenew: false })],
    ['none', null],
    ['undefined', undefined],
  ])('%s cannot be cancelled', (_label, value) => {
    expect(canCancel(value)).toBe(false);
  });
});

describe('isDiscountApplied', () => {
  test.each([
    ['a lower price that renews', { productPrice: 39.99, autoRenew: true }, true],
    ['a lower price that no longer renews', { productPrice: 39.99, autoRenew: false }, false],
    ['the full price', { productPrice: 49.99, autoRenew: true }, false],
    ['a higher price', { productPrice: 59.99, autoRenew: true }, false],
  ])('%s: %p', (_label, overrides, applied) => {
    expect(isDiscountApplied(subscription(overrides))).toBe(applied);
  });
});

describe('nextBillingDateOf and accessEndsOn', () => {
  test('a renewing subscription is billed next on its renewal date and keeps access', () => {
    const renewing = subscription();
    expect(nextBillingDateOf(renewing)).toBe('2027-01-15');
    expect(accessEndsOn(renewing)).toBeNull();
  });

  test('a cancelled subscription is not billed again and loses access on its renewal date', () => {
    const cancelled = subscription({ autoRenew: false, renewsAt: '2026-12-20' });
    expect(nextBillingDateOf(cancelled)).toBeNull();
    expect(accessEndsOn(cancelled)).toBe('2026-12-20');
  });

  test.each([true, false])(
    'without a renewal date (autoRenew %p) there is no date',
    (autoRenew) => {
      const undated = subscription({ autoRenew, renewsAt: null });
      expect(nextBillingDateOf(undated)).toBeNull();
      expect(accessEndsOn(undated)).toBeNull();
    },
  );
});

describe('renewsAutomatically and membershipStatusOf', () => {
  const pastDue = (kind: 'failed' | 'authentication_required', clientSecret: string | null) =>
    subscription({ status: 'past_due', paymentIssue: { kind, clientSecret } });

  test.each([
    ['active', subscription({ status: 'active' }), true, { kind: 'active' }],
    ['an API without status', subscription(), true, { kind: 'active' }],
    ['trialing', subscription({ status: 'trialing' }), true, { kind: 'trial' }],
    [
      'paused',
      subscription({ status: 'paused', pausedUntil: '2027-03-01' }),
      false,
      { kind: 'paused', until: '2027-03-01' },
    ],
    ['past due, declined', pastDue('failed', null), false, { kind: 'payment-failed' }],
    [
      'past due, bank check',
      pastDue('authentication_required', 'pi_1'),
      false,
      { kind: 'bank-check' },
    ],
    [
      'past due, a bank check without its intent',
      pastDue('authentication_required', null),
      false,
      { kind: 'payment-failed' },
    ],
    [
      'cancelled with access',
      subscription({ status: 'cancelled', autoRenew: false, renewsAt: '2026-12-20' }),
      false,
      { kind: 'ending', on: '2026-12-20' },
    ],
    [
      'gift',
      subscription({ type: 'GIFT', status: 'gift', autoRenew: false, endsAt: '2027-02-01' }),
      false,
      { kind: 'gift', until: '2027-02-01' },
    ],
  ])('%s: renews %p, shows %p', (_, given, renews, status) => {
    expect(renewsAutomatically(given)).toBe(renews);
    expect(membershipStatusOf(given, true)).toEqual(status);
    if (!renews) expect(nextBillingDateOf(given)).toBeNull();
  });

  test('a cancelled membership whose access is over has ended', () => {
    const over = subscription({ status: 'cancelled', autoRenew: false, renewsAt: '2026-10-01' });
    expect(membershipStatusOf(over, false)).toEqual({ kind: 'ended', on: '2026-10-01' });
  });
});

describe('paidUntil', () => {
  test.each([
    ['an active term', subscription({ status: 'active' }), '2027-01-15'],
    ['a cancelled one still running', subscription({ autoRenew: false }), '2027-01-15'],
    ['a trial', subscription({ status: 'trialing' }), null],
    ['a pause', subscription({ status: 'paused', pausedUntil: '2027-03-01' }), null],
    [
      'an unpaid renewal',
      subscription({ status: 'past_due', paymentIssue: { kind: 'failed', clientSecret: null } }),
      null,
    ],
  ])('%s: %p', (_, given, day) => {
    expect(paidUntil(given)).toBe(day);
  });
});

describe('fullNameOf', () => {
  test.each([
    ['Sam', 'Rivera', 'Sam Rivera'],
    ['  Mary Ann ', ' Smith ', 'Mary Ann Smith'],
    ['Cher', '', 'Cher'],
    ['', 'Smith', 'Smith'],
    ['', '', null],
    ['   ', '  ', null],
  ])('%p %p is %p', (firstName, lastName, name) => {
    expect(fullNameOf({ firstName, lastName })).toBe(name);
  });
});

describe('canResume', () => {
  const cancelled = subscription({
    autoRenew: false,
    subscribedAt: '2026-01-15',
    renewsAt: '2026-12-20',
    originalPrice: 4.99,
    productPrice: 4.99,
    productName: 'Monthly',
    productReccurence: 'month',
    paymentOption: null,
  });

  test('a cancelled card subscription with access left can be resumed', () => {
    expect(canResume({ subscribed: true, subscription: cancelled })).toBe(true);
  });

  test.each([
    ['access has ended', { subscribed: false, subscription: cancelled }],
    ['it still renews', { subscribed: true, subscription: { ...cancelled, autoRenew: true } }],
    [
      'the app store bills it',
      { subscribed: true, subscription: { ...cancelled, type: 'APP_STORE' } },
    ],
    ['there is none', { subscribed: false, subscription: null }],
  ])('not when %s', (_case, user) => {
    expect(canResume(user)).toBe(false);
  });

  test('not without a user', () => {
    expect(canResume(null)).toBe(false);
  });
});
