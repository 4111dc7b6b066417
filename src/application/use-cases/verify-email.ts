import { AppError } from '../../domain/errors';
import type { IdentityProvider, VerifiedEmail } from '../ports/identity-provider';

/** The `mode` of an e-mail verification link (Firebase sends every e-mail action to one page). */
export const VERIFY_EMAIL_MODE = 'verifyEmail';

/** Follows an e-mail verification link: the address is verified, and named. */
export class VerifyEmail {
  constructor(private readonly identity: IdentityProvider) {}

  /** A link without its code is refused ('reset/invalid-link') without asking the provider. */
  async execute(oobCode: string | null): Promise<VerifiedEmail> {
    if (!oobCode) throw new AppError('reset/invalid-link');
    return this.identity.verifyEmail(oobCode);
  }
}
