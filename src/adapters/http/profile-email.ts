import { AppError, isAppError, type ErrorCode } from '../../domain/errors';

/**
 * The API takes a new e-mail (PATCH users, PATCH /users/me) only when it is the address the
 * caller's ID token names: a 403 whose body names 'profile/email-mismatch' otherwise.
 */
export const EMAIL_OF_THE_TOKEN: readonly ErrorCode[] = ['profile/email-mismatch'];

/** DESIGN.md: a 409 on a call with an e-mail means another account uses that address. */
export function emailTakenOnConflict(error: unknown): never {
  if (isAppError(error) && error.code === 'api/conflict') {
    throw new AppError('profile/email-taken', error.message);
  }
  throw error;
}
