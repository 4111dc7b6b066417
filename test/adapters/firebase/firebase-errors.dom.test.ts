import { FirebaseError } from 'firebase/app';
import { toIdentityError } from '../../../src/adapters/firebase/firebase-errors';
import { AppError, type ErrorCode } from '../../../src/domain/errors';

const failure = (code: string) =>
  new FirebaseError(code, `Firebase: Error (${code}).`, { appName: '[DEFAULT]' });

describe('Firebase errors become port errors', () => {
  it.each<[string, ErrorCode, string]>([
    [
      'auth/invalid-credential',
      'identity/invalid-credentials',
      'The e-mail address or password is wrong.',
    ],
    [
      'auth/invalid-login-credentials',
      'identity/invalid-credentials',
      'The e-mail address or password is wrong.',
    ],
    [
      'auth/wrong-password',
      'identity/invalid-credentials',
      'The e-mail address or password is wrong.',
    ],
    [
      'auth/user-not-found',
      'identity/user-not-found',
      'There is no account with this e-mail address.',
    ],
    [
      'auth/email-already-in-use',
      'identity/email-already-in-use',
      'The e-mail address is already used by another account.',
    ],
    ['auth/weak-password', 'identity/weak-password', 'The password is too weak.'],
    [
      'auth/password-does-not-meet-requirements',
      'identity/weak-password',
      'The password is too weak.',
    ],
    ['auth/invalid-email', 'identity/invalid-email', 'The e-mail address is badly formatted.'],
    [
      'auth/invalid-recipient-email',
      'identity/invalid-email',
      'The e-mail address is badly formatted.',
    ],
    ['auth/missing-email', 'identity/missing-email', 'No e-mail address was given.'],
    ['auth/missing-password', 'identity/missing-password', 'No password was given.'],
    [
      'auth/popup-closed-by-user',
      'identity/popup-closed',
      'The sign-in window was closed before signing in.',
    ],
    [
      'auth/cancelled-popup-request',
      'identity/popup-closed',
      'The sign-in window was closed before signing in.',
    ],
    [
      'auth/user-cancelled',
      'identity/popup-closed',
      'The sign-in window was closed before signing in.',
    ],
    [
      'auth/redirect-cancelled-by-user',
      'identity/popup-closed',
      'The sign-in window was closed before signing in.',
    ],
    ['auth/popup-blocked', 'identity/popup-blocked', 'The browser blocked the sign-in window.'],
    [
      'auth/account-exists-with-different-credential',
      'identity/account-exists-with-different-credential',
      'An account with this e-mail address already exists with another sign-in method.',
    ],
    [
      'auth/invalid-action-code',
      'identity/invalid-action-code',
      'The link is invalid: it is malformed, expired or has already been used.',
    ],
    ['auth/expired-action-code', 'identity/expired-action-code', 'The link has expired.'],
    ['auth/user-disabled', 'identity/user-disabled', 'The account has been disabled.'],
    [
      'auth/operation-not-allowed',
      'identity/operation-not-allowed',
      'This sign-in method is not enabled.',
    ],
    [
      'auth/admin-restricted-operation',
      'identity/operation-not-allowed',
      'This sign-in method is not enabled.',
    ],
    [
      'auth/unauthorized-domain',
      'identity/unauthorized-domain',
      'Sign-in is not allowed from this domain.',
    ],
    ...[
      'auth/invalid-api-key',
      'auth/app-not-authorized',
      'auth/auth-domain-config-required',
      'auth/invalid-sender',
      'auth/invalid-message-payload',
    ].map((vendorCode): [string, ErrorCode, string] => [
      vendorCode,
      'identity/not-configured',
      'The identity service is not configured correctly for this site.',
    ]),
    ['auth/internal-error', 'identity/internal-error', 'The identity service failed.'],
    [
      'auth/requires-recent-login',
      'identity/requires-recent-login',
      'This needs a recent sign-in: the user must sign in again.',
    ],
    [
      'auth/user-token-expired',
      'identity/session-expired',
      'The session has expired: the user must sign in again.',
    ],
    [
      'auth/invalid-user-token',
      'identity/session-expired',
      'The session has expired: the user must sign in again.',
    ],
    [
      'auth/too-many-requests',
      'identity/too-many-requests',
      'Too many attempts. Please wait a moment and try again.',
    ],
    ['auth/quota-exceeded', 'identity/quota-exceeded', 'The identity service quota is exceeded.'],
    [
      'auth/web-storage-unsupported',
      'identity/web-storage-unsupported',
      'The browser does not allow web storage.',
    ],
    [
      'auth/operation-not-supported-in-this-environment',
      'identity/unsupported-environment',
      'This sign-in method does not work in this environment.',
    ],
    [
      'auth/cors-unsupported',
      'identity/unsupported-environment',
      'This sign-in method does not work in this environment.',
    ],
    [
      'auth/network-request-failed',
      'network/unavailable',
      'The identity service cannot be reached.',
    ],
    ['auth/timeout', 'network/timeout', 'The identity service did not answer in time.'],
  ])('%s becomes %s, in words of our own: %p', (vendorCode, code, message) => {
    const error = toIdentityError(failure(vendorCode));

    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('says the same whatever call failed, but for an unknown account on sign-in', () => {
    for (const vendorCode of [
      'auth/user-disabled',
      'auth/account-exists-with-different-credential',
    ]) {
      expect(toIdentityError(failure(vendorCode), 'sign-in')).toEqual(
        toIdentityError(failure(vendorCode), 'other'),
      );
    }
  });

  it('keeps the e-mail an existing account carries out of the message', () => {
    const email = 'jordan.park@example.com';
    const existing = new FirebaseError(
      'auth/account-exists-with-different-credential',
      'Firebase: Error (auth/account-exists-with-different-credential).',
      { appName: '[DEFAULT]', email },
    );

    const error = toIdentityError(existing, 'sign-in');

    expect(error.code).toBe('identity/account-exists-with-different-credential');
    expect(error.message).toBe(toIdentityError(failure(existing.code)).message);
    expect(error.message).not.toContain(email);
  });

  it('answers an unknown account on sign-in like a wrong password, so neither is revealed', () => {
    expect(toIdentityError(failure('auth/user-not-found'), 'sign-in').code).toBe(
      'identity/invalid-credentials',
    );
    expect(toIdentityError(failure('auth/wrong-password'), 'sign-in').code).toBe(
      'identity/invalid-credentials',
    );
    expect(toIdentityError(failure('auth/user-not-found'), 'other').code).toBe(
      'identity/user-not-found',
    );
  });

  it('keeps the message of anything else as unknown', () => {
    // Multi-factor sign-in is not offered by the portal, so it has no code of its own.
    const fromFirebase = toIdentityError(failure('auth/multi-factor-auth-required'));
    const plain = toIdentityError(new TypeError('x is undefined'));
    const thrown = toIdentityError('went wrong');
    const odd = toIdentityError({ code: 42 });

    expect(fromFirebase).toMatchObject({
      code: 'unknown',
      message: 'Firebase: Error (auth/multi-factor-auth-required).',
    });
    expect(plain).toMatchObject({ code: 'unknown', message: 'x is undefined' });
    expect(thrown).toMatchObject({ code: 'unknown', message: 'went wrong' });
    expect(odd).toMatchObject({ code: 'unknown', message: 'unknown' });
  });

  it('passes an AppError through untouched', () => {
    const error = new AppError('identity/not-signed-in', 'Nobody is signed in.');

    expect(toIdentityError(error)).toBe(error);
  });

  it('does not mistake inherited names for codes', () => {
    expect(toIdentityError({ code: 'constructor' }).code).toBe('unknown');
  });
});
