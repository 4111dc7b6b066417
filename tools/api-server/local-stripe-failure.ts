import type { LocalIntent, LocalIntentError, LocalStripeError } from '../stand-ins/stripe/protocol';

/** A refusal of the local Stripe, answered with its status and a Stripe.js-shaped error. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: LocalStripeError,
  ) {
    super(error.message);
  }
}

export type IntentObject = LocalIntent['object'];

/** `seti_…` secrets are setup intents; every other secret a payment intent (protocol.ts). */
export function intentObjectOf(clientSecret: string): IntentObject {
  return clientSecret.startsWith('seti_') ? 'setup_intent' : 'payment_intent';
}

export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

export const DECLINED: LocalIntentError = {
  code: 'card_declined',
  message: 'Your card was declined.',
};

/** Stripe's error on an intent whose SEPA debit the bank refused after processing it. */
export function debitFailure(clientSecret: string): LocalIntentError {
  return intentObjectOf(clientSecret) === 'setup_intent'
    ? {
        code: 'setup_intent_setup_attempt_failed',
        message: 'The latest setup attempt of this SetupIntent has failed.',
      }
    : {
        code: 'payment_intent_payment_attempt_failed',
        message: 'The latest payment attempt of this PaymentIntent has failed or been canceled.',
      };
}

export function authenticationFailure(object: IntentObject): LocalIntentError {
  return {
    code: `${object}_authentication_failure`,
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  };
}

export const invalidRequest = (code: string, message: string, status = 400) =>
  new StripeFailure(status, { type: 'invalid_request_error', code, message });

/** Stripe's words for an intent it does not know; it names setup intents "setupintent". */
export function noSuchIntent(clientSecret: string): StripeFailure {
  const object = intentObjectOf(clientSecret);
  const noun = object === 'setup_intent' ? 'setupintent' : 'payment_intent';
  return invalidRequest('resource_missing', `No such ${noun}: '${intentIdOf(clientSecret)}'`, 404);
}

export function alreadySucceeded(clientSecret: string): StripeFailure {
  const object = intentObjectOf(clientSecret);
  const title = object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
  return invalidRequest(
    `${object}_unexpected_state`,
    `You cannot confirm this ${title} because it has already succeeded after being previously confirmed.`,
  );
}

/** Stripe's refusal to confirm an intent in a state that takes no confirmation (processing). */
export function inState(clientSecret: string, status: string): StripeFailure {
  const object = intentObjectOf(clientSecret);
  const title = object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
  return invalidRequest(
    `${object}_unexpected_state`,
    `You cannot confirm this ${title} because it has a status of ${status}.`,
  );
}

/**
 * Stripe's answer to confirming an intent the back end canceled: here one of a checkout whose
 * account subscribed through another checkout first (cancellation_reason 'duplicate').
 */
export function canceledIntent(intent: LocalIntent): StripeFailure {
  const title = intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
  return new StripeFailure(400, {
    type: 'invalid_request_error',
    code: `${intent.object}_unexpected_state`,
    message: `You cannot confirm this ${title} because it has a status of canceled.`,
    [intent.object]: intent,
  });
}

export const notWaitingForCheck = (clientSecret: string) =>
  invalidRequest(
    `${intentObjectOf(clientSecret)}_unexpected_state`,
    'This payment is not waiting for a bank’s check.',
  );
