import type { PersonName } from './display-name';

export interface PaymentOption {
  type: string;
  last4: string | null;
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
}

export interface User extends PersonName {
  email: string;
  profilePictureURL: string | null;
  subscribed: boolean;
  subscription: Subscription | null;
}

export const STRIPE = 'STRIPE';

export function isStripeSubscription(subscription: Subscription | null | undefined): boolean {
  return subscription?.type === STRIPE;
}

/** A discount counts while the price paid is below the original one and the plan still renews. */
export function isDiscountApplied(subscription: Subscription): boolean {
  return subscription.productPrice < subscription.originalPrice && subscription.autoRenew;
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
  return Boolean(user?.subscribed) && subscription?.type === STRIPE && !subscription.autoRenew;
}

export function canChangePaymentMethod(subscription: Subscription | null | undefined): boolean {
  return isStripeSubscription(subscription);
}

/** The next charge, while the subscription renews. */
export function nextBillingDateOf(subscription: Subscription): string | null {
  return subscription.autoRenew ? subscription.renewsAt : null;
}

/** After a cancellation the member keeps access until the paid term ends. */
export function accessEndsOn(subscription: Subscription): string | null {
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
