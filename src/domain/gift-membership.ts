import type { Product } from './catalogue';
import type { CheckoutPreview } from './checkout-preview';
import { addDays, parseDay, toIsoDate, type IsoDate } from './dates';
import { statusOf, type Subscription, type User } from './subscription';

/**
 * A gift member (DESIGN.md, "Gifts"): a membership a redeemed gift gives (`status: gift`) until its
 * `endsAt`, with no renewal and no card. From 14 days before the end the member is invited to
 * choose a plan, without a trial (they had access); once it has ended they are a free member.
 */

export const CHOOSE_PLAN_DAYS_BEFORE_GIFT_ENDS = 14;

export interface GiftMembership {
  /** The day access ends. */
  endsAt: IsoDate;
  /** The first day the member is invited to choose a plan. */
  choosePlanFrom: IsoDate;
  invitedToChoosePlan: boolean;
  /** Access has ended: a free member now. */
  ended: boolean;
}

export function isGiftMembership(subscription: Subscription | null | undefined): boolean {
  return subscription != null && statusOf(subscription) === 'gift';
}

/** The last day of a gift membership's access, or null when it is none or names no day. */
export function giftEndOf(subscription: Subscription | null | undefined): IsoDate | null {
  if (!subscription || !isGiftMembership(subscription)) return null;
  const day = parseDay(subscription.endsAt ?? subscription.renewsAt);
  return day ? toIsoDate(day) : null;
}

/** What a gift membership means `today`; null for any other subscription. */
export function giftMembershipOf(
  subscription: Subscription | null | undefined,
  today: IsoDate,
): GiftMembership | null {
  const endsAt = giftEndOf(subscription);
  if (endsAt === null) return null;
  const choosePlanFrom = addDays(endsAt, -CHOOSE_PLAN_DAYS_BEFORE_GIFT_ENDS);
  const ended = today >= endsAt;
  return { endsAt, choosePlanFrom, invitedToChoosePlan: !ended && today >= choosePlanFrom, ended };
}

/**
 * The terms of a plan a gift member chooses before the gift ends: no trial and nothing today; the
 * first charge, the plan's regular price, on the day the gift ends (today if it has), so access
 * goes on without a gap and without a second free period.
 */
export function giftMemberTerms(
  product: Product,
  giftEndsAt: IsoDate,
  today: IsoDate,
): CheckoutPreview {
  return {
    now: { currency: product.currency, amount: 0, trialDays: 0 },
    next: { amount: product.regularPrice, date: giftEndsAt > today ? giftEndsAt : today },
  };
}

/**
 * Whether the member may choose a plan now: anyone without access, and a gift member from the
 * day they are invited to (the plan then starts when the gift ends).
 */
export function mayChoosePlan(
  member: Pick<User, 'subscribed' | 'subscription'>,
  today: IsoDate,
): boolean {
  if (!member.subscribed) return true;
  return giftMembershipOf(member.subscription, today)?.invitedToChoosePlan ?? false;
}
