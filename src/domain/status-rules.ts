import { statusOf, STRIPE, type Subscription, type SubscriptionStatus } from './subscription';

/**
 * What each status of a card subscription allows (issue 31, DESIGN.md "Keeping members"): a file of
 * its own, as the billing schedule of every page reads it, while the rest of keeping members is
 * the member pages' alone.
 */

/** What a member may do with a card subscription in each status. */
export interface StatusRules {
  /** Turn renewal off (the cancel flow). */
  cancel: boolean;
  /** Turn renewal back on, or end a pause. */
  resume: boolean;
  pause: boolean;
  changePlan: boolean;
  /** Pay the failed renewal (a new card, or the bank's check). */
  fixPayment: boolean;
  /** The member can use the app today. */
  access: boolean;
}

const RULES: Record<SubscriptionStatus, StatusRules> = {
  active: {
    cancel: true,
    resume: false,
    pause: true,
    changePlan: true,
    fixPayment: false,
    access: true,
  },
  trialing: {
    cancel: true,
    resume: false,
    pause: false,
    changePlan: true,
    fixPayment: false,
    access: true,
  },
  past_due: {
    cancel: true,
    resume: false,
    pause: false,
    changePlan: false,
    fixPayment: true,
    access: true,
  },
  paused: {
    cancel: true,
    resume: true,
    pause: false,
    changePlan: false,
    fixPayment: false,
    access: false,
  },
  cancelled: {
    cancel: false,
    resume: true,
    pause: false,
    changePlan: false,
    fixPayment: false,
    access: true,
  },
  // A gift's months are paid for: nothing to cancel, pause, change or pay (DESIGN.md, "Gifts").
  gift: {
    cancel: false,
    resume: false,
    pause: false,
    changePlan: false,
    fixPayment: false,
    access: true,
  },
};

/** The rules of a subscription's status; a subscription not paid by card here allows nothing. */
export function statusRules(subscription: Subscription | null | undefined): StatusRules {
  if (subscription?.type !== STRIPE) {
    return {
      cancel: false,
      resume: false,
      pause: false,
      changePlan: false,
      fixPayment: false,
      access: Boolean(subscription),
    };
  }
  return RULES[statusOf(subscription)];
}
