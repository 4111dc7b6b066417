import type { PaymentReport, PaymentStatusLookup } from '../../application/ports/payments';
import type { PaymentStatus } from '../../domain/order';
import { intentKind, paymentMethodIdOf, type PaymentMethodField } from './stripe-confirmer';
import type { StripeLoader } from './stripe-loader';

type Intent = { status: string; payment_method: PaymentMethodField } | undefined;
type Retrieved = { error?: { type?: string }; intent: Intent };

function statusOf(intent: Intent): PaymentStatus {
  switch (intent?.status) {
    // An authorised payment waiting for the merchant's capture is done as far as the person goes.
    case 'succeeded':
    case 'requires_capture':
      return 'succeeded';
    case 'processing':
      return 'processing';
    // The bank's check is open (or was left open): the payment may still go through.
    case 'requires_action':
      return 'requires_action';
    default:
      return 'failed';
  }
}

/** Stripe's errors that say nothing of the intent, only that Stripe could not be asked. */
const NO_ANSWER = new Set(['api_connection_error', 'rate_limit_error', 'api_error']);

const unknown: PaymentReport = { status: 'unknown', paymentMethodId: null };

/**
 * Asks Stripe (retrievePaymentIntent / retrieveSetupIntent, with the client secret the checkout or
 * the card change was opened with) how a payment or setup stands. Stripe.js is fetched on the first
 * question only. When Stripe cannot be asked, the answer is 'unknown', never a payment.
 */
export class StripeStatusLookup implements PaymentStatusLookup {
  constructor(
    private readonly loadStripe: StripeLoader,
    private readonly publishableKey: string,
  ) {}

  async statusOf(clientSecret: string): Promise<PaymentReport> {
    const kind = intentKind(clientSecret);
    if (!kind) return { status: 'failed', paymentMethodId: null };
    let retrieved: Retrieved;
    try {
      const stripe = await this.loadStripe(this.publishableKey);
      if (kind === 'setup') {
        const { error, setupIntent } = await stripe.retrieveSetupIntent(clientSecret);
        retrieved = { error, intent: setupIntent };
      } else {
        const { error, paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
        retrieved = { error, intent: paymentIntent };
      }
    } catch {
      return unknown;
    }
    if (retrieved.error) {
      return NO_ANSWER.has(retrieved.error.type ?? '')
        ? unknown
        : { status: 'failed', paymentMethodId: null };
    }
    return {
      status: statusOf(retrieved.intent),
      paymentMethodId: paymentMethodIdOf(retrieved.intent?.payment_method),
    };
  }
}
