import { addMonths } from './billing-period';
import { parseDay, toIsoDate, type IsoDate } from './dates';
import { giftEndOf } from './gift-membership';
import type { GiftMonths } from './gifts';
import { billingStoreOf } from './store-billing';
import { accessEndsOn, STRIPE, type User } from './subscription';

/**
 * What redeeming a gift does for the member who redeems it (DESIGN.md, "Gifts"), said before they
 * confirm (GET /gifts/redeem/{code}) and done when they do (POST /gifts/redeem):
 * - `start`: a member without a subscription, or whose subscription has ended or will not renew,
 *   becomes a gift member for the gift's months, from today or from the end of the access already
 *   paid for;
 * - `extend`: a web member whose plan renews has the next charge moved later by the gift's months;
 *   a gift member has the gift's end moved later;
 * - `store-billed`: an App Store or Google Play member is told that the gift cannot stop the store's
 *   billing; going on, the gift's months follow the term the store has been paid for.
 */
export const REDEMPTION_EFFECTS = ['start', 'extend', 'store-billed'] as const;
export type RedemptionEffect = (typeof REDEMPTION_EFFECTS)[number];

export function isRedemptionEffect(value: unknown): value is RedemptionEffect {
  return (REDEMPTION_EFFECTS as readonly unknown[]).includes(value);
}

export interface RedemptionPreview {
  months: GiftMonths;
  effect: RedemptionEffect;
  /** A renewing web plan's next charge, moved later; null for any other effect. */
  nextChargeAt: IsoDate | null;
  /** The day the gift's months begin (start, store-billed); null when they extend what runs. */
  startsOn: IsoDate | null;
  /** The day the access the gift gives ends; null when it extends a renewing plan. */
  endsAt: IsoDate | null;
}

/** What a gift of `months` does for this member, redeemed `today`. */
export function redemptionOf(
  member: Pick<User, 'subscribed' | 'subscription'>,
  months: GiftMonths,
  today: IsoDate,
): RedemptionPreview {
  const { subscription } = member;
  const gift = { months, nextChargeAt: null, startsOn: null, endsAt: null };
  const startingOn = (day: IsoDate): RedemptionPreview => ({
    ...gift,
    effect: 'start',
    startsOn: day,
    endsAt: addMonths(day, months),
  });
  if (!member.subscribed || !subscription) return startingOn(today);
  const giftEnd = giftEndOf(subscription);
  if (giftEnd !== null) {
    return { ...gift, effect: 'extend', endsAt: addMonths(notBefore(giftEnd, today), months) };
  }
  const paidUntil = notBefore(dayOf(subscription.renewsAt), today);
  if (billingStoreOf(subscription)) {
    return { ...startingOn(paidUntil), effect: 'store-billed' };
  }
  if (subscription.type === STRIPE && subscription.autoRenew) {
    return { ...gift, effect: 'extend', nextChargeAt: addMonths(paidUntil, months) };
  }
  return startingOn(notBefore(dayOf(accessEndsOn(subscription)), today));
}

function dayOf(value: string | null | undefined): IsoDate | null {
  const day = parseDay(value);
  return day ? toIsoDate(day) : null;
}

function notBefore(day: IsoDate | null, today: IsoDate): IsoDate {
  return day !== null && day > today ? day : today;
}
