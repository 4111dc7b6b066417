import { CARD_PROBLEMS, checkCard, type CheckedCard } from '../../src/demo/demo-card';
import { DEMO_WALLET_CARD } from '../../src/demo/in-memory-payments';
import type { IsoDate } from '../../src/domain/dates';
import { isAppError } from '../../src/domain/errors';
import { ibanProblem } from '../../src/domain/iban';
import { IBAN_PROBLEMS } from '../../src/demo/demo-card';
import type {
  LocalBankRedirect,
  LocalPaymentMethod,
  LocalWallet,
} from '../stand-ins/stripe/protocol';
import { invalidRequest, StripeFailure } from './local-stripe-failure';

const WALLETS: readonly string[] = [
  'google_pay',
  'apple_pay',
  'link',
] satisfies readonly LocalWallet[];

const BANK_REDIRECTS: readonly string[] = ['ideal', 'bancontact'] satisfies LocalBankRedirect[];

type CardOrWallet = Extract<LocalPaymentMethod, { type: 'card' | 'wallet' }>;

/** Stripe's code for each of the demo card form's checks, told apart by the check's message. */
const CODE_OF_MESSAGE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CARD_PROBLEMS).map(([code, message]) => [message, code]),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paymentMethod of a ConfirmRequest, as the stand-in sends it. */
export function paymentMethodOf(value: unknown): LocalPaymentMethod {
  if (isRecord(value) && value.type === 'wallet' && WALLETS.includes(String(value.wallet))) {
    return { type: 'wallet', wallet: value.wallet as LocalWallet };
  }
  if (isRecord(value) && value.type === 'sepa_debit' && typeof value.iban === 'string') {
    return { type: 'sepa_debit', iban: value.iban };
  }
  if (isRecord(value) && BANK_REDIRECTS.includes(String(value.type))) {
    return { type: value.type as LocalBankRedirect };
  }
  if (isRecord(value) && value.type === 'card') {
    const { number, expiry, cvc } = value;
    if (typeof number === 'string' && typeof expiry === 'string' && typeof cvc === 'string') {
      return { type: 'card', number, expiry, cvc };
    }
  }
  throw invalidRequest(
    'parameter_invalid',
    'paymentMethod must be a card (number, expiry, cvc), a wallet, sepa_debit (iban), ideal or bancontact.',
  );
}

/**
 * The card behind a payment method: a wallet's Visa ending 4242, or the typed card once it passes
 * the checks the Payment Element makes before anything reaches Stripe (validation_error).
 */
export function cardOf(method: CardOrWallet, today: IsoDate): CheckedCard {
  if (method.type === 'wallet') return DEMO_WALLET_CARD;
  try {
    return checkCard(method, today);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const code = CODE_OF_MESSAGE[error.message] ?? 'incomplete';
    throw new StripeFailure(400, { type: 'validation_error', code, message: error.message });
  }
}

/** The IBAN typed, once it passes the Payment Element's own check (a validation_error if not). */
export function checkedIban(iban: string): string {
  const problem = ibanProblem(iban);
  if (!problem) return iban;
  throw new StripeFailure(400, {
    type: 'validation_error',
    code: problem,
    message: IBAN_PROBLEMS[problem],
  });
}
