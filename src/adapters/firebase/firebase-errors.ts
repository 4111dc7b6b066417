import { AppError, isAppError, type ErrorCode } from '../../domain/errors';

/**
 * What was being done when Firebase failed: its 'auth/user-not-found' means wrong credentials on
 * a sign-in (so an unknown address is not revealed) but an unknown account anywhere else.
 */
export type FirebaseCall = 'sign-in' | 'other';

/** Firebase Auth error codes and the port's codes they become; the rest are 'unknown'. */
const CODES: ReadonlyMap<string, ErrorCode> = new Map(
  Object.entries({
    'auth/invalid-credential': 'identity/invalid-credentials',
    'auth/invalid-login-credentials': 'identity/invalid-credentials',
    'auth/wrong-password': 'identity/invalid-credentials',
    'auth/user-not-found': 'identity/user-not-found',
    'auth/email-already-in-use': 'identity/email-already-in-use',
    'auth/weak-password': 'identity/weak-password',
    'auth/invalid-email': 'identity/invalid-email',
    'auth/popup-closed-by-user': 'identity/popup-closed',
    'auth/cancelled-popup-request': 'identity/popup-closed',
    'auth/popup-blocked': 'identity/popup-blocked',
    'auth/invalid-action-code': 'identity/invalid-action-code',
    'auth/expired-action-code': 'identity/expired-action-code',
    'auth/too-many-requests': 'identity/too-many-requests',
    'auth/network-request-failed': 'network/unavailable',
    'auth/timeout': 'network/timeout',
  } satisfies Record<string, ErrorCode>),
);

/** Our own words for each code, so no vendor code travels on in a message. */
const MESSAGES: Readonly<Partial<Record<ErrorCode, string>>> = {
  'identity/invalid-credentials': 'The e-mail address or password is wrong.',
  'identity/user-not-found': 'There is no account with this e-mail address.',
  'identity/email-already-in-use': 'The e-mail address is already used by another account.',
  'identity/weak-password': 'The password is too weak.',
  'identity/invalid-email': 'The e-mail address is badly formatted.',
  'identity/popup-closed': 'The sign-in window was closed before signing in.',
  'identity/popup-blocked': 'The browser blocked the sign-in window.',
  'identity/invalid-action-code':
    'The link is invalid: it is malformed, expired or has already been used.',
  'identity/expired-action-code': 'The link has expired.',
  'identity/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'network/unavailable': 'The identity service cannot be reached.',
  'network/timeout': 'The identity service did not answer in time.',
};

function firebaseCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' ? code : null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown';
}

/** Turns whatever the Firebase SDK threw into an AppError with one of the port's codes. */
export function toIdentityError(error: unknown, call: FirebaseCall = 'other'): AppError {
  if (isAppError(error)) return error;
  const vendorCode = firebaseCode(error);
  let code = vendorCode === null ? undefined : CODES.get(vendorCode);
  if (code === 'identity/user-not-found' && call === 'sign-in') {
    code = 'identity/invalid-credentials';
  }
  if (!code) return new AppError('unknown', messageOf(error));
  return new AppError(code, MESSAGES[code] ?? code);
}
