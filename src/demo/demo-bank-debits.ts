import type { IsoDate } from '../domain/dates';
import { ibanLast4, normaliseIban } from '../domain/iban';
import type { PaymentReport } from '../application/ports/payments';
import { byUid } from './demo-lookups';
import { completePendingSecret } from './demo-secrets';
import type { DemoState } from './demo-state';

/**
 * SEPA Direct Debit in the demo world (DESIGN.md, "Europe's ways to pay"), with Stripe's test
 * IBANs: a debit is `processing` for a few seconds, then the bank settles it, or refuses it for
 * DE62 3704 0044 0532 0130 01. Offered where the price is in euros (methodsEnabledFor).
 */

/**
 * Stripe's test IBAN whose debit the bank refuses after processing; any other (DE89 3704 0044 0532
 * 0130 00, say) succeeds after it.
 */
export const FAILING_IBAN = 'DE62370400440532013001';
/** How long the demo bank takes to settle a debit. */
export const DEBIT_PROCESSING_MS = 4000;

/** The person confirmed a debit from this IBAN: the bank has it now. */
export function startDebit(
  draft: DemoState,
  clientSecret: string,
  iban: string,
  paymentMethodId: string,
  now: string,
): void {
  const pending = draft.pendingSecrets.find((entry) => entry.clientSecret === clientSecret);
  if (!pending) return;
  pending.debit = {
    last4: ibanLast4(iban),
    paymentMethodId,
    settlesAt: new Date(Date.parse(now) + DEBIT_PROCESSING_MS).toISOString(),
    fails: normaliseIban(iban) === FAILING_IBAN,
  };
}

/**
 * How a debit stands when the provider is asked at `now`; once its time has come the bank settles
 * it (the subscription starts, paid from the bank account) or refuses it (nothing is paid, and the
 * checkout may be paid again). Null for a secret with no debit.
 */
export function settleDebit(
  draft: DemoState,
  clientSecret: string,
  now: string,
  today: IsoDate,
): PaymentReport | null {
  const pending = draft.pendingSecrets.find((entry) => entry.clientSecret === clientSecret);
  const debit = pending?.debit;
  if (!pending || !debit) return null;
  if (now < debit.settlesAt)
    return { status: 'processing', paymentMethodId: debit.paymentMethodId };
  if (debit.fails) {
    delete pending.debit;
    return { status: 'failed', paymentMethodId: null };
  }
  const account = { digits: '', brand: 'sepa_debit', last4: debit.last4 };
  completePendingSecret(draft, clientSecret, account, debit.paymentMethodId, today);
  const subscription = byUid(draft.profiles, pending.uid)?.subscription;
  if (pending.kind === 'checkout' && subscription) {
    subscription.paymentOption = { type: 'sepa_debit', last4: debit.last4 };
  }
  return { status: 'succeeded', paymentMethodId: debit.paymentMethodId };
}
