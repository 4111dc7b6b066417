import { parseCheckoutTerms, type CheckoutTerms } from '../../src/domain/consent';
import { isPauseMonths } from '../../src/domain/keeping-members';
import { AppError } from '../../src/domain/errors';
import type { ProfileField } from '../../src/domain/validation';
import type { AttemptLimit } from '../../src/domain/attempt-limit';
import type { UserApi } from '../../src/application/ports/user-api';
import type { GiftShop } from '../../src/application/ports/gift-shop';
import type { InMemoryUserApi } from '../../src/demo/in-memory-user-api';
import type { Answer } from './answers';
import type { Caller } from './bearer-tokens';
import { CONTRACT_ROUTES } from './contract-routes';
import type { IdempotentAnswers } from './idempotency';
import { GIFT_ROUTES } from './gift-routes';
import { bodyRecord, optionalString, requiredString } from './request-body';

/** What the back end does beyond the demo world for a caller signed in at the Auth emulator. */
export interface CallerEffects {
  accountDeleted(caller: Caller): Promise<void>;
}

/**
 * The product API as the server serves it: the port, and POST /users/me/consents, which the portal
 * no longer calls (the consent goes with the checkout's intent) but an older portal may.
 */
export type ServedUserApi = UserApi & Pick<InMemoryUserApi, 'recordConsent'>;

export interface Call {
  /** The product API as the caller sees it. */
  api: ServedUserApi;
  gifts: GiftShop;
  /** Null only on a route whose token is optional. */
  caller: Caller | null;
  body: unknown;
  query: URLSearchParams;
  effects: CallerEffects;
  /** The last segment of a path with an id (…/offers/{id}); null on any other path. */
  pathId?: string | null;
  /** The request's Idempotency-Key header; null without one. */
  idempotencyKey: string | null;
  /** The answers kept for idempotency keys, shared by every call to the server. */
  idempotent: IdempotentAnswers;
  /** Counts this call against its client's (IP address's) limit; 'api/too-many-requests' beyond. */
  countClientAttempt: (limit: AttemptLimit) => void;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Route {
  /** The visitor's promo preview is the one call without a token. */
  token: 'required' | 'optional';
  handle(call: Call): Promise<Answer>;
}

const NO_CONTENT: Answer = { status: 204 };
const PROFILE_FIELDS: readonly string[] = ['firstName', 'lastName', 'email'];

function tokenOf(call: Call): string {
  if (!call.caller) throw new AppError('api/unauthorized', 'This call needs a bearer token.');
  return call.caller.token;
}

/** DESIGN.md, Trust: the back end checks the token's auth_time before a sensitive change too. */
function assertRecentSignIn(call: Call): void {
  if (call.caller && !call.caller.recentSignIn) {
    throw new AppError('identity/requires-recent-login', 'The sign-in is older than 5 minutes.');
  }
}

/** PATCH users/me changes exactly one of the profile's fields. */
function oneField(body: unknown): { field: ProfileField; value: string } {
  const record = bodyRecord(body);
  const keys = Object.keys(record);
  const [field] = keys;
  if (keys.length !== 1 || field === undefined || !PROFILE_FIELDS.includes(field)) {
    throw new AppError('api/bad-request', 'Send exactly one of firstName, lastName or email.');
  }
  return { field: field as ProfileField, value: requiredString(record, field) };
}

/** The terms shown, where the checkout session carries them (DESIGN.md's calls); null without. */
function termsOf(body: Record<string, unknown>): CheckoutTerms | null {
  if (body.termsVersion === undefined && body.withdrawalWaiver === undefined) return null;
  const terms = parseCheckoutTerms(body);
  if (!terms) {
    throw new AppError('api/bad-request', 'Send termsVersion, and withdrawalWaiver as words.');
  }
  return terms;
}

function automaticTaxOf(body: Record<string, unknown>): void {
  const { automaticTax } = body;
  if (automaticTax !== undefined && typeof automaticTax !== 'boolean') {
    throw new AppError('api/bad-request', 'automaticTax must be true or false.');
  }
}

/** The path of the offer routes with an id, as routeOf in handler.ts matches it. */
export const OFFER_PATH = '/users/me/subscription/offers/{id}';

const KEEPING_ROUTES: Record<string, Partial<Record<HttpMethod, Route>>> = {
  '/users/me/invoices': {
    GET: {
      token: 'required',
      async handle(call) {
        return { status: 200, body: await call.api.listInvoices() };
      },
    },
  },
  '/users/me/subscription/payment-retry': {
    POST: {
      token: 'required',
      async handle(call) {
        return { status: 200, body: await call.api.retryPayment() };
      },
    },
  },
  '/users/me/subscription/offers': {
    GET: {
      token: 'required',
      async handle(call) {
        const reason = call.query.get('reason');
        if (!reason) throw new AppError('api/bad-request', 'reason is required.');
        return { status: 200, body: await call.api.listOffers(reason) };
      },
    },
  },
  [OFFER_PATH]: {
    POST: {
      token: 'required',
      async handle(call) {
        await call.api.acceptOffer(call.pathId ?? '');
        return { status: 200, body: (await call.api.getMe()).subscription };
      },
    },
  },
  '/users/me/subscription/pause': {
    POST: {
      token: 'required',
      async handle(call) {
        const { months } = bodyRecord(call.body);
        if (!isPauseMonths(months)) throw new AppError('api/bad-request', 'months is 1, 2 or 3.');
        await call.api.pauseSubscription(months);
        return { status: 200, body: (await call.api.getMe()).subscription };
      },
    },
  },
  '/users/me/subscription/plan-change/preview': {
    POST: {
      token: 'required',
      async handle(call) {
        const productId = requiredString(bodyRecord(call.body), 'productId');
        return { status: 200, body: await call.api.previewPlanChange(productId) };
      },
    },
  },
  '/users/me/subscription/plan-change': {
    POST: {
      token: 'required',
      async handle(call) {
        const productId = requiredString(bodyRecord(call.body), 'productId');
        await call.api.changePlan(productId);
        return { status: 200, body: (await call.api.getMe()).subscription };
      },
    },
  },
};

/** The REST table of SPEC.md section 7, served over the demo world. */
export const ROUTES: Record<string, Partial<Record<HttpMethod, Route>>> = {
  '/users': {
    PATCH: {
      token: 'required',
      async handle(call) {
        const body = bodyRecord(call.body);
        await call.api.saveProfile({
          firstName: requiredString(body, 'firstName'),
          lastName: requiredString(body, 'lastName'),
          email: requiredString(body, 'email'),
        });
        return NO_CONTENT;
      },
    },
  },
  '/users/me': {
    GET: {
      token: 'required',
      async handle(call) {
        return { status: 200, body: await call.api.getMe() };
      },
    },
    PATCH: {
      token: 'required',
      async handle(call) {
        const { field, value } = oneField(call.body);
        if (field === 'email') assertRecentSignIn(call);
        // The address changed at the identity provider: the API takes the ID token's word for it.
        await call.api.updateMe(field, value);
        return NO_CONTENT;
      },
    },
    DELETE: {
      token: 'required',
      async handle(call) {
        assertRecentSignIn(call);
        await call.api.deleteMe();
        if (call.caller) await call.effects.accountDeleted(call.caller);
        return NO_CONTENT;
      },
    },
  },
  '/users/me/checkout-session': {
    POST: {
      token: 'required',
      async handle(call) {
        const body = bodyRecord(call.body);
        automaticTaxOf(body);
        const token = tokenOf(call);
        const terms = termsOf(body);
        const request = {
          productId: requiredString(body, 'productId'),
          promoCode: optionalString(body, 'promoCode'),
          ...(terms ? { terms } : {}),
        };
        // A retry with the checkout's key gets the session it started, not a second one.
        return call.idempotent.answer(token, call.idempotencyKey, ['checkout', body], async () => ({
          status: 200,
          body: await call.api.createCheckoutSession(request),
        }));
      },
    },
    GET: {
      token: 'optional',
      async handle(call) {
        const productId = call.query.get('product_id');
        if (!productId) throw new AppError('api/bad-request', 'product_id is required.');
        const preview = await call.api.previewCheckoutSession({
          productId,
          promoCode: call.query.get('promo_code'),
        });
        return { status: 200, body: preview };
      },
    },
  },
  '/users/me/setup-intent': {
    POST: {
      token: 'required',
      async handle(call) {
        return { status: 200, body: await call.api.createSetupIntent() };
      },
    },
  },
  '/users/me/payment-method': {
    PATCH: {
      token: 'required',
      async handle(call) {
        const paymentMethodId = requiredString(bodyRecord(call.body), 'paymentMethodId');
        await call.api.updatePaymentMethod(paymentMethodId);
        return NO_CONTENT;
      },
    },
  },
  '/users/me/subscription': {
    DELETE: {
      token: 'required',
      async handle(call) {
        const reason = requiredString(bodyRecord(call.body), 'reason');
        await call.api.cancelSubscription(reason);
        return NO_CONTENT;
      },
    },
  },
  '/users/me/subscription/resume': {
    POST: {
      token: 'required',
      async handle(call) {
        await call.api.resumeSubscription();
        return NO_CONTENT;
      },
    },
  },
  '/users/me/consents': {
    POST: {
      token: 'required',
      async handle(call) {
        // Validated against the record kept with the paid intent; never stored as sent.
        await call.api.recordConsent(call.body);
        return NO_CONTENT;
      },
    },
  },
  // --- Keeping members (DESIGN.md, "Extensions to SPEC.md's calls"; issue 31) -----------------
  ...KEEPING_ROUTES,
  // --- The law's contract calls (DESIGN.md; contract-routes.ts) ------------------------------
  ...CONTRACT_ROUTES,
  ...GIFT_ROUTES,
};
