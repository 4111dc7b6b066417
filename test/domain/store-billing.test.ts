import { billingStoreOf } from '../../src/domain/store-billing';
import type { Subscription } from '../../src/domain/subscription';

const subscription = (type: string): Subscription => ({
  type,
  autoRenew: true,
  subscribedAt: '2025-08-04',
  renewsAt: '2027-08-04',
  originalPrice: 49.99,
  productPrice: 49.99,
  productCurrency: 'usd',
  productName: 'Yearly',
  productReccurence: 'year',
  paymentOption: null,
});

describe('billingStoreOf', () => {
  test.each([
    ['APP_STORE', 'appStore', 'https://apps.apple.com/account/subscriptions'],
    ['PLAY_STORE', 'playStore', 'https://play.google.com/store/account/subscriptions'],
  ])('a %s subscription is managed in that store', (type, store, manageUrl) => {
    expect(billingStoreOf(subscription(type))).toEqual({ store, manageUrl });
  });

  test.each(['STRIPE', 'toString', ''])('the portal bills a %j subscription itself', (type) => {
    expect(billingStoreOf(subscription(type))).toBeNull();
  });

  test('no subscription, no store', () => {
    expect(billingStoreOf(null)).toBeNull();
    expect(billingStoreOf(undefined)).toBeNull();
  });
});
