import { validateDeleteConfirmation } from '../../domain/validation';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';
import { ValidationError } from '../validation-error';
import { assertRecentSignIn } from './recent-sign-in';

/** The sign-out that follows a deletion: the portal's own sign-out use case (see the registry). */
interface SignsOut {
  execute(): Promise<void>;
}

/**
 * Deletes the account once the person confirmed it is permanent and signed in recently, then signs
 * out.
 */
export class DeleteAccount {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
    private readonly signOut: SignsOut,
  ) {}

  async execute(confirmed: boolean): Promise<void> {
    const error = validateDeleteConfirmation(confirmed);
    if (error) throw new ValidationError({ confirmed: error });
    await assertRecentSignIn(this.identity);
    await this.userApi.deleteMe();
    // The account is gone: that is the outcome, whatever the sign-out does. A session that
    // outlives it names no account and ends at its next use.
    await this.signOut.execute().catch(() => undefined);
  }
}
