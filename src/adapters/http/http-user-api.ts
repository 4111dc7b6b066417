import type { CheckoutPreview } from '../../domain/checkout-preview';
import type { CheckoutTerms } from '../../domain/consent';
import type { ContractRequestSummary } from '../../domain/contract-confirmation';
import type {
  ContractCancellation,
  ContractReceipt,
  ContractWithdrawal,
} from '../../domain/contracts';
import type { ErrorCode } from '../../domain/errors';
import type { User } from '../../domain/subscription';
import type { ProfileField } from '../../domain/validation';
import type {
  CheckoutRequest,
  CheckoutSessionRequest,
  ClientSecret,
  ProfileDetails,
  UserApi,
} from '../../application/ports/user-api';
import type { IdGenerator } from '../../application/ports/id-generator';
import type { IdTokenSource } from '../../application/ports/identity-provider';
import { RandomIdGenerator } from '../system/random-id-generator';
import { cancelContract, linkCall, withdrawFromContract } from './http-contracts';
import { HttpClient, type FetchLike } from './http-request';
import { EMAIL_OF_THE_TOKEN, emailTakenOnConflict } from './profile-email';
import { parseCheckoutPreview, parseClientSecret } from './parse-checkout';
import { parseUser } from './parse-user';
import {
  parseInvoices,
  parseOffers,
  parsePaymentRetry,
  parsePlanChangePreview,
} from './parse-keeping';
import type {
  Invoice,
  PauseMonths,
  PaymentRetry,
  PlanChangePreview,
  RetentionOffer,
} from '../../domain/keeping-members';
import type { RetryPolicy, Wait } from './retry';

export interface HttpUserApiOptions {
  /** The API's address; its paths are resolved below it ('https://api.example.com/v1/'). */
  baseUrl: string;
  /** The signed-in user's ID tokens: the identity provider. */
  tokens: IdTokenSource;
  /** How long each attempt may take, answer included, before it fails as 'network/timeout'. */
  timeoutMs?: number;
  fetch?: FetchLike;
  /** When a GET or the checkout is tried again (DEFAULT_RETRY of retry.ts unless given). */
  retry?: RetryPolicy;
  /** How the client waits between attempts; a timer unless given. */
  wait?: Wait;
  /** A number in [0, 1) for the jitter of the backoff; Math.random unless given. */
  random?: () => number;
  /** The Idempotency-Key of each checkout; random UUIDs unless given. */
  ids?: IdGenerator;
  /**
   * The language the portal shows now, sent as Accept-Language with every call: the API writes the
   * e-mails a call causes (the acknowledgment of a purchase, a contract's confirmation) in it.
   */
  language?: () => string;
}

/**
 * The request machinery of the product's API with its defaults, which the user API and the gift
 * shop share: one base, timeout, token source, language and retry policy.
 */
export function apiClientOf({
  timeoutMs = 15_000,
  fetch = globalThis.fetch,
  ids = new RandomIdGenerator(),
  ...options
}: HttpUserApiOptions): { http: HttpClient; ids: IdGenerator } {
  return { http: new HttpClient({ ...options, timeoutMs, fetch }), ids };
}

const CHECKOUT_SESSION = 'users/me/checkout-session';
/** The API refuses an e-mail change or a deletion whose token's sign-in is not recent. */
const NEEDS_RECENT_SIGN_IN: readonly ErrorCode[] = ['identity/requires-recent-login'];

/**
 * The product's REST API of SPEC.md section 7 over fetch. Errors follow http-errors.ts: the status
 * decides the code, and a `{ "code": … }` body narrows it to 'promo/invalid' or
 * 'checkout/already-subscribed' where a call can fail so. GETs are retried after a network error,
 * a timeout, a 429 or a 5xx (http-request.ts); so is the checkout, which carries an idempotency key.
 * Every call but the promo preview needs someone signed in; a 401 is tried once more with a fresh
 * ID token.
 */
export class HttpUserApi implements UserApi {
  private readonly http: HttpClient;
  private readonly ids: IdGenerator;

  constructor(options: HttpUserApiOptions) {
    const { http, ids } = apiClientOf(options);
    this.http = http;
    this.ids = ids;
  }

  saveProfile({ firstName, lastName, email }: ProfileDetails): Promise<void> {
    return this.http
      .send({
        method: 'PATCH',
        path: 'users',
        body: { firstName, lastName, email },
        bearer: 'required',
        expected: EMAIL_OF_THE_TOKEN,
      })
      .catch(emailTakenOnConflict);
  }

  async getMe(): Promise<User> {
    return parseUser(await this.http.json({ method: 'GET', path: 'users/me', bearer: 'required' }));
  }

  async updateMe(field: ProfileField, value: string): Promise<void> {
    const sending = this.http.send({
      method: 'PATCH',
      path: 'users/me',
      body: { [field]: value },
      bearer: 'required',
      expected: field === 'email' ? [...NEEDS_RECENT_SIGN_IN, ...EMAIL_OF_THE_TOKEN] : [],
    });
    await (field === 'email' ? sending.catch(emailTakenOnConflict) : sending);
  }

  deleteMe(): Promise<void> {
    return this.http.send({
      method: 'DELETE',
      path: 'users/me',
      bearer: 'required',
      expected: NEEDS_RECENT_SIGN_IN,
    });
  }

  async createCheckoutSession({
    productId,
    promoCode,
    terms,
  }: CheckoutSessionRequest): Promise<ClientSecret> {
    const answer = await this.http.json({
      method: 'POST',
      path: CHECKOUT_SESSION,
      // No promo code (or no waiver): the key is left out, as the API takes it as optional.
      body: {
        productId,
        ...(promoCode === null ? {} : { promoCode }),
        automaticTax: false,
        ...(terms ? termsBody(terms) : {}),
      },
      bearer: 'required',
      expected: ['promo/invalid', 'checkout/already-subscribed'],
      // One key per call, kept on its retries: a retry after a lost answer gets the same session.
      idempotencyKey: this.ids.next(),
    });
    return parseClientSecret(answer);
  }

  async previewCheckoutSession({
    productId,
    promoCode,
  }: CheckoutRequest): Promise<CheckoutPreview> {
    const answer = await this.http.json({
      method: 'GET',
      path: CHECKOUT_SESSION,
      query: { promo_code: promoCode, product_id: productId },
      // DESIGN.md: a member's preview goes with their token, a visitor's without one.
      bearer: 'if-signed-in',
      expected: ['promo/invalid'],
    });
    return parseCheckoutPreview(answer);
  }

  async createSetupIntent(): Promise<ClientSecret> {
    const answer = await this.http.json({
      method: 'POST',
      path: 'users/me/setup-intent',
      bearer: 'required',
    });
    return parseClientSecret(answer);
  }

  updatePaymentMethod(paymentMethodId: string): Promise<void> {
    return this.http.send({
      method: 'PATCH',
      path: 'users/me/payment-method',
      body: { paymentMethodId },
      bearer: 'required',
    });
  }

  cancelSubscription(reason: string): Promise<void> {
    return this.http.send({
      method: 'DELETE',
      path: 'users/me/subscription',
      body: { reason },
      bearer: 'required',
    });
  }

  resumeSubscription(): Promise<void> {
    return this.http.send({
      method: 'POST',
      path: 'users/me/subscription/resume',
      bearer: 'required',
    });
  }

  // --- Keeping members (DESIGN.md, "Extensions to SPEC.md's calls"; issue 31) ---------------

  async listInvoices(): Promise<Invoice[]> {
    return parseInvoices(
      await this.http.json({ method: 'GET', path: 'users/me/invoices', bearer: 'required' }),
    );
  }

  async retryPayment(): Promise<PaymentRetry> {
    const answer = await this.http.json({
      method: 'POST',
      path: 'users/me/subscription/payment-retry',
      bearer: 'required',
      expected: ['payments/card-declined'],
    });
    return parsePaymentRetry(answer);
  }

  async listOffers(reason: string): Promise<RetentionOffer[]> {
    const answer = await this.http.json({
      method: 'GET',
      path: 'users/me/subscription/offers',
      query: { reason },
      bearer: 'required',
    });
    return parseOffers(answer);
  }

  async acceptOffer(offerId: string): Promise<void> {
    await this.http.send({
      method: 'POST',
      path: `users/me/subscription/offers/${encodeURIComponent(offerId)}`,
      bearer: 'required',
    });
  }

  async pauseSubscription(months: PauseMonths): Promise<void> {
    await this.http.send({
      method: 'POST',
      path: 'users/me/subscription/pause',
      body: { months },
      bearer: 'required',
    });
  }

  async previewPlanChange(productId: string): Promise<PlanChangePreview> {
    const answer = await this.http.json({
      method: 'POST',
      path: 'users/me/subscription/plan-change/preview',
      body: { productId },
      bearer: 'required',
    });
    return parsePlanChangePreview(answer);
  }

  async changePlan(productId: string): Promise<void> {
    await this.http.send({
      method: 'POST',
      path: 'users/me/subscription/plan-change',
      body: { productId },
      bearer: 'required',
    });
  }
  // The law's contract calls: http-contracts.ts.
  cancelContract(request: ContractCancellation): Promise<ContractReceipt> {
    return cancelContract(this.http, request);
  }

  withdrawFromContract(request: ContractWithdrawal): Promise<ContractReceipt> {
    return withdrawFromContract(this.http, request);
  }

  previewContractConfirmation(token: string): Promise<ContractRequestSummary> {
    return linkCall(this.http, 'contracts/confirm/preview', token);
  }

  confirmContractRequest(token: string): Promise<ContractRequestSummary> {
    return linkCall(this.http, 'contracts/confirm', token);
  }
}

/** The terms of a checkout session as its body carries them (DESIGN.md's calls). */
function termsBody({ termsVersion, withdrawalWaiver }: CheckoutTerms): Record<string, string> {
  return { termsVersion, ...(withdrawalWaiver ? { withdrawalWaiver } : {}) };
}
