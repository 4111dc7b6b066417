import { AppError } from '../../domain/errors';
import { isSignInStale } from '../../domain/recent-sign-in';
import type { Clock } from '../ports/clock';
import type { IdentityProvider } from '../ports/identity-provider';

/**
 * Before a sensitive change (the e-mail, deleting the account): rejects with
 * 'identity/requires-recent-login' when the person signed in too long ago, so that an unattended
 * session cannot take the account over. Nobody signed in passes: the API refuses that itself.
 */
export async function assertRecentSignIn(identity: IdentityProvider, clock: Clock): Promise<void> {
  const signedInAt = await identity.signedInAt();
  if (signedInAt !== null && isSignInStale(signedInAt, clock.now())) {
    throw new AppError('identity/requires-recent-login', 'This change needs a recent sign-in.');
  }
}
