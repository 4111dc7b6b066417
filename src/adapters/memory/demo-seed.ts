import { findProduct, type Product } from '../../domain/catalogue';
import { splitDisplayName } from '../../domain/display-name';
import type { Subscription } from '../../domain/subscription';
import type { SocialProvider } from '../../application/ports/identity-provider';
import {
  DEFAULT_DEMO_SETTINGS,
  type DemoAccount,
  type DemoProfile,
  type DemoState,
  type SavedPaymentMethod,
} from './demo-state';
import { stripeSubscription } from './demo-subscriptions';

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

export function seedState(): DemoState {
  const people = seedPeople();
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
    events: [],
    trackingConsent: null,
    settings: structuredClone(DEFAULT_DEMO_SETTINGS),
  };
}
