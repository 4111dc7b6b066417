import type { CheckoutPreview } from '../../domain/checkout-preview';
import type { ConsentRecord } from '../../domain/consent';
import { AppError, isAppError } from '../../domain/errors';
import type { User } from '../../domain/subscription';
import type { ProfileField } from '../../domain/validation';
import type {
  CheckoutRequest,
  ClientSecret,
  ProfileDetails,
  UserApi,
} from '../../application/ports/user-api';
import { HttpClient, type FetchLike } from './http-request';
import { parseCheckoutPreview, parseClientSecret } from './parse-checkout';
import { parseUser } from './parse-user';

export interface HttpUserApiOptions {
  /** The API's address; its paths are resolved below it ('https://api.example.com/v1/'). */
  baseUrl: string;
  /** How long a call may take, answer included, before it fails as 'network/timeout'. */
  timeoutMs?: number;
  fetch?: FetchLike;
}

const CHECKOUT_SESSION = 'users/me/checkout-session';

/**
 * The product's REST API of SPEC.md section 7 over fetch. Errors follow http-errors.ts: the status
 * decides the code, and a `{ "code": … }` body narrows it to 'promo/invalid' or
 * 'checkout/already-subscribed' where a call can fail so.
 */
export class HttpUserApi implements UserApi {
  private readonly http: HttpClient;

  constructor({ baseUrl, timeoutMs = 15_000, fetch = globalThis.fetch }: HttpUserApiOptions) {
    this.http = new HttpClient({ baseUrl, timeoutMs, fetch });
  }

  saveProfile(token: string, { firstName, lastName, email }: ProfileDetails): Promise<void> {
    return this.http.send({
      method: 'PATCH',
      path: 'users',
      body: { firstName, lastName, email },
      token,
    });
  }

  async getMe(token: string): Promise<User> {
    return parseUser(await this.http.json({ method: 'GET', path: 'users/me', token }));
  }

  async updateMe(token: string, field: ProfileField, value: string): Promise<void> {
    try {
      await this.http.send({ method: 'PATCH', path: 'users/me', body: { [field]: value }, token });
    } catch (error) {
      // DESIGN.md: a 409 on an e-mail change means another account uses that address.
      if (field === 'email' && isAppError(error) && error.code === 'api/conflict') {
        throw new AppError('profile/email-taken', error.message);
      }
      throw error;
    }
  }

  deleteMe(token: string): Promise<void> {
    return this.http.send({ method: 'DELETE', path: 'users/me', token });
  }

  async createCheckoutSession(
    token: string,
    { productId, promoCode }: CheckoutRequest,
  ): Promise<ClientSecret> {
    const answer = await this.http.json({
      method: 'POST',
      path: CHECKOUT_SESSION,
      // No promo code: the key is left out, as the API takes it as optional.
      body: { productId, ...(promoCode === null ? {} : { promoCode }), automaticTax: false },
      token,
      expected: ['promo/invalid', 'checkout/already-subscribed'],
    });
    return parseClientSecret(answer);
  }

  async previewCheckoutSession(
    token: string | null,
    { productId, promoCode }: CheckoutRequest,
  ): Promise<CheckoutPreview> {
    const answer = await this.http.json({
      method: 'GET',
      path: CHECKOUT_SESSION,
      query: { promo_code: promoCode, product_id: productId },
      token,
      expected: ['promo/invalid'],
    });
    return parseCheckoutPreview(answer);
  }

  async createSetupIntent(token: string): Promise<ClientSecret> {
    const answer = await this.http.json({ method: 'POST', path: 'users/me/setup-intent', token });
    return parseClientSecret(answer);
  }

  updatePaymentMethod(token: string, paymentMethodId: string): Promise<void> {
    return this.http.send({
      method: 'PATCH',
      path: 'users/me/payment-method',
      body: { paymentMethodId },
      token,
    });
  }

  cancelSubscription(token: string, reason: string): Promise<void> {
    return this.http.send({
      method: 'DELETE',
      path: 'users/me/subscription',
      body: { reason },
      token,
    });
  }

  resumeSubscription(token: string): Promise<void> {
    return this.http.send({ method: 'POST', path: 'users/me/subscription/resume', token });
  }

  recordConsent(token: string, { termsVersion, schedule, shownAt }: ConsentRecord): Promise<void> {
    return this.http.send({
      method: 'POST',
      path: 'users/me/consents',
      body: { termsVersion, schedule, shownAt },
      token,
    });
  }
}
