import type { CheckoutPreview } from '../../domain/checkout-preview';
import type { ContractRequestSummary } from '../../domain/contract-confirmation';
import type { CheckoutTerms } from '../../domain/consent';
import type {
  ContractCancellation,
  ContractReceipt,
  ContractWithdrawal,
} from '../../domain/contracts';
import type { PersonName } from '../../domain/display-name';
import type { ProfileField } from '../../domain/validation';
import type { User } from '../../domain/subscription';
import type {
  Invoice,
  PauseMonths,
  PaymentRetry,
  PlanChangePreview,
  RetentionOffer,
} from '../../domain/keeping-members';

export interface ProfileDetails extends PersonName {
  email: string;
}

export interface CheckoutRequest {
  productId: string;
  promoCode: string | null;
}

/**
 * A checkout session as the portal opens it: with the terms shown (DESIGN.md, "The back end keeps
 * the consent"). Without terms the back end records no consent with the intent.
 */
export interface CheckoutSessionRequest extends CheckoutRequest {
  terms?: CheckoutTerms;
}

export interface ClientSecret {
  clientSecret: string;
}

/**
 * The product's REST API (SPEC.md section 7), called as whoever is signed in: the adapter finds the
 * caller itself. Every call but the promo preview needs someone signed in ('api/unauthorized'
 * otherwise). Failures reject with an AppError: 'api/…', 'promo/invalid', 'checkout/…' or 'network/…'.
 */
export interface UserApi {
  /**
   * PATCH users. A non-empty `email` is taken only when it is the address in the caller's ID token
   * (the identity provider's word): 'profile/email-mismatch' otherwise, 'profile/email-taken' when
   * another account uses it.
   */
  saveProfile(details: ProfileDetails): Promise<void>;
  /** GET /users/me */
  getMe(): Promise<User>;
  /**
   * PATCH /users/me with one field. A new e-mail changes at the identity provider first: the API
   * takes it only when it is the address in the caller's ID token ('profile/email-mismatch'
   * otherwise; 'profile/email-taken' when another account uses it).
   */
  updateMe(field: ProfileField, value: string): Promise<void>;
  /** DELETE /users/me */
  deleteMe(): Promise<void>;
  /**
   * POST users/me/checkout-session (automaticTax false), with the terms shown. The account's open
   * checkout for the same product and promo code is handed out again (the terms sent now replace
   * those recorded with it), else a new one. The back end records the consent with the intent (the
   * terms, the schedule as it priced it, the time) and, once the provider says the payment
   * succeeded, makes it final and e-mails the member an acknowledgment of the schedule and how to
   * cancel: no call of the portal after the payment is needed for either.
   */
  createCheckoutSession(request: CheckoutSessionRequest): Promise<ClientSecret>;
  /** GET users/me/checkout-session; as a visitor when nobody is signed in */
  previewCheckoutSession(request: CheckoutRequest): Promise<CheckoutPreview>;
  /** POST /users/me/setup-intent */
  createSetupIntent(): Promise<ClientSecret>;
  /** PATCH /users/me/payment-method */
  updatePaymentMethod(paymentMethodId: string): Promise<void>;
  /** DELETE /users/me/subscription */
  cancelSubscription(reason: string): Promise<void>;
  /**
   * POST /users/me/subscription/resume (DESIGN.md): turns renewal back on while a cancelled
   * subscription still has access. 'api/conflict' when there is nothing to resume.
   */
  resumeSubscription(): Promise<void>;

  // --- Keeping members (DESIGN.md, "Extensions to SPEC.md's calls"; issue 31) ---------------
  /** GET /users/me/invoices: the billing history, newest first. */
  listInvoices(): Promise<Invoice[]>;
  /**
   * POST /users/me/subscription/payment-retry: after a card change, charges the failed renewal
   * again. 'api/conflict' when nothing is past due; 'payments/card-declined' when it fails again.
   */
  retryPayment(): Promise<PaymentRetry>;
  /** GET /users/me/subscription/offers?reason=…: at most one retention offer for the reason. */
  listOffers(reason: string): Promise<RetentionOffer[]>;
  /** POST /users/me/subscription/offers/{id}: accepts an offer ('api/not-found' for another). */
  acceptOffer(offerId: string): Promise<void>;
  /** POST /users/me/subscription/pause: pauses billing from the end of the period. */
  pauseSubscription(months: PauseMonths): Promise<void>;
  /** POST /users/me/subscription/plan-change/preview: what a switch to the product costs. */
  previewPlanChange(productId: string): Promise<PlanChangePreview>;
  /** POST /users/me/subscription/plan-change: switches the plan as previewed. */
  changePlan(productId: string): Promise<void>;
  /**
   * POST /contracts/cancel (DESIGN.md), signed in or not: receives a cancellation of the e-mail's
   * contract and e-mails a confirmation to the account's own address. It applies at once only for
   * the signed-in owner of the address (whose answer carries the outcome); anyone else's waits for
   * the owner's one-time link, and its answer never tells whether the address has an account.
   * 'api/bad-request' for a request that is not one; 'api/too-many-requests' beyond the limit.
   */
  cancelContract(request: ContractCancellation): Promise<ContractReceipt>;
  /**
   * POST /contracts/withdraw (DESIGN.md): as cancelContract, for a withdrawal from a contract
   * concluded in the last 14 days (the subscription ends, and is refunded, once it applies).
   */
  withdrawFromContract(request: ContractWithdrawal): Promise<ContractReceipt>;
  /**
   * POST /contracts/confirm/preview {token}, no sign-in needed: what the owner's link would apply,
   * applying nothing. 'contract/link-unknown', 'contract/link-expired' or 'contract/link-used' for
   * a link that cannot be used.
   */
  previewContractConfirmation(token: string): Promise<ContractRequestSummary>;
  /**
   * POST /contracts/confirm {token} (DESIGN.md): the owner's one-time link applies its request as of
   * the time it was received; the errors of previewContractConfirmation otherwise.
   */
  confirmContractRequest(token: string): Promise<ContractRequestSummary>;
}
