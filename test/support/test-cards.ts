import type { CardDetails } from '../../src/demo/demo-card';

/** Stripe's test card numbers, which the demo card form and the local Stripe stand-in answer too. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0027 6000 3184',
  mastercard: '5555 5555 5555 4444',
  /** Fails the Luhn check: a typing mistake the form catches. */
  notLuhn: '4242 4242 4242 4241',
} as const;

/** A card as a person fills in the demo card form: any future expiry, any 3-digit code. */
export const cardDetails = (number: string): CardDetails => ({
  number,
  expiry: '12/30',
  cvc: '123',
});

export const GOOD_CARD = cardDetails(TEST_CARDS.succeeds);
export const DECLINED_CARD = cardDetails(TEST_CARDS.declined);
export const AUTHENTICATION_CARD = cardDetails(TEST_CARDS.authentication);
export const MASTERCARD = cardDetails(TEST_CARDS.mastercard);
