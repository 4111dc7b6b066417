import type {
  PaymentIntentResult,
  SetupIntentResult,
  Stripe,
  StripeElements,
  StripeError,
} from '@stripe/stripe-js';
import type { PaymentConfirmer, PaymentOutcome } from '../../application/ports/payments';
import { AppError, type ErrorCode } from '../../domain/errors';

/** What a confirmer needs of Stripe: the two confirmations the Payment Element supports. */
export type StripeConfirmations = Pick<Stripe, 'confirmPayment' | 'confirmSetup'>;

export interface StripeConfirmerParts {
  stripe: StripeConfirmations;
  /** The Elements group the mounted Payment Element belongs to; Stripe reads the card from it. */
  elements: StripeElements;
  clientSecret: string;
}

/** What a client secret confirms: `pi_…` a payment, `seti_…` a setup. */
export type IntentKind = 'payment' | 'setup';

export function intentKind(clientSecret: string): IntentKind | null {
  if (clientSecret.startsWith('seti_')) return 'setup';
  if (clientSecret.startsWith('pi_')) return 'payment';
  return null;
}

const INVALID_CARD_CODES: readonly string[] = ['incorrect_number', 'invalid_number'];
const AUTHENTICATION_CODES: readonly string[] = [
  'payment_intent_authentication_failure',
  'setup_intent_authentication_failure',
];

/** What the portal reads of a Stripe error. */
export type StripeErrorShape = Pick<StripeError, 'type' | 'code' | 'message'> &
  Partial<Pick<StripeError, 'payment_intent' | 'setup_intent'>>;

/**
 * The back end cancels an account's other open checkouts as duplicates once one of them is paid
 * (two tabs, two devices): confirming one of those is refused with the intent attached, canceled.
 */
function closedAsDuplicate(error: StripeErrorShape): boolean {
  const intent = error.payment_intent ?? error.setup_intent;
  return intent?.status === 'canceled' && intent.cancellation_reason === 'duplicate';
}

/**
 * Stripe's errors that say the confirmation got no answer (Stripe could not be reached, or failed
 * itself): the payment may have gone through all the same, so the portal asks before it calls the
 * payment failed. Stripe.js names a lost connection by its type, or by its code on an api_error.
 */
function gotNoAnswer({ type, code }: StripeErrorShape): boolean {
  return type === 'api_connection_error' || type === 'api_error' || code === 'api_connection_error';
}

function codeFor(error: StripeErrorShape): ErrorCode {
  const { type, code = '' } = error;
  if (closedAsDuplicate(error)) return 'checkout/already-subscribed';
  if (gotNoAnswer(error)) return 'network/unavailable';
  if (type === 'card_error' && code === 'card_declined') return 'payments/card-declined';
  // The Payment Element reports a number failing its own check as a validation_error.
  if (INVALID_CARD_CODES.includes(code)) return 'payments/invalid-card';
  if (AUTHENTICATION_CODES.includes(code)) return 'payments/authentication-failed';
  if (type === 'validation_error') return 'payments/incomplete';
  return 'payments/failed';
}

/** A Stripe error as the port's error: a stable code, and Stripe's own words for the person. */
export function toPaymentsError(error: StripeErrorShape): AppError {
  const code = codeFor(error);
  // The Payment Element shows its own check's refusals under the field it refused.
  const place = error.type === 'validation_error' ? 'field' : 'page';
  return new AppError(code, error.message?.trim() || code, place);
}

export type PaymentMethodField = string | { id: string } | null | undefined;

export function paymentMethodIdOf(paymentMethod: PaymentMethodField): string | null {
  if (typeof paymentMethod === 'string') return paymentMethod || null;
  return paymentMethod?.id || null;
}

interface ConfirmedIntent {
  status: string;
  payment_method: PaymentMethodField;
  /** What went wrong, when a confirmation ends without an error but not done either. */
  lastError: { message?: string } | null | undefined;
}

function outcomeOf(intent: ConfirmedIntent): PaymentOutcome {
  const paymentMethodId = paymentMethodIdOf(intent.payment_method);
  switch (intent.status) {
    // An authorised payment waiting for the merchant's capture is done as far as the person goes.
    case 'succeeded':
    case 'requires_capture':
      return { status: 'succeeded', paymentMethodId };
    case 'processing':
      return { status: 'processing', paymentMethodId };
    default:
      throw new AppError('payments/failed', intent.lastError?.message?.trim() || 'payments/failed');
  }
}

/** How a confirmation Stripe answered ended: the outcome, or the port's error for it. */
export function outcomeOfResult(
  result: PaymentIntentResult | SetupIntentResult | undefined,
): PaymentOutcome {
  return outcomeOf(settled(result));
}

function settled(result: PaymentIntentResult | SetupIntentResult | undefined): ConfirmedIntent {
  if (!result) throw new AppError('payments/failed');
  if (result.error) throw toPaymentsError(result.error);
  if ('setupIntent' in result && result.setupIntent) {
    const { status, payment_method, last_setup_error } = result.setupIntent;
    return { status, payment_method, lastError: last_setup_error };
  }
  if ('paymentIntent' in result && result.paymentIntent) {
    const { status, payment_method, last_payment_error } = result.paymentIntent;
    return { status, payment_method, lastError: last_payment_error };
  }
  throw new AppError('payments/failed');
}

/**
 * The confirmer the Stripe payment form hands the page once its Payment Element is ready. A `seti_`
 * secret is confirmed with confirmSetup, a `pi_` one with confirmPayment, both with the page's return
 * URL; Stripe leaves the page only for payment methods that need a redirect. A bank's check (3-D
 * Secure) is Stripe's own dialog inside the confirmation.
 */
export function createStripeConfirmer({
  stripe,
  elements,
  clientSecret,
}: StripeConfirmerParts): PaymentConfirmer {
  return {
    async confirm(returnUrl) {
      const kind = intentKind(clientSecret);
      if (!kind) throw new AppError('payments/failed');
      const request = {
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required' as const,
      };
      let result: PaymentIntentResult | SetupIntentResult | undefined;
      try {
        result =
          kind === 'setup'
            ? await stripe.confirmSetup(request)
            : await stripe.confirmPayment(request);
      } catch {
        // Stripe.js throws only for integration mistakes; their words are not for the person.
        throw new AppError('payments/failed');
      }
      return outcomeOfResult(result);
    },
  };
}

/**
 * The confirmer of a wallet payment: the sheet's payment method first goes into the Elements group
 * (`elements.submit()`, as Stripe asks for the Express Checkout Element), then the same
 * confirmation as a card, with the same return URL and outcomes.
 */
export function createStripeWalletConfirmer(parts: StripeConfirmerParts): PaymentConfirmer {
  const card = createStripeConfirmer(parts);
  return {
    async confirm(returnUrl) {
      let submitted: Awaited<ReturnType<StripeElements['submit']>>;
      try {
        submitted = await parts.elements.submit();
      } catch {
        throw new AppError('payments/failed');
      }
      if (submitted.error) throw toPaymentsError(submitted.error);
      return card.confirm(returnUrl);
    },
  };
}
