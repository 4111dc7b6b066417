import { AppError } from '../../domain/errors';
import type { IdentityProvider, RecoveredEmail } from '../ports/identity-provider';

/** The `mode` of the link that undoes a change of sign-in address, mailed to the old address. */
export const RECOVER_EMAIL_MODE = 'recoverEmail';

/**
 * Follows the link that undoes a change of sign-in address: the old address signs in again. The
 * product API's copy of the address follows at the next sign-in, which saves the identity
 * provider's name and e-mail (PATCH users) as every sign-in does.
 */
export class RecoverEmail {
  constructor(private readonly identity: IdentityProvider) {}

  /** A link without its code is refused ('reset/invalid-link') without asking the provider. */
  async execute(oobCode: string | null): Promise<RecoveredEmail> {
    if (!oobCode) throw new AppError('reset/invalid-link');
    return this.identity.recoverEmail(oobCode);
  }
}
