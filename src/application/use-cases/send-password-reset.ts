import { normaliseEmail } from '../../domain/email';
import { validateForgotPassword } from '../../domain/validation';
import type { IdentityProvider } from '../ports/identity-provider';
import { assertValid } from '../validation-error';

/** Sends the password-reset e-mail, from the forgot-password page or the profile. */
export class SendPasswordReset {
  constructor(private readonly identity: IdentityProvider) {}

  async execute(email: string): Promise<void> {
    assertValid(validateForgotPassword({ email }));
    await this.identity.sendPasswordResetEmail(normaliseEmail(email));
  }
}
