import { addMonths } from '../domain/billing-period';
import type { Product } from '../domain/catalogue';
import type { CheckoutPreview } from '../domain/checkout-preview';
import type { IsoDate } from '../domain/dates';
import { giftMemberTerms } from '../domain/gift-membership';
import { AppError } from '../domain/errors';
import { formatGiftCode } from '../domain/gift-code';
import { redemptionOf, type RedemptionPreview } from '../domain/gift-redemption';
import { GIFT, statusOf, type Subscription, type User } from '../domain/subscription';
import type { DemoGift, DemoGiftAccess } from './demo-gift-state';
import type { DeepReadonly, DemoProfile, DemoState } from './demo-state';
import { hasAccess, withCurrentTerm } from './demo-subscriptions';

/**
 * Redeeming a gift's code in the demo world (GET /gifts/redeem/{code}, POST /gifts/redeem): the
 * code is looked up as the back end would (a hash in a real one), a refused code counts against
 * the account, and a redeemed one starts or extends the member's access (domain/gift-redemption).
 */

/** Refused codes allowed per account within the window, before every code is refused. */
export const GIFT_ATTEMPT_LIMIT = { attempts: 5, windowMs: 60 * 60_000 } as const;

/** Too many refused codes: every code is refused until the oldest refusal leaves the window. */
export class GiftRedemptionLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('gift/rate-limited', 'Too many codes were refused lately.');
  }
}

/** The membership a gift gives, as GET /users/me shows it. */
export function giftSubscriptionOf(access: DeepReadonly<DemoGiftAccess>): Subscription {
  return {
    type: GIFT,
    status: 'gift',
    autoRenew: false,
    subscribedAt: access.startsOn,
    renewsAt: access.endsOn,
    endsAt: access.endsOn,
    originalPrice: 0,
    productPrice: 0,
    productCurrency: access.currency,
    productName: 'Gift',
    productReccurence: '',
    paymentOption: null,
    pausedUntil: null,
    paymentIssue: null,
  };
}

/** Whether a gift's access covers `today`. */
function giftCovers(access: DeepReadonly<DemoGiftAccess> | null | undefined, today: IsoDate) {
  return Boolean(access && access.startsOn <= today && today < access.endsOn);
}

/**
 * The subscription GET /users/me shows: a billed one while it gives access, else the gift's while
 * it does, else the billed one (ended) or none: after a gift ends, a free member.
 */
export function shownSubscription(
  subscription: Subscription | null,
  access: DeepReadonly<DemoGiftAccess> | null | undefined,
  today: IsoDate,
): Subscription | null {
  if (subscription && hasAccess(subscription, today)) return subscription;
  if (access && giftCovers(access, today)) return giftSubscriptionOf(access);
  return subscription;
}

/** The gift access a member has today, if any; for a gift member's choice of a plan. */
export function activeGiftAccess(
  profile: DeepReadonly<DemoProfile>,
  today: IsoDate,
): DeepReadonly<DemoGiftAccess> | null {
  return giftCovers(profile.giftAccess, today) ? (profile.giftAccess ?? null) : null;
}

/** The member as the redemption reads them: what GET /users/me says of their access. */
function memberOf(profile: DemoProfile, today: IsoDate): Pick<User, 'subscribed' | 'subscription'> {
  const billed = profile.subscription ? withCurrentTerm(profile.subscription, today) : null;
  const subscription = shownSubscription(billed, profile.giftAccess, today);
  return { subscribed: hasAccess(subscription, today), subscription };
}

/** A code's lookup: the gift it redeems, or why it is refused (counted against the account). */
export type CodeLookup = { gift: DemoGift } | { refusal: AppError; counts: boolean };

/**
 * The gift a code redeems for `uid` at `now`. Refused: too many refused codes within the hour
 * (every code, even a good one), a code nobody holds (or not paid yet), a code already used.
 */
export function lookUpCode(draft: DemoState, uid: string, typed: string, now: string): CodeLookup {
  const { attempts, windowMs } = GIFT_ATTEMPT_LIMIT;
  const nowMs = Date.parse(now);
  const recent = draft.giftAttempts
    .filter((attempt) => attempt.uid === uid)
    .map((attempt) => Date.parse(attempt.at))
    .filter((time) => time > nowMs - windowMs);
  if (recent.length >= attempts) {
    const seconds = Math.max(1, Math.ceil((Math.min(...recent) + windowMs - nowMs) / 1000));
    return { refusal: new GiftRedemptionLimited(seconds), counts: false };
  }
  const code = formatGiftCode(typed);
  const gift = code === null ? undefined : draft.gifts.find((entry) => entry.code === code);
  if (gift?.status === 'redeemed') {
    return { refusal: new AppError('gift/used-code', 'This code has been used.'), counts: true };
  }
  if (!gift || gift.status === 'pending') {
    return { refusal: new AppError('gift/unknown-code', 'No gift has this code.'), counts: true };
  }
  return { gift };
}

/** Notes a refused code against the account, and forgets those older than the window. */
export function countRefusal(draft: DemoState, uid: string, now: string): void {
  const since = Date.parse(now) - GIFT_ATTEMPT_LIMIT.windowMs;
  draft.giftAttempts = draft.giftAttempts.filter((attempt) => Date.parse(attempt.at) > since);
  draft.giftAttempts.push({ uid, at: now });
}

/** What redeeming the gift would do for this member today. */
export function previewRedemption(
  profile: DemoProfile,
  gift: DeepReadonly<DemoGift>,
  today: IsoDate,
): RedemptionPreview {
  return redemptionOf(memberOf(profile, today), gift.months, today);
}

/** Redeems the gift for the member: their access starts or is extended, and the code is used. */
export function redeemFor(profile: DemoProfile, gift: DemoGift, today: IsoDate): RedemptionPreview {
  const member = memberOf(profile, today);
  const preview = redemptionOf(member, gift.months, today);
  const { subscription } = member;
  if (preview.nextChargeAt !== null && subscription) {
    // A renewing web plan: its next charge moves later; a failed renewal is paid by the gift.
    const pastDue = statusOf(subscription) === 'past_due';
    profile.subscription = {
      ...subscription,
      renewsAt: preview.nextChargeAt,
      ...(pastDue ? { status: 'active', paymentIssue: null } : {}),
    };
    // A pause ended early gives back the renewal it replaced: that one moves later too.
    if (profile.pausedRenewsAt) {
      profile.pausedRenewsAt = addMonths(profile.pausedRenewsAt, gift.months);
    }
  } else if (preview.endsAt !== null) {
    const startsOn = preview.startsOn ?? profile.giftAccess?.startsOn ?? today;
    profile.giftAccess = { startsOn, endsOn: preview.endsAt, currency: gift.currency };
  }
  gift.status = 'redeemed';
  gift.redeemedBy = profile.uid;
  gift.redeemedOn = today;
  return preview;
}

/**
 * The checkout preview of a gift member choosing a plan: no trial, the first charge (the promo's
 * price, if any) when the gift ends; null for anyone else, whose preview is the plan's own.
 */
export function giftMemberPreview(
  state: DeepReadonly<DemoState>,
  uid: string | null,
  product: Product,
  firstPayment: number,
  today: IsoDate,
): CheckoutPreview | null {
  const profile = uid === null ? undefined : state.profiles.find((entry) => entry.uid === uid);
  const access = profile ? activeGiftAccess(profile, today) : null;
  if (!profile || !access || hasAccess(profile.subscription ?? null, today)) return null;
  const terms = giftMemberTerms(product, access.endsOn, today);
  return { ...terms, next: { ...terms.next, amount: firstPayment } };
}
