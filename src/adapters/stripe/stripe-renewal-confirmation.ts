import type { PaymentIntent, Stripe } from '@stripe/stripe-js';
import type { PaymentOutcome, RenewalConfirmation } from '../../application/ports/payments';
import { AppError } from '../../domain/errors';
import {
  intentKind,
  outcomeOfResult,
  paymentMethodIdOf,
  toPaymentsError,
} from './stripe-confirmer';
import type { StripeLoader } from './stripe-loader';

/** What the renewal's check needs of Stripe. */
export type StripeRenewalCalls = Pick<
  Stripe,
  'retrievePaymentIntent' | 'handleNextAction' | 'confirmCardPayment'
>;

/**
 * The bank's check of a renewal on Stripe, with the card the subscription has: an intent waiting
 * for it (`requires_action`) is handed to handleNextAction, which shows the bank's 3-D Secure
 * frame; one that a failed off-session charge left without a confirmed method is confirmed again
 * with confirmCardPayment and that card, which asks the bank the same way. Stripe.js is fetched on
 * the first check.
 */
export class StripeRenewalConfirmation implements RenewalConfirmation {
  constructor(
    private readonly loadStripe: StripeLoader | ((key: string) => Promise<StripeRenewalCalls>),
    private readonly publishableKey: string,
  ) {}

  async confirmRenewal(clientSecret: string): Promise<PaymentOutcome> {
    if (intentKind(clientSecret) !== 'payment') throw new AppError('payments/failed');
    const stripe = await this.stripe();
    const { paymentIntent, error } = await asked(() => stripe.retrievePaymentIntent(clientSecret));
    if (error) throw toPaymentsError(error);
    const checked =
      paymentIntent?.status === 'requires_action'
        ? await asked(() => stripe.handleNextAction({ clientSecret }))
        : await asked(() => stripe.confirmCardPayment(clientSecret, cardOnFile(paymentIntent)));
    return outcomeOfResult(checked);
  }

  private async stripe(): Promise<StripeRenewalCalls> {
    try {
      return await this.loadStripe(this.publishableKey);
    } catch {
      throw new AppError('payments/failed');
    }
  }
}

/** The card the failed charge was made with, which the bank is asked about again. */
function cardOnFile(intent: PaymentIntent | undefined) {
  const paymentMethod =
    paymentMethodIdOf(intent?.last_payment_error?.payment_method) ??
    paymentMethodIdOf(intent?.payment_method);
  return paymentMethod ? { payment_method: paymentMethod } : undefined;
}

/** Stripe.js throws only for integration mistakes; their words are not for the person. */
async function asked<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch {
    throw new AppError('payments/failed');
  }
}
