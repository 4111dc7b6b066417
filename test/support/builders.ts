import type { DemoAccount, DemoProfile, SavedPaymentMethod } from '../../src/demo/demo-state';
import { splitDisplayName } from '../../src/domain/display-name';
import { STRIPE, type Subscription, type User } from '../../src/domain/subscription';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * Builders: a test states the values it is about (`member({ renewsAt: '2027-02-10' })`) instead of
 * copying them from the demo world's seed (src/demo/demo-seed.ts), which may change for the demo's
 * sake. Only the demo world's own tests (test/demo) read the seed's values.
 */

/** A renewing yearly card subscription, as the user API answers it; override what a test needs. */
export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  type: STRIPE,
  autoRenew: true,
  subscribedAt: '2026-01-15',
  renewsAt: '2027-01-15',
  originalPrice: 49.99,
  productPrice: 49.99,
  productCurrency: 'usd',
  productName: 'Yearly',
  productReccurence: 'yearly',
  paymentOption: { type: 'card', last4: '4242' },
  ...overrides,
});

/** A person of the demo world built by a test: signs in with `email` and the demo password. */
export interface Member {
  email: string;
  uid: string;
  account: DemoAccount;
  profile: DemoProfile;
  /** The saved card of a card subscription, as the demo keeps it for a change of payment method. */
  card: SavedPaymentMethod | null;
}

export interface MemberOptions extends Partial<Subscription> {
  email?: string;
  name?: string;
}

/**
 * A member subscribed as the test says: `subscription()` with the test's fields, by Pat Quinn
 * unless named otherwise. Put into a world with `worldWith` (test/support/demo-world.ts).
 */
export function member({
  email = 'pat.quinn@builders.test',
  name = 'Pat Quinn',
  ...fields
}: MemberOptions = {}): Member {
  const uid = `built-${email.split('@')[0]}`;
  const subscribed = subscription(fields);
  const last4 = subscribed.paymentOption?.type === 'card' ? subscribed.paymentOption.last4 : null;
  return {
    email,
    uid,
    account: {
      uid,
      email,
      password: DEMO_PASSWORD,
      displayName: name,
      provider: 'password',
      photoURL: null,
    },
    profile: {
      uid,
      ...splitDisplayName(name),
      email,
      profilePictureURL: null,
      subscription: subscribed,
    },
    card:
      subscribed.type === STRIPE && last4 ? { id: `pm_${uid}`, uid, brand: 'visa', last4 } : null,
  };
}

/** A signed-in person as the user API answers them: a visitor who signed up unless `subscription`. */
export const user = (overrides: Partial<User> = {}): User => ({
  firstName: 'Pat',
  lastName: 'Quinn',
  email: 'pat.quinn@builders.test',
  profilePictureURL: null,
  subscribed: overrides.subscription != null,
  subscription: null,
  ...overrides,
});
