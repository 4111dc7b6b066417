import { FirebaseError } from 'firebase/app';
import { toIdentityError } from '../../../src/adapters/firebase/firebase-errors';
import { AppError, type ErrorCode } from '../../../src/domain/errors';

const failure = (code: string) =>
  new FirebaseError(code, `Firebase: Error (${code}).`, { appName: '[DEFAULT]' });

describe('Firebase errors become port errors', () => {
  it.each<[string, ErrorCode]>([
    ['auth/invalid-credential', 'identity/invalid-credentials'],
    ['auth/invalid-login-credentials', 'identity/invalid-credentials'],
    ['auth/wrong-password', 'identity/invalid-credentials'],
    ['auth/user-not-found', 'identity/user-not-found'],
    ['auth/email-already-in-use', 'identity/email-already-in-use'],
    ['auth/weak-password', 'identity/weak-password'],
    ['auth/invalid-email', 'identity/invalid-email'],
    ['auth/popup-closed-by-user', 'identity/popup-closed'],
    ['auth/cancelled-popup-request', 'identity/popup-closed'],
    ['auth/popup-blocked', 'identity/popup-blocked'],
    ['auth/invalid-action-code', 'identity/invalid-action-code'],
    ['auth/expired-action-code', 'identity/expired-action-code'],
    ['auth/too-many-requests', 'identity/too-many-requests'],
    ['auth/network-request-failed', 'network/unavailable'],
    ['auth/timeout', 'network/timeout'],
  ])('%s becomes %s, in words of our own', (vendorCode, code) => {
    const error = toIdentityError(failure(vendorCode));

    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.message).not.toMatch(/auth\/|Firebase/u);
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
    const fromFirebase = toIdentityError(failure('auth/operation-not-allowed'));
    const plain = toIdentityError(new TypeError('x is undefined'));
    const thrown = toIdentityError('went wrong');
    const odd = toIdentityError({ code: 42 });

    expect(fromFirebase).toMatchObject({
      code: 'unknown',
      message: 'Firebase: Error (auth/operation-not-allowed).',
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
