import { AppError, isAppError, type ErrorCode } from '../../domain/errors';

/**
 * What was being done when Firebase failed: its 'auth/user-not-found' means wrong credentials on
 * a sign-in (so an unknown address is not revealed) but an unknown account anywhere else.
 */
export type FirebaseCall = 'sign-in' | 'other';

/**
 * Firebase Auth error codes and the port's codes they become; the rest are 'unknown'. The list
 * covers what the SDK raises for the calls FirebaseIdentityProvider makes (see AuthErrorCode in
 * @firebase/auth); codes of features the portal does not use (phone, MFA, action code settings,
 * tenants) are left out. An e-mail action code that was already used reads as invalid: Firebase
 * does not tell the two apart.
 */
const CODES: ReadonlyMap<string, ErrorCode> = new Map(
  Object.entries({
    'auth/invalid-credential': 'identity/invalid-credentials',
    'auth/invalid-login-credentials': 'identity/invalid-credentials',
    'auth/wrong-password': 'identity/invalid-credentials',
    // A reauthentication that signed in someone else than the person signed in here.
    'auth/user-mismatch': 'identity/invalid-credentials',
    'auth/user-not-found': 'identity/user-not-found',
    'auth/email-already-in-use': 'identity/email-already-in-use',
    'auth/weak-password': 'identity/weak-password',
    // A project password policy refused it: to the person, a password that is too weak.
    'auth/password-does-not-meet-requirements': 'identity/weak-password',
    'auth/invalid-email': 'identity/invalid-email',
    'auth/invalid-recipient-email': 'identity/invalid-email',
    'auth/missing-email': 'identity/missing-email',
    'auth/missing-password': 'identity/missing-password',
    'auth/popup-closed-by-user': 'identity/popup-closed',
    'auth/cancelled-popup-request': 'identity/popup-closed',
    // The person refused the provider the permissions asked for: they gave up, as on closing it.
    'auth/user-cancelled': 'identity/popup-closed',
    // The same, on the provider's page a blocked popup was replaced by (see firebase-popup).
    'auth/redirect-cancelled-by-user': 'identity/popup-closed',
    'auth/popup-blocked': 'identity/popup-blocked',
    'auth/account-exists-with-different-credential':
      'identity/account-exists-with-different-credential',
    'auth/invalid-action-code': 'identity/invalid-action-code',
    'auth/expired-action-code': 'identity/expired-action-code',
    'auth/user-disabled': 'identity/user-disabled',
    'auth/operation-not-allowed': 'identity/operation-not-allowed',
    // The project lets nobody sign up on their own: this way of creating an account is off.
    'auth/admin-restricted-operation': 'identity/operation-not-allowed',
    'auth/unauthorized-domain': 'identity/unauthorized-domain',
    'auth/invalid-api-key': 'identity/not-configured',
    'auth/app-not-authorized': 'identity/not-configured',
    'auth/auth-domain-config-required': 'identity/not-configured',
    'auth/invalid-sender': 'identity/not-configured',
    'auth/invalid-message-payload': 'identity/not-configured',
    'auth/internal-error': 'identity/internal-error',
    'auth/requires-recent-login': 'identity/requires-recent-login',
    'auth/user-token-expired': 'identity/session-expired',
    'auth/invalid-user-token': 'identity/session-expired',
    'auth/too-many-requests': 'identity/too-many-requests',
    'auth/quota-exceeded': 'identity/quota-exceeded',
    'auth/web-storage-unsupported': 'identity/web-storage-unsupported',
    'auth/operation-not-supported-in-this-environment': 'identity/unsupported-environment',
    'auth/cors-unsupported': 'identity/unsupported-environment',
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
  'identity/account-exists-with-different-credential':
    'An account with this e-mail address already exists with another sign-in method.',
  'identity/user-disabled': 'The account has been disabled.',
  'identity/operation-not-allowed': 'This sign-in method is not enabled.',
  'identity/unauthorized-domain': 'Sign-in is not allowed from this domain.',
  'identity/not-configured': 'The identity service is not configured correctly for this site.',
  'identity/internal-error': 'The identity service failed.',
  'identity/requires-recent-login': 'This needs a recent sign-in: the user must sign in again.',
  'identity/session-expired': 'The session has expired: the user must sign in again.',
  'identity/missing-email': 'No e-mail address was given.',
  'identity/missing-password': 'No password was given.',
  'identity/quota-exceeded': 'The identity service quota is exceeded.',
  'identity/web-storage-unsupported': 'The browser does not allow web storage.',
  'identity/unsupported-environment': 'This sign-in method does not work in this environment.',
  'network/unavailable': 'The identity service cannot be reached.',
  'network/timeout': 'The identity service did not answer in time.',
};

function firebaseCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error;
  return typeof code === 'string' ? code : null;
}

/** Whether the SDK threw this Firebase error code. */
export function hasFirebaseCode(error: unknown, code: string): boolean {
  return firebaseCode(error) === code;
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
