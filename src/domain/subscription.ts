import type { PersonName } from './display-name';

export interface PaymentOption {
  type: string;
  last4: string | null;
  /** The card's expiry (DESIGN.md, keeping members); absent or null when the API does not say. */
  expMonth?: number | null;
  expYear?: number | null;
}

/**
 * Where a subscription stands (DESIGN.md, keeping members); `gift` is a membership a redeemed gift
 * gives until its `endsAt`, which never renews (DESIGN.md, "Gifts").
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'paused',
  'cancelled',
  'gift',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value);
}

/** Why a renewal was not paid: a declined card, or a payment waiting for the bank's check. */
export interface PaymentIssue {
  /**
   * `processing`: the last payment is a bank debit (SEPA) the bank has not settled yet; access is
   * as the status says, and nothing is to be paid again while it processes.
   */
  kind: 'failed' | 'authentication_required' | 'processing';
  /** The renewal's payment intent (`pi_…`), to confirm with the bank; null when there is none. */
  clientSecret: string | null;
}

export interface Subscription {
  type: string;
  autoRenew: boolean;
  subscribedAt: string | null;
  renewsAt: string | null;
  originalPrice: number;
  productPrice: number;
  productCurrency: string;
  productName: string;
  /** Spelt so by the API. */
  productReccurence: string;
  paymentOption: PaymentOption | null;
  /** DESIGN.md's extension; an API that does not send it is read by autoRenew (statusOf). */
  status?: SubscriptionStatus;
  /** The day a pause ends, while `paused`. */
  pausedUntil?: string | null;
  /** What went wrong with the last renewal, while `past_due`. */
  paymentIssue?: PaymentIssue | null;
  /** The last day of a gift membership (`status: gift`), the day its access ends. */
  endsAt?: string | null;
}

export interface User extends PersonName {
  email: string;
  profilePictureURL: string | null;
  subscribed: boolean;
  subscription: Subscription | null;
}

export const STRIPE = 'STRIPE';
/** The type of a membership a redeemed gift gives: nobody is billed for it. */
export const GIFT = 'GIFT';

export function isStripeSubscription(subscription: Subscription | null | undefined): boolean {
  return subscription?.type === STRIPE;
}

/** A discount counts while the price paid is below the original one and the plan still renews. */
export function isDiscountApplied(subscription: Subscription): boolean {
  return subscription.productPrice < subscription.originalPrice && subscription.autoRenew;
}

/** The status the API gave, or for an API that gives none: renewing is active, else cancelled. */
export function statusOf(subscription: Subscription): SubscriptionStatus {
  if (subscription.status) return subscription.status;
  if (subscription.type === GIFT) return 'gift';
  return subscription.autoRenew ? 'active' : 'cancelled';
}

export function canCancel(subscription: Subscription | null | undefined): boolean {
  return subscription?.type === STRIPE && subscription.autoRenew;
}

/**
 * A cancelled card subscription can be resumed while its paid term still gives access: renewal
 * turns back on, nothing is charged until the term ends.
 */
export function canResume(user: Pick<User, 'subscribed' | 'subscription'> | null): boolean {
  const subscription = user?.subscription;
  if (subscription?.type !== STRIPE) return false;
  // A pause ends on the member's word, whatever access it gives meanwhile.
  if (subscription.status === 'paused') return true;
  return Boolean(user?.subscribed) && !subscription.autoRenew;
}

export function canChangePaymentMethod(subscription: Subscription | null | undefined): boolean {
  return isStripeSubscription(subscription);
}

/**
 * Whether the membership renews by itself: only an active or trial one with renewal on. A paused,
 * past-due, cancelled or gift membership does not, whatever its autoRenew says.
 */
export function renewsAutomatically(subscription: Subscription): boolean {
  const status = statusOf(subscription);
  return (status === 'active' || status === 'trialing') && subscription.autoRenew;
}

/** The next charge, while the subscription renews. */
export function nextBillingDateOf(subscription: Subscription): string | null {
  return renewsAutomatically(subscription) ? subscription.renewsAt : null;
}

/** A past-due renewal waits on the bank's check when the bank asked for it and it can be given. */
export function awaitsBankCheck(subscription: Subscription): boolean {
  const issue = subscription.paymentIssue;
  return (
    statusOf(subscription) === 'past_due' &&
    issue?.kind === 'authentication_required' &&
    Boolean(issue.clientSecret)
  );
}

/** After a cancellation the member keeps access until the paid term ends; a gift until its end. */
export function accessEndsOn(subscription: Subscription): string | null {
  if (statusOf(subscription) === 'gift') return subscription.endsAt ?? subscription.renewsAt;
  return subscription.autoRenew ? null : subscription.renewsAt;
}

/** The full name, or null when the user has none (shown as N/A). */
export function fullNameOf(user: PersonName): string | null {
  return (
    [user.firstName, user.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || null
  );
}
