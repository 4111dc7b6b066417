import type { CheckoutPreview } from '../../domain/checkout-preview';
import type { ConsentRecord } from '../../domain/consent';
import type { PersonName } from '../../domain/display-name';
import type { ProfileField } from '../../domain/validation';
import type { User } from '../../domain/subscription';

export interface ProfileDetails extends PersonName {
  email: string;
}

export interface CheckoutRequest {
  productId: string;
  promoCode: string | null;
}

export interface ClientSecret {
  clientSecret: string;
}

/**
 * The product's REST API (SPEC.md section 7). Every call but the visitor's promo preview carries the
 * bearer token. Failures reject with an AppError: 'api/…', 'promo/invalid', 'checkout/…' or 'network/…'.
 */
export interface UserApi {
  /** PATCH users */
  saveProfile(token: string, details: ProfileDetails): Promise<void>;
  /** GET /users/me */
  getMe(token: string): Promise<User>;
  /** PATCH /users/me with one field */
  updateMe(token: string, field: ProfileField, value: string): Promise<void>;
  /** DELETE /users/me */
  deleteMe(token: string): Promise<void>;
  /** POST users/me/checkout-session (automaticTax false) */
  createCheckoutSession(token: string, request: CheckoutRequest): Promise<ClientSecret>;
  /** GET users/me/checkout-session; token null for a visitor */
  previewCheckoutSession(token: string | null, request: CheckoutRequest): Promise<CheckoutPreview>;
  /** POST /users/me/setup-intent */
  createSetupIntent(token: string): Promise<ClientSecret>;
  /** PATCH /users/me/payment-method */
  updatePaymentMethod(token: string, paymentMethodId: string): Promise<void>;
  /** DELETE /users/me/subscription */
  cancelSubscription(token: string, reason: string): Promise<void>;
  /**
   * POST /users/me/subscription/resume (DESIGN.md): turns renewal back on while a cancelled
   * subscription still has access. 'api/conflict' when there is nothing to resume.
   */
  resumeSubscription(token: string): Promise<void>;
  /**
   * POST /users/me/consents (DESIGN.md): the terms shown when the person paid. The back end keeps
   * it and e-mails the member an acknowledgment of the schedule and how to cancel.
   */
  recordConsent(token: string, consent: ConsentRecord): Promise<void>;
}
