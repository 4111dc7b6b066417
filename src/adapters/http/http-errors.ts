import { AppError, type ErrorCode } from '../../domain/errors';

/**
 * The error body convention of the API: `{ "code": "<port error code>", "message": "<for logs>" }`.
 * The status decides the error; the body's code may only narrow it, and only to a code the call
 * expects: 'promo/invalid' narrows a 400 or 422, 'checkout/already-subscribed' narrows a 409.
 */
export interface ApiErrorBody {
  code: string;
  message?: string;
}

/** Each code an error body may name, and the code of the statuses it narrows. */
export const NARROWS: Partial<Record<ErrorCode, ErrorCode>> = {
  'promo/invalid': 'api/bad-request',
  'checkout/already-subscribed': 'api/conflict',
  // A retried renewal the bank declined again (POST …/payment-retry answers 402).
  'payments/card-declined': 'api/bad-request',
  // The API checks the token's auth_time before an e-mail change or a deletion (DESIGN.md, Trust).
  'identity/requires-recent-login': 'api/unauthorized',
  // The law's contract calls: the limit of requests (429), and an owner's link that cannot be used.
  'api/too-many-requests': 'api/server',
  'contract/link-unknown': 'api/not-found',
  'contract/link-expired': 'api/bad-request',
  'contract/link-used': 'api/conflict',
  // A new e-mail that is not the address of the caller's ID token (DESIGN.md's calls: a 403).
  'profile/email-mismatch': 'api/unauthorized',
  // A gift's code nobody holds (404), one already used (409), too many refused lately (429).
  'gift/unknown-code': 'api/not-found',
  'gift/used-code': 'api/conflict',
  'gift/rate-limited': 'api/server',
};

/** What a status that is not a success means; null when no API answers so (a redirect, say). */
export function codeOfStatus(status: number): ErrorCode | null {
  if (status === 401 || status === 403) return 'api/unauthorized';
  if (status === 404) return 'api/not-found';
  if (status === 409) return 'api/conflict';
  if (status === 408) return 'network/timeout';
  // Too many requests: the server cannot serve it now, which is no fault of the request.
  if (status === 429 || (status >= 500 && status <= 599)) return 'api/server';
  if (status >= 400 && status <= 499) return 'api/bad-request';
  return null;
}

/** A server message is kept for logs, within reason. */
const MAX_MESSAGE = 500;

function bodyOf(text: string): Partial<ApiErrorBody> {
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body !== 'object' || body === null) return {};
    const { code, message } = body as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message.slice(0, MAX_MESSAGE) : undefined,
    };
  } catch {
    // An error page in HTML or plain text: the status alone tells what went wrong.
    return {};
  }
}

/**
 * The AppError of a failed answer: the status' code, narrowed by the body's code when the call
 * expects that code and it narrows that status.
 */
export function errorOfAnswer(
  status: number,
  text: string,
  expected: readonly ErrorCode[],
  what: string,
): AppError {
  const byStatus = codeOfStatus(status);
  if (byStatus === null) {
    return new AppError('api/invalid-response', `${what} answered with status ${status}.`);
  }
  const { code, message } = bodyOf(text);
  const narrowed = expected.find((candidate) => candidate === code);
  const final = narrowed && NARROWS[narrowed] === byStatus ? narrowed : byStatus;
  return new AppError(final, message ?? `${what} answered with status ${status}.`);
}
