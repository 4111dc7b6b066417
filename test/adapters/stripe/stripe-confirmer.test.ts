import type { PaymentIntent, SetupIntent, StripeError } from '@stripe/stripe-js';
import {
  createStripeConfirmer,
  createStripeWalletConfirmer,
  intentKind,
  toPaymentsError,
} from '../../../src/adapters/stripe/stripe-confirmer';
import type { ErrorCode } from '../../../src/domain/errors';
import { expectAppError } from '../../support/expectations';
import { describePaymentsContract } from '../payments.contract';
import { StripeRenewalConfirmation } from '../../../src/adapters/stripe/stripe-renewal-confirmation';
import { StripeStatusLookup } from '../../../src/adapters/stripe/stripe-status-lookup';
import { StubStripe } from './stub-stripe';

const RETURN_URL = 'https://portal.test/payment-successful';

/**
 * The contract's scenarios over the stub: the scenario is what the person typed into the Payment
 * Element (the stub's Elements group carries it to confirmSetup / confirmPayment). A checkout is
 * confirmed as a PaymentIntent (`pi_`), a setup as a SetupIntent (`seti_`). Authentication is
 * Stripe's own 3-D Secure dialog inside the confirmation, so the stub plays the bank's answer.
 */
describePaymentsContract('Stripe confirmer over a stub Stripe', () => {
  const stub = new StubStripe();
  return {
    newSecret: async (kind) => stub.server.issue(kind === 'setup' ? 'setup' : 'payment'),
    confirmerFor: (clientSecret, scenario) => {
      const group = stub.elements({ clientSecret });
      group.card = scenario;
      return createStripeConfirmer({
        stripe: stub.asStripe(),
        elements: group.asElements(),
        clientSecret,
      });
    },
    walletConfirmerFor: (clientSecret, scenario) => {
      // The wallet's card reaches the Elements group through elements.submit().
      const group = stub.elements({ clientSecret });
      group.card = scenario;
      return createStripeWalletConfirmer({
        stripe: stub.asStripe(),
        elements: group.asElements(),
        clientSecret,
      });
    },
    newRenewalSecret: async () => stub.server.issueRenewal(),
    renewalsFor: (answer) => {
      // Stripe's own 3-D Secure frame asks the bank, whose answer the stub plays.
      stub.bankAnswer = answer;
      return new StripeRenewalConfirmation(async () => stub.asStripe(), 'pk_test_stub');
    },
    lookup: new StripeStatusLookup(async () => stub.asStripe(), 'pk_test_stub'),
    // The back end cancels the account's other open checkouts once one is paid.
    subscribeElsewhere: async (clientSecret) => stub.server.cancelAsDuplicate(clientSecret),
    unknownSecret: 'seti_never_issued_secret_unknown',
    returnUrl: RETURN_URL,
  };
});

describe('the Stripe confirmer', () => {
  function confirmerOver(clientSecret: string) {
    const stub = new StubStripe();
    const group = stub.elements({ clientSecret });
    const confirmer = createStripeConfirmer({
      stripe: stub.asStripe(),
      elements: group.asElements(),
      clientSecret,
    });
    return { stub, group, confirmer };
  }

  test('tells a setup secret from a payment secret', () => {
    expect(intentKind('seti_123_secret_456')).toBe('setup');
    expect(intentKind('pi_123_secret_456')).toBe('payment');
    expect(intentKind('cs_test_123')).toBeNull();
    expect(intentKind('')).toBeNull();
  });

  test('confirms a seti_ secret with confirmSetup, the elements and the return URL', async () => {
    const { stub, group, confirmer } = confirmerOver(stubSecret('setup'));
    stub.confirmSetup.mockResolvedValueOnce(setupResult('succeeded', 'pm_new'));

    await expect(confirmer.confirm(RETURN_URL)).resolves.toEqual({
      status: 'succeeded',
      paymentMethodId: 'pm_new',
    });
    expect(stub.confirmSetup).toHaveBeenCalledTimes(1);
    expect(stub.confirmSetup).toHaveBeenCalledWith({
      elements: group,
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });
    expect(stub.confirmPayment).not.toHaveBeenCalled();
  });

  test('confirms a pi_ secret with confirmPayment, the elements and the return URL', async () => {
    const { stub, group, confirmer } = confirmerOver(stubSecret('payment'));
    stub.confirmPayment.mockResolvedValueOnce(paymentResult('succeeded', 'pm_paid'));

    await expect(confirmer.confirm(RETURN_URL)).resolves.toEqual({
      status: 'succeeded',
      paymentMethodId: 'pm_paid',
    });
    expect(stub.confirmPayment).toHaveBeenCalledWith({
      elements: group,
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });
    expect(stub.confirmSetup).not.toHaveBeenCalled();
  });

  test('reads the payment method id of an expanded payment method too', async () => {
    const { stub, confirmer } = confirmerOver(stubSecret('setup'));
    stub.confirmSetup.mockResolvedValueOnce(
      setupResult('succeeded', { id: 'pm_expanded', object: 'payment_method' }),
    );

    await expect(confirmer.confirm(RETURN_URL)).resolves.toMatchObject({
      paymentMethodId: 'pm_expanded',
    });
  });

  test('says no payment method when Stripe names none', async () => {
    const { stub, confirmer } = confirmerOver(stubSecret('payment'));
    stub.confirmPayment.mockResolvedValueOnce(paymentResult('succeeded', null));

    await expect(confirmer.confirm(RETURN_URL)).resolves.toEqual({
      status: 'succeeded',
      paymentMethodId: null,
    });
  });

  test('passes on a confirmation still processing (bank debits)', async () => {
    const { stub, confirmer } = confirmerOver(stubSecret('setup'));
    stub.confirmSetup.mockResolvedValueOnce(setupResult('processing', 'pm_debit'));

    await expect(confirmer.confirm(RETURN_URL)).resolves.toEqual({
      status: 'processing',
      paymentMethodId: 'pm_debit',
    });
  });

  test('counts an authorised payment awaiting capture as succeeded', async () => {
    const { stub, confirmer } = confirmerOver(stubSecret('payment'));
    stub.confirmPayment.mockResolvedValueOnce(paymentResult('requires_capture', 'pm_held'));

    await expect(confirmer.confirm(RETURN_URL)).resolves.toMatchObject({ status: 'succeeded' });
  });

  test('fails a confirmation that ends neither done nor in error, in Stripe’s words', async () => {
    const { stub, confirmer } = confirmerOver(stubSecret('payment'));
    stub.confirmPayment.mockResolvedValueOnce(
      paymentResult('requires_payment_method', null, { message: 'Try another card.' }),
    );

    const error = await expectAppError(confirmer.confirm(RETURN_URL), 'payments/failed');
    expect(error.message).toBe('Try another card.');
  });

  test('fails when Stripe gives no result at all', async () => {
    const { stub, confirmer } = confirmerOver(stubSecret('setup'));
    stub.confirmSetup.mockResolvedValueOnce(undefined as never);

    await expectAppError(confirmer.confirm(RETURN_URL), 'payments/failed');
  });

  test('fails without asking Stripe for a secret of an unknown kind', async () => {
    const { stub, confirmer } = confirmerOver('cs_test_123_secret_456');

    await expectAppError(confirmer.confirm(RETURN_URL), 'payments/failed');
    expect(stub.confirmSetup).not.toHaveBeenCalled();
    expect(stub.confirmPayment).not.toHaveBeenCalled();
  });

  test('turns an integration error Stripe.js throws into a plain failure', async () => {
    const { stub, confirmer } = confirmerOver(stubSecret('setup'));
    stub.confirmSetup.mockRejectedValueOnce(
      new Error('IntegrationError: elements should have a mounted Payment Element'),
    );

    const error = await expectAppError(confirmer.confirm(RETURN_URL), 'payments/failed');
    expect(error.message).toBe('payments/failed');
  });

  test.each<[string, StripeError, ErrorCode]>([
    [
      'a decline',
      { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      'payments/card-declined',
    ],
    [
      'an incorrect number',
      { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
      'payments/invalid-card',
    ],
    [
      'a number the element refuses',
      { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
      'payments/invalid-card',
    ],
    [
      'a failed payment authentication',
      {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
      'payments/authentication-failed',
    ],
    [
      'a failed setup authentication',
      {
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
      'payments/authentication-failed',
    ],
    [
      'an incomplete form',
      {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
      'payments/incomplete',
    ],
    [
      'an expired card',
      { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
      'payments/failed',
    ],
    [
      'a checkout the back end canceled as a duplicate (the account subscribed in another tab)',
      {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: 'You cannot confirm this SetupIntent because it has a status of canceled.',
        setup_intent: canceledIntent('setup_intent', 'duplicate'),
      },
      'checkout/already-subscribed',
    ],
    [
      'a payment the back end canceled as a duplicate',
      {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
        payment_intent: canceledIntent('payment_intent', 'duplicate'),
      },
      'checkout/already-subscribed',
    ],
    [
      'an intent canceled for another reason',
      {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: 'You cannot confirm this SetupIntent because it has a status of canceled.',
        setup_intent: canceledIntent('setup_intent', 'abandoned'),
      },
      'payments/failed',
    ],
    // No answer: the payment may have gone through; ConfirmPayment asks Stripe before failing it.
    [
      'a lost connection',
      { type: 'api_connection_error', message: 'We could not reach Stripe.' },
      'network/unavailable',
    ],
    [
      'a lost connection named by its code',
      { type: 'api_error', code: 'api_connection_error', message: 'We could not reach Stripe.' },
      'network/unavailable',
    ],
    [
      'a failure of Stripe’s own servers',
      { type: 'api_error', message: 'Something went wrong on Stripe’s end.' },
      'network/unavailable',
    ],
    [
      'a rate limit',
      { type: 'rate_limit_error', message: 'Too many requests.' },
      'payments/failed',
    ],
  ])('maps %s to its code, keeping Stripe’s words', async (_what, stripeError, code) => {
    for (const kind of ['setup', 'payment'] as const) {
      const { stub, confirmer } = confirmerOver(stubSecret(kind));
      const confirm = kind === 'setup' ? stub.confirmSetup : stub.confirmPayment;
      confirm.mockResolvedValueOnce({ error: stripeError });

      const error = await expectAppError(confirmer.confirm(RETURN_URL), code);
      expect(error.message).toBe(stripeError.message);
      // The Payment Element says its own check's refusals under the field; the page says the rest.
      expect(error.place).toBe(stripeError.type === 'validation_error' ? 'field' : 'page');
    }
  });

  test('uses the code as the message when Stripe gives no words', () => {
    const error = toPaymentsError({ type: 'card_error', code: 'card_declined' });

    expect(error.code).toBe('payments/card-declined');
    expect(error.message).toBe('payments/card-declined');
  });
});

function stubSecret(kind: 'setup' | 'payment'): string {
  return kind === 'setup' ? 'seti_1_secret_1' : 'pi_1_secret_1';
}

type MethodField = string | { id: string; object: string } | null;

function setupResult(status: string, paymentMethod: MethodField) {
  return {
    setupIntent: { id: 'seti_1', status, payment_method: paymentMethod, last_setup_error: null },
  } as never;
}

function paymentResult(status: string, paymentMethod: MethodField, lastError?: object) {
  return {
    paymentIntent: {
      id: 'pi_1',
      status,
      payment_method: paymentMethod,
      last_payment_error: lastError ?? null,
    },
  } as never;
}

/** A canceled intent as Stripe attaches it to an `…_unexpected_state` error. */
function canceledIntent<Object extends 'setup_intent' | 'payment_intent'>(
  object: Object,
  reason: string,
): Object extends 'setup_intent' ? SetupIntent : PaymentIntent {
  return { id: 'seti_1', object, status: 'canceled', cancellation_reason: reason } as never;
}
