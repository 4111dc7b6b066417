import { AppError } from '../../domain/errors';
import { isSignInStale } from '../../domain/recent-sign-in';
import type { IdentityProvider } from '../ports/identity-provider';

/**
 * Before a sensitive change (the e-mail, deleting the account): rejects with
 * 'identity/requires-recent-login' when the person signed in too long ago, so that an unattended
 * session cannot take the account over. Measured by the provider's clock alone (a fresh token's
 * auth_time and iat), never the device's. Nobody signed in passes: the API refuses that itself.
 */
export async function assertRecentSignIn(identity: IdentityProvider): Promise<void> {
  const times = await identity.signInTimes();
  if (times !== null && isSignInStale(times)) {
    throw new AppError('identity/requires-recent-login', 'This change needs a recent sign-in.');
  }
}
