import {
  accessEndsOn,
  awaitsBankCheck,
  renewsAutomatically,
  statusOf,
  type Subscription,
} from './subscription';

/**
 * The one status a member's subscription card opens with (DESIGN.md, "Each screen tells one
 * story"), with the date it names.
 */
export type MembershipStatus =
  | { kind: 'active' }
  | { kind: 'trial' }
  | { kind: 'paused'; until: string | null }
  | { kind: 'payment-failed' }
  | { kind: 'bank-check' }
  | { kind: 'ending'; on: string | null }
  | { kind: 'ended'; on: string | null }
  | { kind: 'gift'; until: string | null };

/** Which status the card shows; `subscribed` says whether the member still has access. */
export function membershipStatusOf(
  subscription: Subscription,
  subscribed: boolean,
): MembershipStatus {
  const status = statusOf(subscription);
  if (status === 'gift') return { kind: 'gift', until: accessEndsOn(subscription) };
  if (status === 'paused') return { kind: 'paused', until: subscription.pausedUntil ?? null };
  if (status === 'past_due') {
    return awaitsBankCheck(subscription) ? { kind: 'bank-check' } : { kind: 'payment-failed' };
  }
  if (!renewsAutomatically(subscription)) {
    const on = subscription.renewsAt;
    return subscribed ? { kind: 'ending', on } : { kind: 'ended', on };
  }
  return status === 'trialing' ? { kind: 'trial' } : { kind: 'active' };
}

/**
 * The last day of the term the member has paid for while it still runs (active, or cancelled with
 * access left): what deleting the account gives up. A trial, a pause or an unpaid renewal has none.
 */
export function paidUntil(subscription: Subscription): string | null {
  const status = statusOf(subscription);
  return status === 'active' || status === 'cancelled' ? subscription.renewsAt : null;
}
