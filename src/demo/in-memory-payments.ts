import { AppError } from '../domain/errors';
import type {
  PaymentConfirmer,
  PaymentOutcome,
  PaymentReport,
  PaymentStatusLookup,
  RenewalConfirmation,
  Wallet,
} from '../application/ports/payments';
import { asAsync } from '../adapters/as-async';
import {
  AUTHENTICATION_CARD,
  checkCard,
  DECLINED_CARD,
  type CardDetails,
  type CheckedCard,
} from './demo-card';
import { IBAN_PROBLEMS } from './demo-card';
import { settleDebit, startDebit } from './demo-bank-debits';
import { demoBankUrlOf, startRedirect } from './demo-bank-redirects';
import type { BankRedirectMethod } from '../domain/payment-methods';
import { ibanProblem } from '../domain/iban';
import { awaitsBankCheck, settleCheckedRenewal } from './demo-renewals';
import { completePendingSecret, refuseIfSubscribed } from './demo-secrets';
import type { DemoWalletChoice } from './demo-state';
import type { DemoWorld } from './demo-world';

/** Asks the person to pass the bank's check (the fake form's dialog); true when they do. */
export type Authenticate = () => Promise<boolean>;

/** The card behind every demo wallet: a Visa ending 4242, as the demo sheet shows. */
export const DEMO_WALLET_CARD: CheckedCard = {
  digits: '4242424242424242',
  brand: 'visa',
  last4: '4242',
};

/** The wallets the demo tools say this browser offers. */
export const WALLETS_OF: Readonly<Record<DemoWalletChoice, readonly Wallet[]>> = {
  none: [],
  applePay: ['applePay'],
  googlePay: ['googlePay'],
  both: ['applePay', 'googlePay'],
};

const declined = () => new AppError('payments/card-declined', 'Your card was declined.');
const unknownPayment = () =>
  new AppError('payments/failed', 'This payment is unknown or has already been completed.');
const notAuthenticated = () =>
  new AppError(
    'payments/authentication-failed',
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  );

/** The fake card provider behind the demo's card form and wallets. It never leaves the page. */
export class InMemoryPayments implements PaymentStatusLookup {
  constructor(private readonly world: DemoWorld) {}

  /** The confirmer the fake form hands the UI once the person has typed a card. */
  confirmer(clientSecret: string, card: CardDetails, authenticate: Authenticate): PaymentConfirmer {
    return {
      confirm: async () => {
        const checked = checkCard(card, this.world.today());
        this.ensurePayable(clientSecret);
        if (checked.digits === DECLINED_CARD) throw declined();
        if (checked.digits === AUTHENTICATION_CARD) await this.authenticateOrFail(authenticate);
        return this.complete(clientSecret, checked);
      },
    };
  }

  /**
   * The confirmer of the demo form's SEPA Direct Debit: an IBAN that Stripe's field would refuse is
   * refused in its words; any other goes to the bank, and the payment is `processing` until the
   * bank settles it (statusOf).
   */
  debitConfirmer(clientSecret: string, iban: () => string): PaymentConfirmer {
    return {
      confirm: () =>
        asAsync((): PaymentOutcome => {
          const problem = ibanProblem(iban());
          // The demo's IBAN field says it under itself, as Stripe's does.
          if (problem) throw new AppError('payments/incomplete', IBAN_PROBLEMS[problem], 'field');
          this.ensurePayable(clientSecret);
          const paymentMethodId = `pm_demo_${this.world.newId()}`;
          const now = this.world.clock.now();
          this.world.change((draft) =>
            startDebit(draft, clientSecret, iban(), paymentMethodId, now),
          );
          return { status: 'processing', paymentMethodId };
        }),
    };
  }

  /**
   * The confirmer of the demo form's iDEAL | Wero or Bancontact: the page leaves for the demo
   * bank's page (`leave`, a full navigation as Stripe's redirect is), which sends the person back
   * to `returnUrl` once they answered; like Stripe.js's, the promise never settles.
   */
  redirectConfirmer(
    clientSecret: string,
    method: BankRedirectMethod,
    leave: (url: string) => void,
  ): PaymentConfirmer {
    return {
      confirm: async (returnUrl) => {
        this.ensurePayable(clientSecret);
        const paymentMethodId = `pm_demo_${this.world.newId()}`;
        this.world.change((draft) =>
          startRedirect(draft, clientSecret, method, returnUrl, paymentMethodId),
        );
        leave(demoBankUrlOf(clientSecret));
        return new Promise<PaymentOutcome>(() => undefined);
      },
    };
  }

  /**
   * The confirmer of a demo wallet's sheet once the person pressed Pay: the demo tools decide
   * whether it succeeds, fails, or needs the bank's check first.
   */
  walletConfirmer(clientSecret: string, authenticate: Authenticate): PaymentConfirmer {
    return {
      confirm: async () => {
        this.ensurePayable(clientSecret);
        const outcome = this.world.takeWalletOutcome();
        if (outcome === 'fails') throw declined();
        if (outcome === 'authentication') await this.authenticateOrFail(authenticate);
        return this.complete(clientSecret, DEMO_WALLET_CARD);
      },
    };
  }

  /**
   * The bank's check of a renewal that asked for it, with the card on file: no form, only the
   * demo bank's dialog (`authenticate`). Passed, the renewal is paid and the member active again.
   */
  renewalConfirmation(authenticate: Authenticate): RenewalConfirmation {
    return {
      confirmRenewal: async (clientSecret) => {
        // The renewal may have been confirmed in another tab a moment ago.
        this.world.refresh();
        if (!awaitsBankCheck(this.world.state, clientSecret)) throw unknownPayment();
        await this.authenticateOrFail(authenticate);
        const today = this.world.today();
        const paymentMethodId = this.world.change((draft) =>
          settleCheckedRenewal(draft, clientSecret, today),
        );
        return { status: 'succeeded', paymentMethodId };
      },
    };
  }

  statusOf(clientSecret: string): Promise<PaymentReport> {
    return asAsync(() => {
      // The payment may have been completed in another tab a moment ago.
      this.world.refresh();
      const now = this.world.clock.now();
      const today = this.world.today();
      const debit = this.world.state.pendingSecrets.some(
        (entry) => entry.clientSecret === clientSecret && entry.debit,
      )
        ? this.world.change((draft) => settleDebit(draft, clientSecret, now, today))
        : null;
      if (debit) return debit;
      const { completedSecrets, pendingSecrets } = this.world.state;
      const completed = completedSecrets.find((entry) => entry.clientSecret === clientSecret);
      if (completed) return { status: 'succeeded', paymentMethodId: completed.paymentMethodId };
      // Left for the bank's page and not answered there yet: Stripe's requires_action.
      const atTheBank = pendingSecrets.find(
        (entry) => entry.clientSecret === clientSecret,
      )?.redirect;
      if (atTheBank)
        return { status: 'requires_action', paymentMethodId: atTheBank.paymentMethodId };
      // Waiting for a card, or one the demo never issued: nothing was paid.
      return { status: 'failed', paymentMethodId: null };
    });
  }

  /**
   * Before the bank is asked anything: a secret this provider issued and still waits on, and not a
   * checkout of an account that has subscribed since it was opened (in another tab, say).
   */
  private ensurePayable(clientSecret: string): void {
    // The account may have subscribed in another tab a moment ago: go by what was saved there.
    this.world.refresh();
    this.ensureKnown(clientSecret);
    // Never a second payment while the bank has the first (DESIGN.md, "Never a second payment").
    const processing = this.world.state.pendingSecrets.some(
      (entry) => entry.clientSecret === clientSecret && entry.debit,
    );
    if (processing) throw new AppError('payments/failed', 'This payment is already processing.');
    refuseIfSubscribed(this.world.state, clientSecret, this.world.today());
  }

  private ensureKnown(clientSecret: string): void {
    const known = this.world.state.pendingSecrets.some(
      (entry) => entry.clientSecret === clientSecret,
    );
    if (!known) throw unknownPayment();
  }

  private async authenticateOrFail(authenticate: Authenticate): Promise<void> {
    if (!(await authenticated(authenticate))) throw notAuthenticated();
  }

  private complete(clientSecret: string, card: CheckedCard): PaymentOutcome {
    const today = this.world.today();
    const paymentMethodId = `pm_demo_${this.world.newId()}`;
    this.world.change((draft) =>
      completePendingSecret(draft, clientSecret, card, paymentMethodId, today),
    );
    return { status: 'succeeded', paymentMethodId };
  }
}

async function authenticated(authenticate: Authenticate): Promise<boolean> {
  try {
    return await authenticate();
  } catch {
    return false;
  }
}
