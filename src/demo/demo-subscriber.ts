import type { IsoDate } from '../domain/dates';
import { AppError } from '../domain/errors';
import { STRIPE, statusOf, type Subscription } from '../domain/subscription';
import { uidOf } from './demo-callers';
import { byUid } from './demo-lookups';
import type { DeepReadonly, DemoProfile, DemoState } from './demo-state';
import type { DemoWorld } from './demo-world';

/** How the demo's user API answers a call it refuses, as the REST API's 400 and 409 do. */
export const badRequest = (message: string) => new AppError('api/bad-request', message);
export const conflict = (message: string) => new AppError('api/conflict', message);

/** The caller's profile ('api/not-found' before the account has one). */
export function profileOf<Profile extends DeepReadonly<DemoProfile>>(
  profiles: readonly Profile[],
  uid: string,
): Profile {
  const profile = byUid(profiles, uid);
  if (!profile) throw new AppError('api/not-found', 'This user has no profile yet.');
  return profile;
}

/** The caller's subscription when it is paid by card; a conflict otherwise. */
export function stripeSubscriptionOf(profile: DemoProfile): Subscription {
  const { subscription } = profile;
  if (subscription?.type !== STRIPE) throw conflict('There is no subscription paid by card.');
  return subscription;
}

/** The caller of a call about their own card subscription, in a change of the world. */
export interface Subscriber {
  draft: DemoState;
  profile: DemoProfile;
  subscription: Subscription;
  today: IsoDate;
}

/**
 * Changes the world as the caller, whose subscription must be paid by card (a conflict
 * otherwise): how every call about the caller's own subscription begins.
 */
export async function changeSubscription<Result>(
  world: DemoWorld,
  token: Promise<string | null>,
  change: (subscriber: Subscriber) => Result,
): Promise<Result> {
  const caller = await token;
  const today = world.today();
  return world.change((draft) => {
    const profile = profileOf(draft.profiles, uidOf(draft, caller));
    return change({ draft, profile, subscription: stripeSubscriptionOf(profile), today });
  });
}

/** The fields of DESIGN.md's extension, always sent, as the API does. */
export function withKeepingFields(subscription: Subscription): Subscription {
  return {
    ...subscription,
    status: statusOf(subscription),
    pausedUntil: subscription.pausedUntil ?? null,
    paymentIssue: subscription.paymentIssue ?? null,
  };
}
