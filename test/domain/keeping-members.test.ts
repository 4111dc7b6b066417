import {
  paymentProcessingOf,
  cardExpiryDay,
  expiringCardOf,
  graceEndsOn,
  isPauseMonths,
  pauseEndsOn,
  paymentProblemOf,
  planChangeEffect,
  previewPlanChange,
  retentionOfferKind,
} from '../../src/domain/keeping-members';
import { statusRules } from '../../src/domain/status-rules';
import { CANCEL_REASONS } from '../../src/domain/cancel-reasons';
import {
  canResume,
  isSubscriptionStatus,
  statusOf,
  SUBSCRIPTION_STATUSES,
} from '../../src/domain/subscription';
import { subscription } from '../support/builders';

const monthly = (overrides = {}) =>
  subscription({
    productName: 'Monthly',
    productReccurence: 'month',
    originalPrice: 4.99,
    productPrice: 4.99,
    subscribedAt: '2026-05-10',
    renewsAt: '2026-12-10',
    ...overrides,
  });

describe('statusOf', () => {
  test('is the status the API gave', () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(statusOf(subscription({ status }))).toBe(status);
    }
  });

  test('without one, a renewing plan is active and any other cancelled', () => {
    expect(statusOf(subscription())).toBe('active');
    expect(statusOf(subscription({ autoRenew: false }))).toBe('cancelled');
  });

  test('knows its statuses', () => {
    expect(isSubscriptionStatus('past_due')).toBe(true);
    expect(isSubscriptionStatus('unpaid')).toBe(false);
  });
});

describe('statusRules', () => {
  test.each([
    ['active', { cancel: true, pause: true, changePlan: true, fixPayment: false, resume: false }],
    ['trialing', { cancel: true, pause: false, changePlan: true, fixPayment: false }],
    ['past_due', { cancel: true, pause: false, changePlan: false, fixPayment: true, access: true }],
    ['paused', { resume: true, pause: false, changePlan: false, access: false }],
    ['cancelled', { cancel: false, resume: true, changePlan: false }],
  ] as const)('%s allows what it should', (status, rules) => {
    expect(statusRules(subscription({ status }))).toMatchObject(rules);
  });

  test('a subscription not paid by card here allows nothing but access', () => {
    expect(statusRules(subscription({ type: 'APP_STORE' }))).toEqual({
      cancel: false,
      resume: false,
      pause: false,
      changePlan: false,
      fixPayment: false,
      access: true,
    });
    expect(statusRules(null).access).toBe(false);
  });

  test('a paused subscription can be resumed even though it still renews', () => {
    const paused = subscription({ status: 'paused', pausedUntil: '2027-01-26' });
    expect(canResume({ subscribed: true, subscription: paused })).toBe(true);
    expect(canResume({ subscribed: true, subscription: subscription() })).toBe(false);
  });
});

describe('the grace period of a failed renewal', () => {
  const pastDue = monthly({
    status: 'past_due',
    renewsAt: '2026-11-19',
    paymentIssue: { kind: 'failed', clientSecret: null },
  });

  test('keeps access for 7 days after the renewal failed', () => {
    expect(graceEndsOn(pastDue)).toBe('2026-11-26');
    expect(graceEndsOn(monthly())).toBeNull();
    expect(graceEndsOn(monthly({ status: 'past_due', renewsAt: null }))).toBeNull();
  });

  test('says what failed, for how much, and until when', () => {
    expect(paymentProblemOf(pastDue)).toEqual({
      kind: 'failed',
      amount: { amount: 499, currency: 'usd' },
      failedOn: '2026-11-19',
      accessUntil: '2026-11-26',
      clientSecret: null,
    });
  });

  test('a renewal waiting for the bank carries its payment intent', () => {
    const check = monthly({
      status: 'past_due',
      renewsAt: '2026-11-19',
      paymentIssue: { kind: 'authentication_required', clientSecret: 'pi_1_secret_2' },
    });
    expect(paymentProblemOf(check)).toMatchObject({
      kind: 'authentication_required',
      clientSecret: 'pi_1_secret_2',
    });
  });

  test('a bank check without an intent to confirm is fixed with a new card', () => {
    const check = monthly({
      status: 'past_due',
      paymentIssue: { kind: 'authentication_required', clientSecret: null },
    });
    expect(paymentProblemOf(check)).toMatchObject({ kind: 'failed', clientSecret: null });
    expect(paymentProblemOf(monthly({ status: 'past_due' }))?.kind).toBe('failed');
  });

  test('nothing failed for a member in good standing', () => {
    expect(paymentProblemOf(monthly())).toBeNull();
    expect(paymentProblemOf(null)).toBeNull();
  });
});

describe('a bank debit the bank is processing', () => {
  const sepa = (overrides = {}) =>
    subscription({
      productCurrency: 'eur',
      paymentIssue: { kind: 'processing', clientSecret: null },
      ...overrides,
    });

  test('is said with its amount while the subscription is active', () => {
    expect(paymentProcessingOf(sepa())).toEqual({ amount: { amount: 4999, currency: 'eur' } });
  });

  test('is not said once the debit failed (past due), for none, or for a store subscription', () => {
    expect(paymentProcessingOf(sepa({ status: 'past_due' }))).toBeNull();
    expect(paymentProcessingOf(sepa({ paymentIssue: null }))).toBeNull();
    expect(paymentProcessingOf(sepa({ type: 'APP_STORE' }))).toBeNull();
    expect(paymentProcessingOf(null)).toBeNull();
  });
});

describe('the card that expires before the next charge', () => {
  const card = (expMonth: number | null, expYear: number | null) => ({
    type: 'card',
    last4: '4444',
    expMonth,
    expYear,
  });
  const yearly = subscription({ renewsAt: '2027-01-15', paymentOption: card(12, 2026) });

  test('is announced from 30 days before the card expires', () => {
    expect(expiringCardOf(yearly, '2026-12-01')).toEqual({
      last4: '4444',
      expiresOn: '2026-12-31',
      nextChargeOn: '2027-01-15',
    });
    expect(expiringCardOf(yearly, '2026-11-30')).toBeNull();
  });

  test('is not announced when the card outlives the next charge', () => {
    const later = subscription({ renewsAt: '2027-01-15', paymentOption: card(1, 2027) });
    expect(expiringCardOf(later, '2027-01-01')).toBeNull();
  });

  test('is not announced without an expiry, a renewal or a card subscription', () => {
    expect(
      expiringCardOf(subscription({ paymentOption: card(null, null) }), '2026-12-20'),
    ).toBeNull();
    expect(expiringCardOf(subscription({ paymentOption: null }), '2026-12-20')).toBeNull();
    expect(
      expiringCardOf(
        subscription({ autoRenew: false, paymentOption: card(12, 2026) }),
        '2026-12-20',
      ),
    ).toBeNull();
    expect(
      expiringCardOf(
        subscription({ status: 'past_due', paymentOption: card(12, 2026) }),
        '2026-12-20',
      ),
    ).toBeNull();
    expect(expiringCardOf(subscription({ type: 'APP_STORE' }), '2026-12-20')).toBeNull();
    expect(expiringCardOf(null, '2026-12-20')).toBeNull();
  });

  test('reads a card expiry as the end of its month', () => {
    expect(cardExpiryDay(2, 2028)).toBe('2028-02-29');
    expect(cardExpiryDay(13, 2028)).toBeNull();
    expect(cardExpiryDay(0, 2028)).toBeNull();
    expect(cardExpiryDay(1.5, 2028)).toBeNull();
    expect(cardExpiryDay(1, 99)).toBeNull();
  });
});

describe('a change of plan', () => {
  test('to the cheaper plan waits for the end of the period; otherwise it is now', () => {
    expect(
      planChangeEffect({ price: 49.99, period: 'year' }, { price: 4.99, period: 'month' }),
    ).toBe('periodEnd');
    expect(
      planChangeEffect({ price: 4.99, period: 'month' }, { price: 49.99, period: 'year' }),
    ).toBe('now');
  });

  test('from yearly to monthly: nothing today, the monthly price when the year ends', () => {
    expect(
      previewPlanChange(subscription(), { price: 4.99, period: 'month' }, '2026-11-21'),
    ).toEqual({
      dueToday: 0,
      credit: 0,
      nextCharge: { amount: 4.99, date: '2027-01-15' },
      effective: 'periodEnd',
    });
  });

  test('from monthly to yearly: the unused days are credited against the year charged today', () => {
    // Period 2026-11-10 to 2026-12-10 (30 days), 19 days left on 2026-11-21.
    const preview = previewPlanChange(monthly(), { price: 49.99, period: 'year' }, '2026-11-21');
    expect(preview).toEqual({
      dueToday: 46.83,
      credit: 3.16,
      nextCharge: { amount: 49.99, date: '2027-11-21' },
      effective: 'now',
    });
  });

  test('a period that began on a longer month is counted from its clamped day', () => {
    const preview = previewPlanChange(
      monthly({ renewsAt: '2027-03-31' }),
      { price: 49.99, period: 'year' },
      '2027-03-31',
    );
    expect(preview).toMatchObject({ credit: 0, dueToday: 49.99 });
  });

  test('there is nothing to preview for the same period or an unreadable record', () => {
    expect(
      previewPlanChange(subscription(), { price: 49.99, period: 'year' }, '2026-11-21'),
    ).toBeNull();
    expect(
      previewPlanChange(
        subscription({ renewsAt: null }),
        { price: 4.99, period: 'month' },
        '2026-11-21',
      ),
    ).toBeNull();
    expect(
      previewPlanChange(
        subscription({ productReccurence: '?' }),
        { price: 4.99, period: 'month' },
        '2026-11-21',
      ),
    ).toBeNull();
  });

  test('a credit larger than the new price leaves nothing due', () => {
    const preview = previewPlanChange(
      monthly({ productPrice: 99 }),
      { price: 49.99, period: 'year' },
      '2026-11-10',
    );
    expect(preview?.dueToday).toBe(0);
  });
});

describe('the retention offer', () => {
  const active = subscription();

  test('too expensive: a yearly member may move to monthly, a monthly one gets a discount', () => {
    expect(retentionOfferKind('too-expensive', active)).toBe('switch');
    expect(retentionOfferKind('too-expensive', monthly())).toBe('discount');
  });

  test('not using it: a pause; technical issues: support; others: nothing', () => {
    expect(retentionOfferKind('not-using', active)).toBe('pause');
    expect(retentionOfferKind('technical-issues', active)).toBe('support');
    const others = CANCEL_REASONS.filter(
      (reason) => !['too-expensive', 'not-using', 'technical-issues'].includes(reason),
    );
    for (const reason of others) expect(retentionOfferKind(reason, active)).toBeNull();
  });

  test('only a member in good standing is offered a price or a pause', () => {
    const pastDue = subscription({ status: 'past_due' });
    expect(retentionOfferKind('too-expensive', pastDue)).toBeNull();
    expect(retentionOfferKind('not-using', pastDue)).toBeNull();
    expect(retentionOfferKind('technical-issues', pastDue)).toBe('support');
    expect(retentionOfferKind('not-using', subscription({ type: 'APP_STORE' }))).toBeNull();
    expect(retentionOfferKind('not-using', null)).toBeNull();
  });
});

describe('a pause', () => {
  test('lasts one to three calendar months', () => {
    expect(pauseEndsOn('2026-01-31', 1)).toBe('2026-02-28');
    expect(pauseEndsOn('2026-11-26', 2)).toBe('2027-01-26');
    expect(pauseEndsOn('2026-11-26', 3)).toBe('2027-02-26');
    expect(isPauseMonths(2)).toBe(true);
    expect(isPauseMonths(4)).toBe(false);
  });
});
