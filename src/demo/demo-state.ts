import type { AuthProviderId } from '../domain/auth-provider';
import type { ConsentRecord } from '../domain/consent';
import type { IsoDate } from '../domain/dates';
import type { BankRedirectMethod } from '../domain/payment-methods';
import type { RetentionOffer } from '../domain/keeping-members';
import type { Subscription } from '../domain/subscription';
import type { TrackingChoice } from '../domain/tracking-consent';
import type { TrackingEvent } from '../application/ports/tracking';
import type { DemoContractAttempt, DemoContractRequest } from './demo-contract-state';
import type { DemoGift, DemoGiftAccess, DemoGiftAttempt } from './demo-gift-state';

export const PORT_NAMES = ['identity', 'userApi', 'payments', 'orders', 'tracking', 'geo'] as const;
export type PortName = (typeof PORT_NAMES)[number];

export const DEMO_COUNTRIES = ['US', 'GB', 'DE', 'FR', 'ES'] as const;
export type DemoCountry = (typeof DEMO_COUNTRIES)[number];

/** A sign-in at the identity provider. A social account has no password until it resets one. */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string | null;
  displayName: string | null;
  provider: AuthProviderId;
  photoURL: string | null;
}

/** What the product API keeps about a user. */
export interface DemoProfile {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  profilePictureURL: string | null;
  subscription: Subscription | null;
  /** While paused: the renewal day the pause replaced, so that a resume before it keeps it. */
  pausedRenewsAt?: IsoDate | null;
  /** A retention offer's discount, counted down by the renewals that use it. */
  retentionDiscount?: DemoDiscount | null;
  /** The membership redeemed gifts give (demo-gifts.ts). */
  giftAccess?: DemoGiftAccess | null;
}

/** A discounted price for a number of charges, the first of them on `firstOn`. */
export interface DemoDiscount {
  price: number;
  payments: number;
  firstOn: IsoDate;
}

/** A charge of a member's billing history (keeping members). */
export interface DemoInvoice {
  uid: string;
  id: string;
  date: IsoDate;
  amount: number;
  currency: string;
  status: 'paid' | 'open' | 'failed' | 'refunded';
  receiptUrl: string | null;
}

/** A retention offer made to a member, kept until accepted or replaced by another. */
export interface DemoOffer {
  uid: string;
  offer: RetentionOffer;
}

export interface IssuedToken {
  token: string;
  uid: string;
}

export interface ResetCode {
  oobCode: string;
  uid: string;
}

/** What the link of an identity e-mail does: the `mode` of Firebase's action links. */
export type EmailActionMode = 'resetPassword' | 'verifyEmail' | 'recoverEmail';

/**
 * The code of an e-mail that verifies an address (verifyEmail) or puts back the sign-in address a
 * change replaced (recoverEmail). `email` is the address verified, or the one put back.
 */
export interface EmailCode {
  oobCode: string;
  uid: string;
  mode: Exclude<EmailActionMode, 'resetPassword'>;
  email: string;
}

/** One e-mail of the identity provider (a reset, a verification, a recovery), as the demo tools show it. */
export interface OutboxEntry {
  email: string;
  oobCode: string;
  link: string;
  sentAt: IsoDate;
  /** Absent in a world saved before there were e-mails other than resets. */
  mode?: EmailActionMode;
}

/** The terms a member was shown when they paid, made final when the provider said it succeeded. */
export interface DemoConsent {
  uid: string;
  record: ConsentRecord;
  /** The intent the consent was recorded with; absent in a world saved before it was. */
  clientSecret?: string;
}

/** The consent recorded with a checkout's intent, and the language its acknowledgment is written in. */
export interface PendingConsent {
  record: ConsentRecord;
  language: string;
}

/** One acknowledgment of the terms, e-mailed when a consent is recorded. */
export interface AcknowledgmentEntry {
  email: string;
  subject: string;
  body: string;
  sentAt: IsoDate;
  /** The e-mail's one link, where it has one: a contract request's one-time link, a gift's /redeem link. */
  link?: string;
}

/** A checkout starts a subscription once paid; a setup only saves a card; a gift pays a gift. */
export type SecretKind = 'checkout' | 'setup' | 'gift';

export interface PendingSecret {
  clientSecret: string;
  kind: SecretKind;
  uid: string;
  productId: string | null;
  promoCode: string | null;
  /** A checkout's terms as the portal showed them; absent when it sent none. */
  consent?: PendingConsent;
  /** A SEPA debit confirmed for it, with the bank until `settlesAt` (demo-bank-debits.ts). */
  debit?: PendingDebit;
  /** An iDEAL or Bancontact payment waiting at the demo bank's page (demo-bank-redirects.ts). */
  redirect?: PendingRedirect;
}

export interface PendingRedirect {
  method: BankRedirectMethod;
  /** The portal's return URL, where the bank sends the person back. */
  returnUrl: string;
  paymentMethodId: string;
}

export interface PendingDebit {
  last4: string;
  paymentMethodId: string;
  /** When the bank settles it (an ISO 8601 timestamp). */
  settlesAt: string;
  /** The debit the bank refuses (Stripe's failing test IBAN). */
  fails: boolean;
}

/** A payment or setup the demo completed: what the provider answers when asked about it later. */
export interface CompletedSecret {
  clientSecret: string;
  uid: string;
  paymentMethodId: string;
}

export interface SavedPaymentMethod {
  id: string;
  uid: string;
  brand: string;
  last4: string;
}

export interface Cancellation {
  uid: string;
  reason: string;
  cancelledAt: IsoDate;
}

/** Who is signed in, and how: the provider named in their ID token. */
export interface DemoSession {
  uid: string;
  provider: AuthProviderId;
  /**
   * When they last proved who they are (the ID token's auth_time), an ISO 8601 timestamp. Absent in
   * a world saved before sensitive changes asked for a recent sign-in: a time unknown, so too old.
   */
  signedInAt?: string;
}

/** Which demo wallet buttons the payment form shows, as if the browser offered them. */
export const DEMO_WALLET_CHOICES = ['none', 'applePay', 'googlePay', 'both'] as const;
export type DemoWalletChoice = (typeof DEMO_WALLET_CHOICES)[number];

/** How the next wallet payment ends; it is back to 'succeeds' once used. */
export const DEMO_WALLET_OUTCOMES = ['succeeds', 'fails', 'authentication'] as const;
export type DemoWalletOutcome = (typeof DEMO_WALLET_OUTCOMES)[number];

export interface DemoSettings {
  country: DemoCountry;
  latencyMs: number;
  failNextCall: PortName | null;
  /** Ports whose next call waits until it is released (DemoWorld.holdNextCall). */
  holdNextCall: PortName[];
  wallets: DemoWalletChoice;
  nextWalletPayment: DemoWalletOutcome;
}

/** The demo tools' settings of a fresh world. */
export const DEFAULT_DEMO_SETTINGS: DemoSettings = {
  country: 'US',
  latencyMs: 0,
  failNextCall: null,
  holdNextCall: [],
  wallets: 'both',
  nextWalletPayment: 'succeeds',
};

export interface DemoState {
  version: 1;
  accounts: DemoAccount[];
  profiles: DemoProfile[];
  tokens: IssuedToken[];
  resetCodes: ResetCode[];
  emailCodes: EmailCode[];
  session: DemoSession | null;
  outbox: OutboxEntry[];
  pendingSecrets: PendingSecret[];
  completedSecrets: CompletedSecret[];
  paymentMethods: SavedPaymentMethod[];
  cancellations: Cancellation[];
  consents: DemoConsent[];
  acknowledgments: AcknowledgmentEntry[];
  events: TrackingEvent[];
  /** The visitor's tracking choice, kept as a browser keeps it (shown in the demo tools). */
  trackingConsent: TrackingChoice | null;
  settings: DemoSettings;
  invoices: DemoInvoice[];
  offers: DemoOffer[];
  contractRequests: DemoContractRequest[];
  contractAttempts: DemoContractAttempt[];
  gifts: DemoGift[];
  giftAttempts: DemoGiftAttempt[];
}

export type DeepReadonly<T> = T extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;
