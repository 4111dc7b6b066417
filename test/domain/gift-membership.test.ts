import { findProduct } from '../../src/domain/catalogue';
import {
  giftEndOf,
  giftMemberTerms,
  giftMembershipOf,
  isGiftMembership,
  mayChoosePlan,
} from '../../src/domain/gift-membership';
import { billingSchedule, subscriptionCharges } from '../../src/domain/billing-schedule';
import { statusRules } from '../../src/domain/status-rules';
import {
  accessEndsOn,
  canCancel,
  canChangePaymentMethod,
  canResume,
  statusOf,
} from '../../src/domain/subscription';
import { subscription } from '../support/builders';

const gift = (endsAt: string, overrides = {}) =>
  subscription({
    type: 'GIFT',
    status: 'gift',
    autoRenew: false,
    subscribedAt: '2025-12-01',
    renewsAt: endsAt,
    endsAt,
    paymentOption: null,
    ...overrides,
  });

describe('a gift member', () => {
  test('is a gift until its end, with nothing to renew, cancel, resume or pay', () => {
    const membership = gift('2026-12-01');

    expect(statusOf(membership)).toBe('gift');
    expect(isGiftMembership(membership)).toBe(true);
    expect(accessEndsOn(membership)).toBe('2026-12-01');
    expect(canCancel(membership)).toBe(false);
    expect(canResume({ subscribed: true, subscription: membership })).toBe(false);
    expect(canChangePaymentMethod(membership)).toBe(false);
    expect(statusRules(membership)).toEqual({
      cancel: false,
      resume: false,
      pause: false,
      changePlan: false,
      fixPayment: false,
      access: true,
    });
    expect(subscriptionCharges(membership)).toMatchObject({
      nextCharge: null,
      renews: false,
      accessEndsOn: '2026-12-01',
    });
  });

  test('is read as one by its type when the API names no status', () => {
    expect(statusOf(gift('2026-12-01', { status: undefined }))).toBe('gift');
  });

  test('ends on endsAt even where the API sends no renewal day', () => {
    expect(accessEndsOn(gift('2026-12-01', { renewsAt: null }))).toBe('2026-12-01');
    expect(giftEndOf(gift('2026-12-01', { renewsAt: null }))).toBe('2026-12-01');
  });

  test('is invited to choose a plan from 14 days before the end, and is free after it', () => {
    const membership = gift('2026-12-01');

    expect(giftMembershipOf(membership, '2026-11-16')).toEqual({
      endsAt: '2026-12-01',
      choosePlanFrom: '2026-11-17',
      invitedToChoosePlan: false,
      ended: false,
    });
    expect(giftMembershipOf(membership, '2026-11-17')).toMatchObject({
      invitedToChoosePlan: true,
      ended: false,
    });
    expect(giftMembershipOf(membership, '2026-12-01')).toMatchObject({
      invitedToChoosePlan: false,
      ended: true,
    });
  });

  test('is no gift member with any other subscription', () => {
    expect(giftMembershipOf(subscription(), '2026-11-21')).toBeNull();
    expect(giftMembershipOf(null, '2026-11-21')).toBeNull();
    expect(giftMembershipOf(gift('soon'), '2026-11-21')).toBeNull();
  });

  test('chooses a plan without a trial: nothing today, the first charge when the gift ends', () => {
    const yearly = findProduct('yearly');
    if (!yearly) throw new Error('no yearly plan');

    const terms = giftMemberTerms(yearly, '2026-12-01', '2026-11-21');
    const schedule = billingSchedule(yearly, terms, '2026-11-21');

    expect(schedule.trial).toBeNull();
    expect(schedule.dueToday.amount).toBe(0);
    expect(schedule.firstCharge).toEqual({
      price: { amount: 4999, currency: 'usd' },
      date: '2026-12-01',
    });
    expect(giftMemberTerms(yearly, '2026-11-01', '2026-11-21').next.date).toBe('2026-11-21');
  });
});

describe('choosing a plan', () => {
  test('a member without access may; a gift member only from 14 days before the gift ends', () => {
    const membership = gift('2026-12-01');
    expect(mayChoosePlan({ subscribed: false, subscription: null }, '2026-11-21')).toBe(true);
    expect(mayChoosePlan({ subscribed: true, subscription: membership }, '2026-11-16')).toBe(false);
    expect(mayChoosePlan({ subscribed: true, subscription: membership }, '2026-11-17')).toBe(true);
    expect(mayChoosePlan({ subscribed: true, subscription: subscription() }, '2026-11-21')).toBe(
      false,
    );
  });
});
