import { AUTHENTICATION_CARD, DECLINED_CARD, type CheckedCard } from '../../src/demo/demo-card';
import { settleDebit, startDebit } from '../../src/demo/demo-bank-debits';
import {
  answerRedirect,
  intentIdOf as bankIntentIdOf,
  methodsEnabledFor,
  startRedirect,
} from '../../src/demo/demo-bank-redirects';
import { awaitsBankCheck, settleCheckedRenewal } from '../../src/demo/demo-renewals';
import { completePendingSecret, refuseIfSubscribed } from '../../src/demo/demo-secrets';
import type { DemoWorld } from '../../src/demo/demo-world';
import { isAppError } from '../../src/domain/errors';
import type {
  LocalBankRedirect,
  LocalIntent,
  LocalIntentError,
} from '../stand-ins/stripe/protocol';
import {
  alreadySucceeded,
  authenticationFailure,
  canceledIntent,
  debitFailure,
  DECLINED,
  inState,
  intentIdOf,
  intentObjectOf,
  invalidRequest,
  noSuchIntent,
  notWaitingForCheck,
  StripeFailure,
} from './local-stripe-failure';

/** The payment method a renewal's intent names: the subscription's card, kept by the back end. */
const CARD_ON_FILE = 'pm_local_card_on_file';

/** What the world does not keep about a pending intent: a bank's check under way, a last error. */
type Unfinished =
  | { status: 'requires_action'; card: CheckedCard; paymentMethodId: string }
  | { status: 'requires_payment_method'; lastError: LocalIntentError };

/**
 * Stripe's intents over the demo world's client secrets: pending secrets are intents waiting for a
 * payment method (or for a bank's check), completed secrets succeeded intents.
 */
export class LocalStripeIntents {
  private readonly unfinished = new Map<string, Unfinished>();

  constructor(private readonly world: DemoWorld) {}

  /** Null for a secret the world does not know (any more). */
  find(clientSecret: string): LocalIntent | null {
    const intent = this.statusOf(clientSecret);
    return intent && { ...intent, payment_method_types: this.methodsOf(clientSecret) };
  }

  private statusOf(clientSecret: string): IntentStatus | null {
    const debit = this.debitStatusOf(clientSecret);
    if (debit) return debit;
    const completed = this.world.state.completedSecrets.find(
      (entry) => entry.clientSecret === clientSecret,
    );
    if (completed) return intentOf(clientSecret, 'succeeded', completed.paymentMethodId, null);
    // A renewal's off-session charge that asked for the bank's check, with the card on file.
    if (awaitsBankCheck(this.world.state, clientSecret)) {
      return intentOf(clientSecret, 'requires_action', CARD_ON_FILE, null);
    }
    const state = this.pendingStateOf(clientSecret);
    if (state === null) return null;
    if (this.isDuplicate(clientSecret)) {
      return {
        ...intentOf(clientSecret, 'canceled', null, null),
        cancellation_reason: 'duplicate',
      };
    }
    if (state?.status === 'requires_action') {
      return intentOf(clientSecret, state.status, state.paymentMethodId, null);
    }
    const atTheBank = this.pendingOf(clientSecret)?.redirect;
    if (atTheBank)
      return intentOf(clientSecret, 'requires_action', atTheBank.paymentMethodId, null);
    return intentOf(clientSecret, 'requires_payment_method', null, state?.lastError ?? null);
  }

  /** The ways to pay the Payment Element offers for this intent (euro prices: SEPA and banks too). */
  private methodsOf(clientSecret: string): string[] {
    return methodsEnabledFor(this.world.state, clientSecret);
  }

  /**
   * A SEPA Direct Debit from `iban`: the intent is `processing` until the bank settles it, a few
   * seconds later (src/demo/demo-bank-debits.ts, Stripe's test IBANs), when it is next looked at.
   */
  debit(clientSecret: string, iban: string): LocalIntent {
    this.ensureConfirmable(clientSecret, 'sepa_debit');
    const paymentMethodId = `pm_local_${this.world.newId()}`;
    const now = this.world.clock.now();
    this.world.change((draft) => startDebit(draft, clientSecret, iban, paymentMethodId, now));
    this.unfinished.delete(clientSecret);
    return this.find(clientSecret) as LocalIntent;
  }

  /** iDEAL or Bancontact: the intent waits (requires_action) for the person at their bank's page. */
  redirect(clientSecret: string, method: LocalBankRedirect, returnUrl: string): LocalIntent {
    this.ensureConfirmable(clientSecret, method);
    const paymentMethodId = `pm_local_${this.world.newId()}`;
    this.world.change((draft) =>
      startRedirect(draft, clientSecret, method, returnUrl, paymentMethodId),
    );
    this.unfinished.delete(clientSecret);
    return this.find(clientSecret) as LocalIntent;
  }

  /** The bank's answer to a redirect: authorized, the payment succeeds; failed, it needs another. */
  answerBank(clientSecret: string, authorized: boolean): LocalIntent {
    if (!this.pendingOf(clientSecret)?.redirect) throw notWaitingForCheck(clientSecret);
    const today = this.world.today();
    this.world.change((draft) =>
      answerRedirect(draft, bankIntentIdOf(clientSecret), authorized, today),
    );
    const intent = this.find(clientSecret);
    if (!intent) throw noSuchIntent(clientSecret);
    if (intent.status === 'succeeded' || intent.status === 'canceled') return intent;
    const lastError = authenticationFailure(intentObjectOf(clientSecret));
    this.unfinished.set(clientSecret, { status: 'requires_payment_method', lastError });
    return this.find(clientSecret) as LocalIntent;
  }

  /** Declines, succeeds, or asks for the bank's check, as Stripe does for its test cards. */
  confirm(clientSecret: string, card: CheckedCard): LocalIntent {
    this.ensureConfirmable(clientSecret, 'card');
    if (card.digits === DECLINED_CARD) {
      this.unfinished.set(clientSecret, { status: 'requires_payment_method', lastError: DECLINED });
      throw new StripeFailure(402, { type: 'card_error', ...DECLINED });
    }
    const paymentMethodId = `pm_local_${this.world.newId()}`;
    if (card.digits === AUTHENTICATION_CARD) {
      this.unfinished.set(clientSecret, { status: 'requires_action', card, paymentMethodId });
      return this.find(clientSecret) as LocalIntent;
    }
    return this.complete(clientSecret, card, paymentMethodId);
  }

  /** The bank's check of an intent that asked for it, passed or failed. */
  authenticate(clientSecret: string, passed: boolean): LocalIntent {
    const state = this.pendingStateOf(clientSecret);
    if (state?.status !== 'requires_action') throw notWaitingForCheck(clientSecret);
    if (!passed) {
      const lastError = authenticationFailure(intentObjectOf(clientSecret));
      this.unfinished.set(clientSecret, { status: 'requires_payment_method', lastError });
      return this.find(clientSecret) as LocalIntent;
    }
    try {
      return this.complete(clientSecret, state.card, state.paymentMethodId);
    } catch (error) {
      // The check passed but the world refused the payment: the intent says why.
      if (error instanceof StripeFailure) return this.find(clientSecret) as LocalIntent;
      throw error;
    }
  }

  /**
   * The bank's check of a renewal (handleNextAction): passed, the world takes the renewal as paid;
   * failed, the intent keeps waiting for a check, and Stripe's error says why.
   */
  authenticateRenewal(clientSecret: string, passed: boolean): LocalIntent {
    if (!awaitsBankCheck(this.world.state, clientSecret)) {
      throw this.find(clientSecret) ? notWaitingForCheck(clientSecret) : noSuchIntent(clientSecret);
    }
    if (!passed) {
      throw new StripeFailure(402, {
        type: 'invalid_request_error',
        ...authenticationFailure('payment_intent'),
      });
    }
    const today = this.world.today();
    this.world.change((draft) => settleCheckedRenewal(draft, clientSecret, today));
    return this.find(clientSecret) as LocalIntent;
  }

  /** Before anything reaches a bank: an intent that waits for a payment method of this type. */
  private ensureConfirmable(clientSecret: string, method: string): void {
    const intent = this.find(clientSecret);
    if (!intent) throw noSuchIntent(clientSecret);
    if (intent.status === 'succeeded') throw alreadySucceeded(clientSecret);
    // Refused before the card reaches a bank: the account has its subscription already.
    if (intent.status === 'canceled') throw canceledIntent(intent);
    // Never a second payment while the bank has the first.
    if (intent.status === 'processing') throw inState(clientSecret, 'processing');
    if (!intent.payment_method_types.includes(method)) {
      throw invalidRequest(
        'payment_intent_incompatible_payment_method',
        `The payment method type "${method}" is not activated for this intent.`,
      );
    }
  }

  /** A SEPA debit's intent as the bank has it at this moment: settled once its time has come. */
  private debitStatusOf(clientSecret: string): IntentStatus | null {
    const debit = this.pendingOf(clientSecret)?.debit;
    if (!debit) return null;
    const now = this.world.clock.now();
    const today = this.world.today();
    const report = this.world.change((draft) => settleDebit(draft, clientSecret, now, today));
    if (report?.status === 'processing') {
      return intentOf(clientSecret, 'processing', report.paymentMethodId, null);
    }
    if (report?.status === 'failed') {
      this.unfinished.set(clientSecret, {
        status: 'requires_payment_method',
        lastError: debitFailure(clientSecret),
      });
    }
    return null;
  }

  private pendingOf(clientSecret: string) {
    return this.world.state.pendingSecrets.find((entry) => entry.clientSecret === clientSecret);
  }

  /**
   * A checkout of an account that subscribed through another checkout since it was opened: the
   * back end cancels it as a duplicate, as the demo world refuses to pay it.
   */
  private isDuplicate(clientSecret: string): boolean {
    try {
      refuseIfSubscribed(this.world.state, clientSecret, this.world.today());
      return false;
    } catch (error) {
      if (isAppError(error) && error.code === 'checkout/already-subscribed') return true;
      throw error;
    }
  }

  /** Undefined for a plain pending secret; null for one the world no longer holds as pending. */
  private pendingStateOf(clientSecret: string): Unfinished | undefined | null {
    if (this.world.state.pendingSecrets.some((entry) => entry.clientSecret === clientSecret)) {
      return this.unfinished.get(clientSecret);
    }
    // Completed, or gone with a reset world or a deleted account: nothing is under way any more.
    this.unfinished.delete(clientSecret);
    return null;
  }

  /** The world saves the card and, for a checkout, starts the subscription. */
  private complete(clientSecret: string, card: CheckedCard, paymentMethodId: string): LocalIntent {
    const today = this.world.today();
    try {
      this.world.change((draft) =>
        completePendingSecret(draft, clientSecret, card, paymentMethodId, today),
      );
    } catch (error) {
      if (!isAppError(error)) throw error;
      const canceled = this.find(clientSecret);
      if (canceled?.status === 'canceled') throw canceledIntent(canceled);
      const lastError = {
        code: `${intentObjectOf(clientSecret)}_unexpected_state`,
        message: error.message,
      };
      this.unfinished.set(clientSecret, { status: 'requires_payment_method', lastError });
      throw invalidRequest(lastError.code, lastError.message);
    }
    this.unfinished.delete(clientSecret);
    return this.find(clientSecret) as LocalIntent;
  }
}

/** An intent without what it offers, which find adds. */
type IntentStatus = Omit<LocalIntent, 'payment_method_types'>;

function intentOf(
  clientSecret: string,
  status: LocalIntent['status'],
  paymentMethod: string | null,
  lastError: LocalIntentError | null,
): IntentStatus {
  const object = intentObjectOf(clientSecret);
  return {
    id: intentIdOf(clientSecret),
    object,
    client_secret: clientSecret,
    status,
    payment_method: paymentMethod,
    last_payment_error: object === 'payment_intent' ? lastError : null,
    last_setup_error: object === 'setup_intent' ? lastError : null,
  };
}
