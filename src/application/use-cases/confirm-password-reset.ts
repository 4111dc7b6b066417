import { FIELD_ERRORS, newPasswordError } from '../../domain/validation';
import { passwordAsSaved } from '../../domain/password';
import type { IdentityProvider } from '../ports/identity-provider';
import { ValidationError } from '../validation-error';

/** Sets the new, trimmed password for a reset code. */
export class ConfirmPasswordReset {
  constructor(private readonly identity: IdentityProvider) {}

  async execute({
    oobCode,
    password,
  }: {
    oobCode: string | null;
    password: string;
  }): Promise<void> {
    const trimmed = passwordAsSaved(password);
    if (!oobCode) throw new ValidationError({ password: FIELD_ERRORS.invalidLink });
    const error = newPasswordError(trimmed);
    if (error) throw new ValidationError({ password: error });
    await this.identity.confirmPasswordReset(oobCode, trimmed);
  }
}
