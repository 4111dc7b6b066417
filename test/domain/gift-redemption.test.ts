import { redemptionOf, type RedemptionPreview } from '../../src/domain/gift-redemption';
import { subscription } from '../support/builders';

const TODAY = '2026-11-21';

const member = (sub: ReturnType<typeof subscription> | null, subscribed = sub !== null) => ({
  subscribed,
  subscription: sub,
});

const giftMember = (endsAt: string) =>
  subscription({
    type: 'GIFT',
    status: 'gift',
    autoRenew: false,
    renewsAt: endsAt,
    endsAt,
    paymentOption: null,
  });

describe('what redeeming a gift does', () => {
  test('starts a membership of the gift’s months today for a member without one', () => {
    expect(redemptionOf(member(null), 12, TODAY)).toEqual<RedemptionPreview>({
      months: 12,
      effect: 'start',
      nextChargeAt: null,
      startsOn: TODAY,
      endsAt: '2027-11-21',
    });
  });

  test('starts one today for a member whose subscription has ended', () => {
    const ended = subscription({ autoRenew: false, renewsAt: '2026-10-01' });

    expect(redemptionOf(member(ended, false), 3, TODAY)).toMatchObject({
      effect: 'start',
      startsOn: TODAY,
      endsAt: '2027-02-21',
    });
  });

  test('moves a renewing web plan’s next charge later by the gift’s months', () => {
    const renewing = subscription({ renewsAt: '2027-01-15' });

    expect(redemptionOf(member(renewing), 12, TODAY)).toEqual<RedemptionPreview>({
      months: 12,
      effect: 'extend',
      nextChargeAt: '2028-01-15',
      startsOn: null,
      endsAt: null,
    });
  });

  test('counts from today for a renewal that failed (past due) and is still owed', () => {
    const pastDue = subscription({ status: 'past_due', renewsAt: '2026-11-19' });

    expect(redemptionOf(member(pastDue), 3, TODAY)).toMatchObject({
      effect: 'extend',
      nextChargeAt: '2027-02-21',
    });
  });

  test('moves a gift member’s end later', () => {
    expect(redemptionOf(member(giftMember('2026-12-01')), 3, TODAY)).toEqual<RedemptionPreview>({
      months: 3,
      effect: 'extend',
      nextChargeAt: null,
      startsOn: null,
      endsAt: '2027-03-01',
    });
  });

  test('starts after the paid term of a web plan that will not renew', () => {
    const cancelled = subscription({ autoRenew: false, renewsAt: '2026-12-20' });

    expect(redemptionOf(member(cancelled), 3, TODAY)).toMatchObject({
      effect: 'start',
      startsOn: '2026-12-20',
      endsAt: '2027-03-20',
    });
  });

  test.each(['APP_STORE', 'PLAY_STORE'])(
    'warns a %s member that the store keeps billing; the months follow the store’s term',
    (type) => {
      const store = subscription({ type, renewsAt: '2027-08-04', paymentOption: null });

      expect(redemptionOf(member(store), 12, TODAY)).toEqual<RedemptionPreview>({
        months: 12,
        effect: 'store-billed',
        nextChargeAt: null,
        startsOn: '2027-08-04',
        endsAt: '2028-08-04',
      });
    },
  );

  test('a store term whose day is unknown lets the months start today', () => {
    const store = subscription({ type: 'APP_STORE', renewsAt: null });

    expect(redemptionOf(member(store), 3, TODAY)).toMatchObject({
      effect: 'store-billed',
      startsOn: TODAY,
    });
  });
});
