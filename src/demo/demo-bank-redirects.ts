import { findProduct } from '../domain/catalogue';
import type { IsoDate } from '../domain/dates';
import { isAppError } from '../domain/errors';
import { findGiftProduct } from '../domain/gifts';
import { ibanLast4 } from '../domain/iban';
import {
  GENERATED_DEBIT_IBAN,
  paymentMethodsFor,
  type BankRedirectMethod,
  type PaymentMethodKind,
} from '../domain/payment-methods';
import { byUid } from './demo-lookups';
import { offerFor } from './demo-promos';
import { completePendingSecret } from './demo-secrets';
import type { DeepReadonly, DemoState, PendingSecret } from './demo-state';

/**
 * iDEAL | Wero and Bancontact in the demo world (DESIGN.md, "Europe's ways to pay"): confirming
 * one sends the person to the demo bank's page (/demo-bank), where they authorise the payment or
 * let it fail; the bank then sends them to the portal's return URL with what Stripe adds to it. An
 * authorised payment sets up SEPA Direct Debit from the bank account for the renewals (Stripe's
 * `generated_sepa_debit`), so the member then pays by SEPA debit.
 */

/** The demo bank's page, a route of the demo's own builds only. */
export const DEMO_BANK_PATH = '/demo-bank';

/** Stripe's id of an intent: its client secret up to `_secret_`. */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/** Where confirming a bank redirect sends the person: the demo bank, told the intent's id only. */
export function demoBankUrlOf(clientSecret: string): string {
  return `${DEMO_BANK_PATH}?${new URLSearchParams({ intent: intentIdOf(clientSecret) })}`;
}

/** The ways to pay the back end enables for this intent, for the demo's country (the demo tools). */
export function methodsEnabledFor(
  state: DeepReadonly<DemoState>,
  clientSecret: string,
): PaymentMethodKind[] {
  const pending = state.pendingSecrets.find((entry) => entry.clientSecret === clientSecret);
  if (!pending?.productId) return ['card'];
  const product = findProduct(pending.productId) ?? findGiftProduct(pending.productId);
  return product ? paymentMethodsFor(product.currency, state.settings.country) : ['card'];
}

/** The person confirmed a bank redirect: the intent waits for the bank's answer. */
export function startRedirect(
  draft: DemoState,
  clientSecret: string,
  method: BankRedirectMethod,
  returnUrl: string,
  paymentMethodId: string,
): void {
  const pending = draft.pendingSecrets.find((entry) => entry.clientSecret === clientSecret);
  if (pending) pending.redirect = { method, returnUrl, paymentMethodId };
}

/** What the bank's page asks the person to authorise. */
export interface BankPayment {
  method: BankRedirectMethod;
  /** Due today: nothing for a trial, which only sets up the debit for the renewals. */
  amount: number;
  currency: string;
  /** A subscription's: its renewals are debited by SEPA Direct Debit afterwards. */
  renews: boolean;
}

function waitingAt(state: DeepReadonly<DemoState>, intentId: string) {
  return state.pendingSecrets.find(
    (entry) => entry.redirect && intentIdOf(entry.clientSecret) === intentId,
  );
}

function amountDueToday(pending: DeepReadonly<PendingSecret>): {
  amount: number;
  currency: string;
} {
  const gift = findGiftProduct(pending.productId ?? '');
  if (gift) return { amount: gift.price, currency: gift.currency };
  const product = findProduct(pending.productId ?? '');
  if (!product) return { amount: 0, currency: 'eur' };
  const offer = offerFor(product, pending.promoCode);
  return { amount: offer.trialDays > 0 ? 0 : offer.firstPayment, currency: product.currency };
}

/** The payment waiting at the bank under this intent id; null when none waits there. */
export function bankPaymentOf(
  state: DeepReadonly<DemoState>,
  intentId: string,
): BankPayment | null {
  const pending = waitingAt(state, intentId);
  if (!pending?.redirect) return null;
  return {
    method: pending.redirect.method,
    ...amountDueToday(pending),
    renews: pending.kind === 'checkout',
  };
}

/**
 * The bank's answer: authorised, the payment succeeds and the subscription starts, paid from the
 * bank account, its renewals by SEPA debit; failed (or refused by the world: the account
 * subscribed meanwhile), nothing is paid. Answers the return URL with Stripe's query, or null when
 * no payment waits under this id.
 */
export function answerRedirect(
  draft: DemoState,
  intentId: string,
  authorised: boolean,
  today: IsoDate,
): string | null {
  const pending = draft.pendingSecrets.find(
    (entry) => entry.redirect && intentIdOf(entry.clientSecret) === intentId,
  );
  const redirect = pending?.redirect;
  if (!pending || !redirect) return null;
  const { clientSecret, uid, kind } = pending;
  const succeeded = authorised && settle(draft, pending, today);
  if (!succeeded) delete pending.redirect;
  const url = new URL(redirect.returnUrl);
  url.searchParams.set('payment_intent', intentId);
  url.searchParams.set('payment_intent_client_secret', clientSecret);
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  if (succeeded && kind === 'checkout') {
    const subscription = byUid(draft.profiles, uid)?.subscription;
    const last4 = ibanLast4(GENERATED_DEBIT_IBAN[redirect.method]);
    if (subscription) subscription.paymentOption = { type: 'sepa_debit', last4 };
  }
  return url.toString();
}

function settle(draft: DemoState, pending: PendingSecret, today: IsoDate): boolean {
  const { method, paymentMethodId } = pending.redirect!;
  const debit = { digits: '', brand: 'sepa_debit', last4: ibanLast4(GENERATED_DEBIT_IBAN[method]) };
  try {
    completePendingSecret(draft, pending.clientSecret, debit, paymentMethodId, today);
    return true;
  } catch (error) {
    if (isAppError(error)) return false;
    throw error;
  }
}

/** Whether paying this intent starts a subscription, whose renewals the bank account then pays. */
export function setsUpRenewals(state: DeepReadonly<DemoState>, clientSecret: string): boolean {
  return state.pendingSecrets.some(
    (entry) => entry.clientSecret === clientSecret && entry.kind === 'checkout',
  );
}
