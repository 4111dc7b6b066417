import { AppError } from '../../domain/errors';
import type { IdentityProvider } from '../ports/identity-provider';

export interface ResetLink {
  oobCode: string | null;
  mode: string | null;
}

export const RESET_PASSWORD_MODE = 'resetPassword';

/** Reads a reset link: the e-mail its code was issued for, or 'reset/invalid-link'. */
export class VerifyResetCode {
  constructor(private readonly identity: IdentityProvider) {}

  async execute({ oobCode, mode }: ResetLink): Promise<string> {
    if (!oobCode || mode !== RESET_PASSWORD_MODE) throw new AppError('reset/invalid-link');
    return this.identity.verifyPasswordResetCode(oobCode);
  }
}
