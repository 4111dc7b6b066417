import { StripeStatusLookup } from '../../../src/adapters/stripe/stripe-status-lookup';
import type { Stripe } from '@stripe/stripe-js';
import { expectAppError } from '../../support/expectations';

/** A Stripe whose intents are in the given states. */
function stripeWith(status: string): Stripe {
  const answer = { status, payment_method: status === 'succeeded' ? { id: 'pm_1' } : null };
  return {
    retrievePaymentIntent: async () => ({ paymentIntent: answer }),
    retrieveSetupIntent: async () => ({ setupIntent: answer }),
  } as unknown as Stripe;
}

describe('StripeStatusLookup', () => {
  it.each([
    ['pi_1_secret_1', 'succeeded', 'succeeded'],
    ['pi_1_secret_1', 'requires_capture', 'succeeded'],
    ['pi_1_secret_1', 'processing', 'processing'],
    ['pi_1_secret_1', 'requires_payment_method', 'failed'],
    ['pi_1_secret_1', 'requires_action', 'failed'],
    ['pi_1_secret_1', 'canceled', 'failed'],
    ['seti_1_secret_1', 'succeeded', 'succeeded'],
    ['seti_1_secret_1', 'requires_payment_method', 'failed'],
  ])('%s in Stripe’s state %s has %s', async (secret, state, expected) => {
    const lookup = new StripeStatusLookup(async () => stripeWith(state), 'pk_test_1');

    await expect(lookup.statusOf(secret)).resolves.toMatchObject({ status: expected });
  });

  it('names the payment method the intent used or saved', async () => {
    const lookup = new StripeStatusLookup(async () => stripeWith('succeeded'), 'pk_test_1');

    await expect(lookup.statusOf('seti_1_secret_1')).resolves.toEqual({
      status: 'succeeded',
      paymentMethodId: 'pm_1',
    });
  });

  it('loads Stripe.js with the publishable key, on the first question only', async () => {
    const load = jest.fn(async () => stripeWith('succeeded'));
    const lookup = new StripeStatusLookup(load, 'pk_test_1');
    expect(load).not.toHaveBeenCalled();

    await lookup.statusOf('pi_1_secret_1');

    expect(load).toHaveBeenCalledWith('pk_test_1');
  });

  it('says the network failed when Stripe.js cannot be loaded', async () => {
    const lookup = new StripeStatusLookup(() => Promise.reject(new Error('blocked')), 'pk');

    await expectAppError(lookup.statusOf('pi_1_secret_1'), 'network/unavailable');
  });

  it('refuses what is not a Stripe client secret, asking nothing', async () => {
    const load = jest.fn(async () => stripeWith('succeeded'));

    await expectAppError(new StripeStatusLookup(load, 'pk').statusOf('secret'), 'payments/failed');
    expect(load).not.toHaveBeenCalled();
  });
});
