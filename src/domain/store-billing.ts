import type { Subscription } from './subscription';

/** The app stores that can bill a subscription the portal shows but cannot change. */
export type BillingStore = 'appStore' | 'playStore';

/** Where each store lets its customer manage or cancel a subscription. */
const MANAGE_URLS: Record<BillingStore, string> = {
  appStore: 'https://apps.apple.com/account/subscriptions',
  playStore: 'https://play.google.com/store/account/subscriptions',
};

const STORES: Record<string, BillingStore> = {
  APP_STORE: 'appStore',
  PLAY_STORE: 'playStore',
};

/** The store that bills this subscription, and where to manage it there; null for the portal's own. */
export function billingStoreOf(
  subscription: Subscription | null | undefined,
): { store: BillingStore; manageUrl: string } | null {
  const type = subscription?.type;
  const store = type !== undefined && Object.hasOwn(STORES, type) ? STORES[type] : undefined;
  return store ? { store, manageUrl: MANAGE_URLS[store] } : null;
}
