import { StripeStatusLookup } from '../../../src/adapters/stripe/stripe-status-lookup';
import type { Stripe } from '@stripe/stripe-js';

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
    ['pi_1_secret_1', 'requires_action', 'requires_action'],
    ['pi_1_secret_1', 'requires_confirmation', 'failed'],
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

  it('answers unknown, never a payment, when Stripe.js cannot be loaded', async () => {
    const lookup = new StripeStatusLookup(() => Promise.reject(new Error('blocked')), 'pk');

    await expect(lookup.statusOf('pi_1_secret_1')).resolves.toEqual({
      status: 'unknown',
      paymentMethodId: null,
    });
  });

  it.each([
    ['api_connection_error', 'unknown'],
    ['rate_limit_error', 'unknown'],
    ['api_error', 'unknown'],
    ['invalid_request_error', 'failed'],
  ])('a retrieval refused with a Stripe %s is %s', async (type, expected) => {
    const stripe = {
      retrievePaymentIntent: async () => ({ error: { type, message: 'No.' } }),
    } as unknown as Stripe;
    const lookup = new StripeStatusLookup(async () => stripe, 'pk');

    await expect(lookup.statusOf('pi_1_secret_1')).resolves.toMatchObject({ status: expected });
  });

  it('answers failed for what is not a Stripe client secret, asking nothing', async () => {
    const load = jest.fn(async () => stripeWith('succeeded'));

    await expect(new StripeStatusLookup(load, 'pk').statusOf('secret')).resolves.toMatchObject({
      status: 'failed',
    });
    expect(load).not.toHaveBeenCalled();
  });
});
