import { parseConsentRecord } from '../../src/domain/consent';
import { parseContractCancellation, parseContractWithdrawal } from '../../src/domain/contracts';
import { AppError } from '../../src/domain/errors';
import type { ProfileField } from '../../src/domain/validation';
import type { UserApi } from '../../src/application/ports/user-api';
import type { Answer } from './answers';
import type { Caller } from './bearer-tokens';
import type { IdempotentAnswers } from './idempotency';
import { bodyRecord, optionalString, requiredString } from './request-body';

/** What the back end does beyond the demo world for a caller signed in at the Auth emulator. */
export interface CallerEffects {
  accountDeleted(caller: Caller): Promise<void>;
  emailChanged(caller: Caller, email: string): Promise<void>;
}

export interface Call {
  /** The product API as the caller sees it. */
  api: UserApi;
  /** Null only on a route whose token is optional. */
  caller: Caller | null;
  body: unknown;
  query: URLSearchParams;
  effects: CallerEffects;
  /** The request's Idempotency-Key header; null without one. */
  idempotencyKey: string | null;
  /** The answers kept for idempotency keys, shared by every call to the server. */
  idempotent: IdempotentAnswers;
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

function automaticTaxOf(body: Record<string, unknown>): void {
  const { automaticTax } = body;
  if (automaticTax !== undefined && typeof automaticTax !== 'boolean') {
    throw new AppError('api/bad-request', 'automaticTax must be true or false.');
  }
}

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
        await call.api.updateMe(field, value);
        if (field === 'email' && call.caller) {
          await call.effects.emailChanged(call.caller, value.trim());
        }
        return NO_CONTENT;
      },
    },
    DELETE: {
      token: 'required',
      async handle(call) {
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
        const request = {
          productId: requiredString(body, 'productId'),
          promoCode: optionalString(body, 'promoCode'),
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
        const consent = parseConsentRecord(call.body);
        if (!consent)
          throw new AppError('api/bad-request', 'Send termsVersion, schedule and shownAt.');
        await call.api.recordConsent(consent);
        return NO_CONTENT;
      },
    },
  },
  '/contracts/cancel': {
    POST: {
      // DESIGN.md: the law's cancellation needs no sign-in.
      token: 'optional',
      async handle(call) {
        const cancellation = parseContractCancellation(call.body);
        if (!cancellation) {
          throw new AppError('api/bad-request', 'Send email, contract, kind and endDate.');
        }
        return { status: 200, body: await call.api.cancelContract(cancellation) };
      },
    },
  },
  '/contracts/withdraw': {
    POST: {
      token: 'optional',
      async handle(call) {
        const withdrawal = parseContractWithdrawal(call.body);
        if (!withdrawal) throw new AppError('api/bad-request', 'Send email and contract.');
        return { status: 200, body: await call.api.withdrawFromContract(withdrawal) };
      },
    },
  },
};
