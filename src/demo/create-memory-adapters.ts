import type { Clock } from '../application/ports/clock';
import type { ConsentStorage } from '../application/ports/consent-storage';
import type { GeoLookup } from '../application/ports/geo';
import type { GiftPaymentStorage } from '../application/ports/gift-payment-storage';
import type { GiftShop } from '../application/ports/gift-shop';
import type { IdGenerator } from '../application/ports/id-generator';
import type { IdentityProvider, IdTokenSource } from '../application/ports/identity-provider';
import type { OrderStorage } from '../application/ports/order-storage';
import type { RenewalConfirmation } from '../application/ports/payments';
import type { Tracking } from '../application/ports/tracking';
import type { UserApi } from '../application/ports/user-api';
import { MemoryStorage, type StorageLike } from '../ui/kit/safe-storage';
import { DemoWorld } from './demo-world';
import { InMemoryConsentStorage } from './in-memory-consent-storage';
import { InMemoryGeoLookup } from './in-memory-geo-lookup';
import { InMemoryGiftPaymentStorage } from './in-memory-gift-payment-storage';
import { InMemoryGiftShop } from './in-memory-gift-shop';
import { InMemoryIdentityProvider } from './in-memory-identity-provider';
import { InMemoryOrderStorage } from './in-memory-order-storage';
import { InMemoryPayments, type Authenticate } from './in-memory-payments';
import { InMemoryTracking } from './in-memory-tracking';
import { InMemoryUserApi } from './in-memory-user-api';
import { withDemoFaults } from './with-demo-faults';

export interface MemoryAdaptersOptions {
  /** Where the world is kept: localStorage in the browser, a MemoryStorage in Node. */
  storage: StorageLike;
  /**
   * Where the tab keeps its order and gift payment across the demo bank's redirect:
   * sessionStorage in the browser, as the real adapters keep them; a MemoryStorage unless given.
   */
  tabStorage?: StorageLike;
  clock: Clock;
  ids?: IdGenerator;
  /**
   * The language the portal shows now: the demo's back end writes the e-mails a call causes in it,
   * as the real API does from the call's Accept-Language. English unless given.
   */
  language?: () => string;
}

export interface MemoryAdapters {
  world: DemoWorld;
  /** Also where a user API adapter takes the ID tokens from. */
  identity: IdentityProvider & IdTokenSource;
  userApi: UserApi;
  payments: InMemoryPayments;
  /** The bank's check of a renewal, in the demo bank's dialog. */
  renewals: RenewalConfirmation;
  orders: OrderStorage;
  tracking: Tracking;
  geo: GeoLookup;
  /** The same country as `geo`, for what no person asked (the consent): no latency, no faults. */
  visitorCountry: GeoLookup;
  consents: ConsentStorage;
  /** The gift calls of the same demo API: its latency and faults are the user API's. */
  gifts: GiftShop;
  /** A gift's payment across the (demo's absent) redirect: the order storage's faults. */
  giftPayments: GiftPaymentStorage;
}

/** The demo bank's dialog for a renewal's check; its code comes with the first check. */
const showBankCheck: Authenticate = async () => {
  const { showDemoBankCheck } = await import(
    /* webpackChunkName: "demo-bank-check" */ './ui/demo-bank-check'
  );
  return showDemoBankCheck();
};

/** The in-memory adapters over one shared world, each behind the demo tools' latency and faults. */
export function createMemoryAdapters({
  storage,
  tabStorage = new MemoryStorage(),
  clock,
  ids,
  language,
}: MemoryAdaptersOptions): MemoryAdapters {
  const world = new DemoWorld(storage, clock, ids);
  // In a browser the world is the same in every tab: what one tab saves, the others take up.
  if (typeof window !== 'undefined') world.followOtherTabs(window);
  const identity = new InMemoryIdentityProvider(world);
  const payments = withDemoFaults('payments', new InMemoryPayments(world), world, [
    'confirmer',
    'walletConfirmer',
    'debitConfirmer',
    'redirectConfirmer',
    'renewalConfirmation',
  ]);
  return {
    world,
    // A token is part of the user API call that asks for it, not a call of its own: it takes
    // neither the identity's latency nor its failure. Nor does the app's start finishing a
    // redirect sign-in (there never is one here).
    identity: withDemoFaults(
      'identity',
      identity,
      world,
      ['onUserChanged'],
      ['prepareSocialSignIn', 'idToken', 'completeRedirectSignIn'],
    ),
    userApi: withDemoFaults('userApi', new InMemoryUserApi(world, identity, language), world),
    payments,
    renewals: payments.renewalConfirmation(showBankCheck),
    orders: withDemoFaults('orders', new InMemoryOrderStorage(tabStorage), world),
    // Telling the tags the consent is the page readying itself: no person's call.
    tracking: withDemoFaults('tracking', new InMemoryTracking(world), world, [], ['consent']),
    geo: withDemoFaults('geo', new InMemoryGeoLookup(world), world),
    visitorCountry: new InMemoryGeoLookup(world),
    consents: new InMemoryConsentStorage(world),
    gifts: withDemoFaults('userApi', new InMemoryGiftShop(world, identity, language), world),
    giftPayments: withDemoFaults('orders', new InMemoryGiftPaymentStorage(tabStorage), world),
  };
}
