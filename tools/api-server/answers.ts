import type { ServerResponse } from 'node:http';
import { isAppError, type ErrorCode } from '../../src/domain/errors';
import type { ApiErrorBody } from '../../src/adapters/http/http-errors';

/** A handler's answer: a status and, for most, a JSON body. */
export interface Answer {
  status: number;
  body?: unknown;
  /** A body that is not JSON (the local Stripe's page and script), with its Content-Type. */
  text?: { type: string; content: string };
  headers?: Record<string, string>;
}

/**
 * The status of each error the in-memory API throws. The body names the code (http-errors.ts), so
 * a client can tell an invalid promo code from another bad request, and a second subscription from
 * another conflict.
 */
const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  'api/unauthorized': 401,
  'api/not-found': 404,
  'api/bad-request': 400,
  'validation/invalid': 400,
  'promo/invalid': 422,
  'api/conflict': 409,
  'checkout/already-subscribed': 409,
  'profile/email-taken': 409,
  // DESIGN.md's calls: an e-mail that is not the address of the caller's ID token.
  'profile/email-mismatch': 403,
  'payments/card-declined': 402,
  // docs/backend-contract.md: a 401 whose body names the reason.
  'identity/requires-recent-login': 401,
  // The law's contract calls: the limit of requests, and an owner's link that cannot be used.
  'api/too-many-requests': 429,
  'contract/link-unknown': 404,
  'contract/link-expired': 410,
  'contract/link-used': 409,
  // A gift's code: nobody holds it, it was used, or too many were refused lately.
  'gift/unknown-code': 404,
  'gift/used-code': 409,
  'gift/rate-limited': 429,
};

/** A refusal that says when to try again (too many refused gift codes), as Retry-After. */
function retryAfterOf(error: unknown): Record<string, string> {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? { 'Retry-After': String(seconds) } : {};
}

export function errorAnswer(error: unknown): Answer {
  const status = isAppError(error) ? STATUS_OF[error.code] : undefined;
  if (isAppError(error) && status !== undefined) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    return { status, body, headers: retryAfterOf(error) };
  }
  const message = error instanceof Error ? error.message : String(error);
  const body: ApiErrorBody = { code: 'api/server', message };
  return { status: 500, body };
}

export function writeAnswer(
  response: ServerResponse,
  { status, body, text, headers = {} }: Answer,
  cors: Record<string, string>,
): void {
  const all: Record<string, string> = { ...cors, 'Cache-Control': 'no-store', ...headers };
  const payload =
    text ??
    (body === undefined
      ? undefined
      : { type: 'application/json; charset=utf-8', content: JSON.stringify(body) });
  if (payload === undefined) {
    response.writeHead(status, all).end();
    return;
  }
  response
    .writeHead(status, {
      ...all,
      'Content-Type': payload.type,
      'Content-Length': String(Buffer.byteLength(payload.content)),
    })
    .end(payload.content);
}
