import type {
  DemoAccount,
  DemoInvoice,
  DemoProfile,
  SavedPaymentMethod,
} from '../../src/demo/demo-state';
import { invoiceOf } from '../../src/demo/demo-renewals';
import { addDays } from '../../src/domain/dates';
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
  /** The charges of the member's billing history, none unless the builder says. */
  invoices: DemoInvoice[];
}

export interface PersonOptions {
  email?: string;
  name?: string;
}

export interface MemberOptions extends Partial<Subscription>, PersonOptions {}

/** A person who signed up with a password and never subscribed: Pat Quinn unless named otherwise. */
export function person({
  email = 'pat.quinn@builders.test',
  name = 'Pat Quinn',
}: PersonOptions = {}): Member {
  const uid = `built-${email.split('@')[0]}`;
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
    profile: { uid, ...splitDisplayName(name), email, profilePictureURL: null, subscription: null },
    card: null,
    invoices: [],
  };
}

/**
 * A member subscribed as the test says: `subscription()` with the test's fields, by Pat Quinn
 * unless named otherwise. Put into a world with `worldWith` (test/support/demo-world.ts).
 */
export function member({ email, name, ...fields }: MemberOptions = {}): Member {
  const signedUp = person({ email, name });
  const { uid } = signedUp;
  const subscribed = subscription(fields);
  const last4 = subscribed.paymentOption?.type === 'card' ? subscribed.paymentOption.last4 : null;
  return {
    ...signedUp,
    profile: { ...signedUp.profile, subscription: subscribed },
    card:
      subscribed.type === STRIPE && last4 ? { id: `pm_${uid}`, uid, brand: 'visa', last4 } : null,
  };
}

/**
 * A monthly card member whose renewal on `failedOn` was declined (the demo declines card 0341
 * again), with the month before it paid: the billing history lists the failed charge first.
 */
export function pastDueMember({
  failedOn,
  ...options
}: MemberOptions & { failedOn: string }): Member {
  const built = member({
    productName: 'Monthly',
    productReccurence: 'month',
    originalPrice: 4.99,
    productPrice: 4.99,
    renewsAt: failedOn,
    paymentOption: { type: 'card', last4: '0341' },
    status: 'past_due',
    paymentIssue: { kind: 'failed', clientSecret: null },
    ...options,
  });
  const charged = built.profile.subscription ?? subscription();
  const monthBefore = addDays(failedOn, -30);
  return {
    ...built,
    invoices: [
      invoiceOf(built.uid, `in_${built.uid}_${monthBefore}`, monthBefore, charged),
      invoiceOf(built.uid, `in_${built.uid}_${failedOn}`, failedOn, charged, 'failed'),
    ],
  };
}

/** A yearly card member whose renewal on `dueOn` waits for the bank's check of `clientSecret`. */
export function memberAwaitingBankCheck({
  dueOn,
  clientSecret,
  ...options
}: MemberOptions & { dueOn: string; clientSecret: string }): Member {
  const built = member({
    renewsAt: dueOn,
    status: 'past_due',
    paymentIssue: { kind: 'authentication_required', clientSecret },
    ...options,
  });
  const charged = built.profile.subscription ?? subscription();
  return {
    ...built,
    invoices: [invoiceOf(built.uid, `in_${built.uid}_${dueOn}`, dueOn, charged, 'open')],
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
