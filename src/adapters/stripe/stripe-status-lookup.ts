import type {
  PaymentReport,
  PaymentStatus,
  PaymentStatusLookup,
} from '../../application/ports/payments';
import { AppError } from '../../domain/errors';
import {
  intentKind,
  paymentMethodIdOf,
  toPaymentsError,
  type PaymentMethodField,
} from './stripe-confirmer';
import type { StripeLoader } from './stripe-loader';

type Intent = { status: string; payment_method: PaymentMethodField } | undefined;
type Retrieved = { error?: Parameters<typeof toPaymentsError>[0]; intent: Intent };

function statusOf(intent: Intent): PaymentStatus {
  switch (intent?.status) {
    // An authorised payment waiting for the merchant's capture is done as far as the person goes.
    case 'succeeded':
    case 'requires_capture':
      return 'succeeded';
    case 'processing':
      return 'processing';
    default:
      return 'failed';
  }
}

/**
 * Asks Stripe (retrievePaymentIntent / retrieveSetupIntent, with the client secret the return URL
 * carries) how a payment or setup ended. Stripe.js is fetched on the first question only.
 */
export class StripeStatusLookup implements PaymentStatusLookup {
  constructor(
    private readonly loadStripe: StripeLoader,
    private readonly publishableKey: string,
  ) {}

  async statusOf(clientSecret: string): Promise<PaymentReport> {
    const kind = intentKind(clientSecret);
    if (!kind) throw new AppError('payments/failed', 'This is not a Stripe client secret.');
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
      throw new AppError('network/unavailable', 'Stripe could not be reached.');
    }
    if (retrieved.error) throw toPaymentsError(retrieved.error);
    return {
      status: statusOf(retrieved.intent),
      paymentMethodId: paymentMethodIdOf(retrieved.intent?.payment_method),
    };
  }
}
