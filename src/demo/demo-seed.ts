import { findProduct, TRIAL_DAYS, type Product } from '../domain/catalogue';
import { splitDisplayName } from '../domain/display-name';
import type { Subscription } from '../domain/subscription';
import type { SocialProvider } from '../application/ports/identity-provider';
import {
  DEFAULT_DEMO_SETTINGS,
  type DemoAccount,
  type DemoInvoice,
  type DemoProfile,
  type DemoState,
  type SavedPaymentMethod,
} from './demo-state';
import { stripeSubscription } from './demo-subscriptions';
import { addPeriod } from '../domain/billing-period';
import { addDays, type IsoDate } from '../domain/dates';
import { paidHistory, invoiceOf } from './demo-renewals';
import { GIFT_MEMBER_UID, seedGiftAccess, seedGifts } from './demo-gift-seed';

export const DEMO_PASSWORD = 'Mindful#2026';

function catalogueProduct(id: string): Product {
  const product = findProduct(id);
  if (!product) throw new Error(`The demo seed names a product the catalogue lacks: ${id}`);
  return product;
}

interface Person {
  account: DemoAccount;
  profile: DemoProfile;
}

function person(
  uid: string,
  email: string,
  displayName: string,
  provider: DemoAccount['provider'],
  subscription: Subscription | null,
): Person {
  return {
    account: {
      uid,
      email,
      password: provider === 'password' ? DEMO_PASSWORD : null,
      displayName,
      provider,
      photoURL: null,
    },
    profile: {
      uid,
      ...splitDisplayName(displayName),
      email,
      profilePictureURL: null,
      subscription,
    },
  };
}

function seedPeople(): Person[] {
  const yearly = catalogueProduct('yearly');
  const monthly = catalogueProduct('monthly');
  return [
    person('demo-free', 'free@demo.test', 'Alex Morgan', 'password', null),
    person(
      'demo-member',
      'member@demo.test',
      'Sam Rivera',
      'password',
      stripeSubscription({
        product: yearly,
        productPrice: 49.99,
        subscribedAt: '2026-01-15',
        renewsAt: '2027-01-15',
        autoRenew: true,
        last4: '4242',
      }),
    ),
    person(
      'demo-discount',
      'discount@demo.test',
      'Casey Kim',
      'password',
      stripeSubscription({
        product: yearly,
        productPrice: 39.99,
        subscribedAt: '2026-03-02',
        renewsAt: '2027-03-02',
        autoRenew: true,
        last4: '4444',
      }),
    ),
    person(
      'demo-cancelled',
      'cancelled@demo.test',
      'Jamie Lee',
      'password',
      stripeSubscription({
        product: monthly,
        productPrice: 4.99,
        subscribedAt: '2026-05-20',
        renewsAt: '2026-12-20',
        autoRenew: false,
        last4: '1881',
      }),
    ),
  ];
}

/** A month or a year before `day`, as card billing counts it back. */
function periodsBefore(day: IsoDate, period: 'month' | 'year', periods: number): IsoDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const months = period === 'year' ? 12 * periods : periods;
  const start = new Date(0);
  start.setUTCFullYear(year, month - 1 - months, 1);
  const last = new Date(0);
  last.setUTCFullYear(start.getUTCFullYear(), start.getUTCMonth() + 1, 0);
  start.setUTCDate(Math.min(date, last.getUTCDate()));
  return start.toISOString().slice(0, 10);
}

/**
 * The members of DESIGN.md's "keeping members", dated from today: Robin's renewal two days ago was
 * declined, Noor's yesterday waits for the bank's check, Lee's card expires before the next charge,
 * Lena's first SEPA debit is with her bank, Sky is paused until two months from today.
 */
function keepingPeople(today: IsoDate): Person[] {
  const yearly = catalogueProduct('yearly');
  const monthly = catalogueProduct('monthly');
  const robinFailedOn = addDays(today, -2);
  const noorDueOn = addDays(today, -1);
  const leeRenewsOn = addDays(today, 45);
  const skyUntil = addPeriod(addPeriod(today, 'month'), 'month');
  const [year, month] = today.split('-').map(Number) as [number, number];
  return [
    person('demo-pastdue', 'pastdue@demo.test', 'Robin Diaz', 'password', {
      ...stripeSubscription({
        product: monthly,
        productPrice: 4.99,
        subscribedAt: periodsBefore(robinFailedOn, 'month', 5),
        renewsAt: robinFailedOn,
        autoRenew: true,
        last4: '0341',
      }),
      status: 'past_due',
      paymentIssue: { kind: 'failed', clientSecret: null },
    }),
    person('demo-authcheck', 'authcheck@demo.test', 'Noor Haddad', 'password', {
      ...stripeSubscription({
        product: yearly,
        productPrice: 49.99,
        subscribedAt: periodsBefore(noorDueOn, 'year', 1),
        renewsAt: noorDueOn,
        autoRenew: true,
        last4: '3184',
      }),
      status: 'past_due',
      paymentIssue: {
        kind: 'authentication_required',
        clientSecret: 'pi_demo_authcheck_secret_renewal',
      },
    }),
    person('demo-expiring', 'expiring@demo.test', 'Lee Park', 'password', {
      ...stripeSubscription({
        product: yearly,
        productPrice: 49.99,
        subscribedAt: periodsBefore(leeRenewsOn, 'year', 1),
        renewsAt: leeRenewsOn,
        autoRenew: true,
        last4: '4444',
      }),
      paymentOption: { type: 'card', last4: '4444', expMonth: month, expYear: year },
    }),
    // Lena's trial ended today: the first debit from her German account is with her bank.
    person('demo-sepa', 'sepa@demo.test', 'Lena Vogel', 'password', {
      ...stripeSubscription({
        product: catalogueProduct('yearly_eu'),
        productPrice: 49.99,
        subscribedAt: addDays(today, -TRIAL_DAYS),
        renewsAt: addPeriod(today, 'year'),
        autoRenew: true,
        last4: '3000',
      }),
      paymentOption: { type: 'sepa_debit', last4: '3000' },
      paymentIssue: { kind: 'processing', clientSecret: null },
    }),
    person('demo-paused', 'paused@demo.test', 'Sky Moreau', 'password', {
      ...stripeSubscription({
        product: monthly,
        productPrice: 4.99,
        subscribedAt: periodsBefore(today, 'month', 4),
        renewsAt: skyUntil,
        autoRenew: true,
        last4: '5556',
      }),
      status: 'paused',
      pausedUntil: skyUntil,
    }),
  ];
}

/** A paid charge per past period for every card member; Robin's last failed, Noor's waits. */
function seedInvoices(people: readonly Person[], today: IsoDate): DemoInvoice[] {
  const invoices: DemoInvoice[] = [];
  for (const { profile } of people) {
    const subscription = profile.subscription;
    if (subscription?.type !== 'STRIPE' || !subscription.subscribedAt) continue;
    const firstCharge = addDays(subscription.subscribedAt, 7);
    const processing = subscription.paymentIssue?.kind === 'processing';
    const until =
      subscription.status === 'past_due'
        ? (subscription.renewsAt ?? today)
        : addDays(today, processing ? 0 : 1);
    invoices.push(...paidHistory(profile.uid, subscription, firstCharge, until));
    // A debit the bank has not settled yet is an open invoice of today.
    if (processing) {
      invoices.push(
        invoiceOf(profile.uid, `in_${profile.uid}_${today}`, today, subscription, 'open'),
      );
    }
    if (subscription.status === 'past_due' && subscription.renewsAt) {
      const failed = subscription.paymentIssue?.kind === 'failed';
      invoices.push(
        invoiceOf(
          profile.uid,
          `in_${profile.uid}_${subscription.renewsAt}`,
          subscription.renewsAt,
          subscription,
          failed ? 'failed' : 'open',
        ),
      );
    }
  }
  return invoices;
}

const SEED_PAYMENT_METHODS: SavedPaymentMethod[] = [
  { id: 'pm_demo_member_visa', uid: 'demo-member', brand: 'visa', last4: '4242' },
  { id: 'pm_demo_discount_mastercard', uid: 'demo-discount', brand: 'mastercard', last4: '4444' },
  { id: 'pm_demo_cancelled_visa', uid: 'demo-cancelled', brand: 'visa', last4: '1881' },
];

/** The people behind "Continue with Google" and "Continue with Apple", created on first use. */
export function popupPerson(provider: SocialProvider): Person {
  if (provider === 'google') {
    return person('demo-google', 'riley.chen@demo.test', 'Riley Chen', 'google.com', null);
  }
  // Bought in the App Store, so the portal shows it but cannot cancel or change it.
  const appStore: Subscription = {
    ...stripeSubscription({
      product: catalogueProduct('yearly'),
      productPrice: 49.99,
      subscribedAt: '2025-08-04',
      renewsAt: '2027-08-04',
      autoRenew: true,
      last4: null,
    }),
    type: 'APP_STORE',
  };
  return person('demo-apple', 'jordan.park@demo.test', 'Jordan Park', 'apple.com', appStore);
}

/** Kai Novak, a gift member whose twelve months end ten days from today (DESIGN.md, "Gifts"). */
function giftPerson(today: IsoDate): Person {
  const kai = person(GIFT_MEMBER_UID, 'gift@demo.test', 'Kai Novak', 'password', null);
  kai.profile.giftAccess = seedGiftAccess(today);
  return kai;
}

export function seedState(today: IsoDate): DemoState {
  const people = [...seedPeople(), ...keepingPeople(today), giftPerson(today)];
  return {
    version: 1,
    accounts: people.map(({ account }) => account),
    profiles: people.map(({ profile }) => profile),
    tokens: [],
    resetCodes: [],
    emailCodes: [],
    session: null,
    outbox: [],
    pendingSecrets: [],
    completedSecrets: [],
    paymentMethods: SEED_PAYMENT_METHODS.map((method) => ({ ...method })),
    cancellations: [],
    consents: [],
    acknowledgments: [],
    contractRequests: [],
    contractAttempts: [],
    events: [],
    trackingConsent: null,
    settings: structuredClone(DEFAULT_DEMO_SETTINGS),
    invoices: seedInvoices(people, today),
    offers: [],
    gifts: seedGifts(today),
    giftAttempts: [],
  };
}
