import { billingStoreOf } from '../../src/domain/store-billing';
import { subscription } from '../support/builders';

const billedBy = (type: string) => subscription({ type, paymentOption: null });

describe('billingStoreOf', () => {
  test.each([
    ['APP_STORE', 'appStore', 'https://apps.apple.com/account/subscriptions'],
    ['PLAY_STORE', 'playStore', 'https://play.google.com/store/account/subscriptions'],
  ])('a %s subscription is managed in that store', (type, store, manageUrl) => {
    expect(billingStoreOf(billedBy(type))).toEqual({ store, manageUrl });
  });

  test.each(['STRIPE', 'toString', ''])('the portal bills a %j subscription itself', (type) => {
    expect(billingStoreOf(billedBy(type))).toBeNull();
  });

  test('no subscription, no store', () => {
    expect(billingStoreOf(null)).toBeNull();
    expect(billingStoreOf(undefined)).toBeNull();
  });
});
