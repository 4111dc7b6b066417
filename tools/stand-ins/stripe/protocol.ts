/**
 * What the local stand-in for Stripe.js (stand-in.ts, in the browser) and the local API server's
 * stand-in for Stripe's servers (tools/api-server/local-stripe.ts) say to each other. Neither ships:
 * they let `npm run start:local` and `npm run test:local` take payments through the real Stripe
 * adapter, offline. Intents are the API server's demo world's pending client secrets.
 */

/** Paths on the local API server. */
export const LOCAL_STRIPE_PATHS = {
  /** The stand-in for Stripe.js itself (an IIFE setting window.Stripe). */
  script: '/stripe/v3.js',
  /** POST a ConfirmRequest; answers a ConfirmAnswer. */
  confirm: '/stripe/confirm',
  /** GET ?client_secret=…; answers a RetrieveAnswer. */
  intent: '/stripe/intent',
  /**
   * GET ?client_secret=…&return_url=…: the bank's check page (HTML), where the person completes or
   * fails the check; its form POSTs back here, and the answer is a 303 to return_url with
   * payment_intent / setup_intent, its client secret and redirect_status, as Stripe does.
   */
  authenticate: '/stripe/authenticate',
  /**
   * POST a NextActionRequest; answers a ConfirmAnswer. The bank's check of a renewal, which
   * handleNextAction shows over the page (as Stripe's 3-D Secure frame), never leaving it.
   */
  nextAction: '/stripe/next-action',
  /**
   * POST a RenewalFailureRequest (the tests only): the account's renewal comes due today and fails,
   * as a Stripe test clock advanced to it would: declined, or waiting on the bank's check.
   */
  renewalFailure: '/stripe/test-clock/renewal',
  /**
   * GET ?client_secret=…&return_url=…: the bank's page of an iDEAL or Bancontact payment (HTML),
   * where the person authorizes or fails the test payment; its form POSTs back here, and the
   * answer is a 303 to return_url with Stripe's query, as Stripe's test redirect page does.
   */
  bank: '/stripe/bank',
} as const;

export interface NextActionRequest {
  clientSecret: string;
  /** What the person chose in the bank's check. */
  outcome: 'complete' | 'fail';
}

export interface RenewalFailureRequest {
  email: string;
  outcome: 'declined' | 'authentication_required';
}

/** The wallets the stand-in's Express Checkout Element offers. */
export type LocalWallet = 'google_pay' | 'apple_pay' | 'link';

export type LocalPaymentMethod =
  /** What the person typed into the stand-in's Payment Element; expiry as "MM / YY". */
  | { type: 'card'; number: string; expiry: string; cvc: string }
  /** A wallet's sheet: a Visa ending 4242 behind it. */
  | { type: 'wallet'; wallet: LocalWallet }
  /** SEPA Direct Debit from the IBAN typed (Stripe's test IBAN DE89 3704 0044 0532 0130 00). */
  | { type: 'sepa_debit'; iban: string }
  /** A bank redirect: the person leaves for their bank's page and comes back to return_url. */
  | { type: 'ideal' }
  | { type: 'bancontact' };

/** The bank redirects the stand-in offers with euro prices. */
export type LocalBankRedirect = 'ideal' | 'bancontact';

export interface ConfirmRequest {
  clientSecret: string;
  /** confirmParams.return_url: where a bank's check sends the person back. */
  returnUrl: string;
  paymentMethod: LocalPaymentMethod;
}

/** `canceled`: the back end closed the intent (a checkout of an account that has subscribed since). */
/** `processing`: a SEPA debit the bank has not settled yet (a few seconds here). */
export type LocalIntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface LocalIntentError {
  code: string;
  message: string;
}

/** Shaped like Stripe's PaymentIntent / SetupIntent, as far as the portal reads them. */
export interface LocalIntent {
  id: string;
  /** `seti_…` secrets are setup intents; every other secret a payment intent. */
  object: 'payment_intent' | 'setup_intent';
  client_secret: string;
  status: LocalIntentStatus;
  /** What the Payment Element offers: the card, and with euro prices SEPA, iDEAL and Bancontact. */
  payment_method_types: string[];
  payment_method: string | null;
  /** Set on payment intents (null on setup intents). */
  last_payment_error: LocalIntentError | null;
  /** Set on setup intents (null on payment intents). */
  last_setup_error: LocalIntentError | null;
  /**
   * Why a canceled intent was: 'duplicate' when the account subscribed through another checkout
   * (a second tab) before this one was confirmed. Absent while the intent is not canceled.
   */
  cancellation_reason?: 'duplicate';
}

/** Shaped like Stripe.js's StripeError. */
export interface LocalStripeError {
  type: 'card_error' | 'validation_error' | 'invalid_request_error' | 'api_error';
  code: string;
  message: string;
  /** The intent an `…_unexpected_state` error is about, as Stripe attaches it. */
  payment_intent?: LocalIntent;
  setup_intent?: LocalIntent;
}

/**
 * 200 with `intent` (succeeded), 200 with `intent` (requires_action) and `redirectUrl` (the
 * authenticate page: the stand-in navigates there, as Stripe does for a bank's check), or a 4xx
 * (400 validation_error, 402 card_error, 404/400 invalid_request_error) with `error`.
 */
export type ConfirmAnswer =
  { intent: LocalIntent; redirectUrl?: string } | { error: LocalStripeError };

/** 200 with `intent`, or 404 with `error` (resource_missing). */
export type RetrieveAnswer = { intent: LocalIntent } | { error: LocalStripeError };
