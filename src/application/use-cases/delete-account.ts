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
    await this.signOut.execute();
  }
}
