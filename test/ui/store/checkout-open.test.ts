import {
  checkoutSlice,
  type CheckoutStatus,
} from '../../../src/ui/features/checkout/checkout-slice';
import {
  selectIsCheckoutOpen,
  selectIsPaymentFormReady,
} from '../../../src/ui/features/checkout/selectors';
import { createStore } from '../../../src/ui/app/store';
import { stubUseCases } from '../../support/use-case-stubs';

interface Options {
  requested?: boolean;
  secret?: string | null;
}

function stateWith(status: CheckoutStatus, { requested = false, secret = null }: Options = {}) {
  const checkout = {
    ...checkoutSlice.getInitialState(),
    checkout: { status, clientSecret: secret, error: null },
    checkoutRequested: requested,
  };
  return createStore({ useCases: Promise.resolve(stubUseCases()) }, { checkout }).getState();
}

describe('the checkout on the profile', () => {
  test.each<CheckoutStatus>(['open', 'confirming', 'confirmed'])('is open while %s', (status) => {
    expect(selectIsCheckoutOpen(stateWith(status))).toBe(true);
  });

  test.each<CheckoutStatus>(['closed', 'opening'])('is not open while %s', (status) => {
    expect(selectIsCheckoutOpen(stateWith(status))).toBe(false);
  });

  test('asked for before signing up or in, it is open from the start, while it opens', () => {
    expect(selectIsCheckoutOpen(stateWith('closed', { requested: true }))).toBe(true);
    expect(selectIsCheckoutOpen(stateWith('opening', { requested: true }))).toBe(true);
  });

  test('its payment form can show once the client secret is here', () => {
    expect(selectIsPaymentFormReady(stateWith('opening'))).toBe(false);
    expect(selectIsPaymentFormReady(stateWith('open', { secret: 'pi_1_secret_2' }))).toBe(true);
  });
});
