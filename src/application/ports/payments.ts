import type { BillingSchedule } from '../../domain/billing-schedule';
import type { AppError } from '../../domain/errors';
import type { PaymentStatus } from '../../domain/order';

/** How a confirmation ended when the page was not sent away to the return URL. */
export interface PaymentOutcome {
  status: 'succeeded' | 'processing';
  /** The payment method saved by a setup confirmation, when the provider names one. */
  paymentMethodId: string | null;
}

/**
 * Confirms the payment or setup behind a client secret with what the person typed into the mounted
 * payment form, or approved in a wallet's sheet. A `pi_` secret confirms a payment, a `seti_`
 * secret a setup. It may send the page to `returnUrl` instead of resolving. Failures reject with an
 * AppError whose code starts with 'payments/' and whose message is the provider's own words, or with
 * 'checkout/already-subscribed' when the checkout's account subscribed since it was opened (in
 * another tab, say): that one is refused before any card is charged, and nothing is replaced.
 */
export interface PaymentConfirmer {
  confirm(returnUrl: string): Promise<PaymentOutcome>;
}

/**
 * Confirms a renewal's payment intent (the `pi_` secret of a past-due subscription's payment
 * issue) with the card the subscription already has: the bank's check (3-D Secure) the renewal
 * asked for, which the provider shows itself. No card form is mounted and the page stays where it
 * is. Failures reject as a PaymentConfirmer's do: 'payments/authentication-failed' when the check
 * is not passed, 'payments/failed' for a renewal the provider does not know or has settled.
 */
export interface RenewalConfirmation {
  confirmRenewal(clientSecret: string): Promise<PaymentOutcome>;
}

/**
 * Asks the payment provider, never the address bar, how the payment or setup behind one client
 * secret (the intent the order or the card change was opened with) stands: the return from a
 * redirect carries a status anyone can type. It never rejects: a secret the provider does not know
 * is 'failed', and a provider that cannot be asked (its script did not load, the network is down)
 * answers 'unknown', which nothing may take for a payment.
 */
export interface PaymentStatusLookup {
  statusOf(clientSecret: string): Promise<PaymentReport>;
}

/** What the provider says of a payment or setup. */
export interface PaymentReport {
  status: PaymentStatus;
  /** The payment method it used or saved, when the provider names one. */
  paymentMethodId: string | null;
}

/** The wallets an express checkout can offer, each only where the browser offers it. */
export const WALLETS = ['applePay', 'googlePay', 'link'] as const;
export type Wallet = (typeof WALLETS)[number];

/** The page's own sentences for a schedule (src/ui/shared/billing), for sheets that take text. */
export interface WalletSheetWords {
  /** The plan as the sheet lists it: 'Mindful Yearly'. */
  label: string;
  /** The terms in one paragraph: today, the trial, the charges, how to cancel. */
  description: string;
  trial: string | null;
  firstCharge: string;
  laterCharges: string;
}

/**
 * Express checkout beside the card form: wallet buttons, each opening the wallet's own sheet.
 * The sheet shows the same schedule as the page; once the person approves it, the page confirms
 * through its own path with the confirmer it is handed, exactly as for a card. `View` is what the
 * UI renders with (a React node), so that terms and summary keep the page's one wording.
 */
export interface ExpressCheckout<View> {
  /** What the person commits to; null for a setup, where nothing is charged. */
  schedule: BillingSchedule | null;
  words: WalletSheetWords;
  /** Where the person manages or cancels the subscription (Apple Pay's managementURL). */
  managementUrl: string;
  /** The page's terms, shown directly above the wallet buttons, which commit to them too. */
  terms: View;
  /** The page's summary of the schedule, for a sheet the portal draws itself. */
  summary: View;
  /** The e-mail of the account paying, for a sheet the portal draws itself. */
  email: string | null;
  /**
   * The person approved the sheet: the page confirms with this confirmer. It rejects with the
   * confirmation's AppError, which the form then also shows in the sheet.
   */
  onConfirm: (confirmer: PaymentConfirmer) => Promise<void>;
  /** The person closed the sheet without paying; the page stays as it was. */
  onCancel?: () => void;
  /** Which wallets this browser offers, once the form knows (an empty list: none). */
  onWallets?: (wallets: readonly Wallet[]) => void;
}

/** What the UI hands a payment form (the adapter's React component) and hears back from it. */
export interface PaymentFormProps<View = unknown> {
  clientSecret: string;
  /** Called once the form can confirm, with the confirmer for this client secret. */
  onReady: (confirmer: PaymentConfirmer) => void;
  /**
   * Called when the form itself cannot be shown (the provider's script or form failed to load).
   * The form says so in place and offers a retry; onReady follows if a retry succeeds.
   */
  onError?: (error: AppError) => void;
  /** Wallet buttons above the card form, when the page offers express checkout. */
  express?: ExpressCheckout<View>;
}
