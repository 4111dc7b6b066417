/** Every failure that crosses a port carries one of these stable codes; vendor codes never leave adapters. */
export const ERROR_CODES = [
  'identity/invalid-credentials',
  'identity/email-already-in-use',
  'identity/user-not-found',
  'identity/invalid-email',
  'identity/weak-password',
  'identity/popup-closed',
  'identity/popup-blocked',
  'identity/invalid-action-code',
  'identity/expired-action-code',
  'identity/too-many-requests',
  'identity/not-signed-in',
  'identity/account-exists-with-different-credential',
  'identity/user-disabled',
  'identity/operation-not-allowed',
  'identity/unauthorized-domain',
  'identity/not-configured',
  'identity/internal-error',
  'identity/requires-recent-login',
  'identity/session-expired',
  'identity/missing-email',
  'identity/missing-password',
  'identity/quota-exceeded',
  'identity/web-storage-unsupported',
  'identity/unsupported-environment',
  'network/unavailable',
  'network/timeout',
  'api/unauthorized',
  'api/not-found',
  'api/bad-request',
  'api/conflict',
  'api/server',
  'api/invalid-response',
  'api/too-many-requests',
  'profile/email-taken',
  // The API takes a new e-mail only when it is the address in the caller's ID token (403).
  'profile/email-mismatch',
  'storage/unavailable',
  'promo/invalid',
  'checkout/no-product',
  'checkout/already-subscribed',
  // Gifts (DESIGN.md): a code nobody holds, a code already used, too many refused codes lately.
  'gift/unknown-code',
  'gift/used-code',
  'gift/rate-limited',
  'payments/card-declined',
  'payments/invalid-card',
  'payments/authentication-failed',
  'payments/incomplete',
  'payments/failed',
  'reset/invalid-link',
  'validation/invalid',
  'contract/link-unknown',
  'contract/link-expired',
  'contract/link-used',
  'unknown',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Where a failure is said: on the page, or by the form at the field that failed (a card number
 * the payment form's own check refused: the form says it there, so the page must not say it again).
 */
export type ErrorPlace = 'page' | 'field';

export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly place: ErrorPlace = 'page',
  ) {
    super(message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Anything thrown becomes an AppError; an unexpected one keeps its message as 'unknown'. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof Error) return new AppError('unknown', error.message);
  return new AppError('unknown', typeof error === 'string' ? error : 'unknown');
}
