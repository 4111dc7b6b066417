import { validateDeleteConfirmation } from '../../domain/validation';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';
import { ValidationError } from '../validation-error';
import type { SignOut } from './sign-out';

/** Deletes the account once the person confirmed it is permanent, then signs out. */
export class DeleteAccount {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
    private readonly signOut: SignOut,
  ) {}

  async execute(confirmed: boolean): Promise<void> {
    const error = validateDeleteConfirmation(confirmed);
    if (error) throw new ValidationError({ confirmed: error });
    const token = await this.identity.getIdToken();
    await this.userApi.deleteMe(token);
    // The account is gone: that is the outcome, whatever the sign-out does. A session that
    // outlives it names no account and ends at its next use.
    await this.signOut.execute().catch(() => undefined);
  }
}
