import { passwordAsSaved } from '../../domain/password';
import { validateCurrentPassword } from '../../domain/validation';
import type { IdentityProvider, ReauthenticationProof } from '../ports/identity-provider';
import { ValidationError } from '../validation-error';

/**
 * The signed-in person proves again who they are (their password, or their provider's popup), so
 * that a sensitive change refused for a stale sign-in can go ahead.
 */
export class Reauthenticate {
  constructor(private readonly identity: IdentityProvider) {}

  execute(proof: ReauthenticationProof): Promise<void> {
    // No await before the popup's call: a browser opens it only within the click's own task.
    if ('provider' in proof) return this.identity.reauthenticate(proof);
    const error = validateCurrentPassword(proof.password);
    if (error) return Promise.reject(new ValidationError({ password: error }));
    return this.identity.reauthenticate({ password: passwordAsSaved(proof.password) });
  }
}
