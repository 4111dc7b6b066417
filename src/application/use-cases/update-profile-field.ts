import type { AuthProviderId } from '../../domain/auth-provider';
import { joinDisplayName } from '../../domain/display-name';
import type { User } from '../../domain/subscription';
import { validateProfileField, type ProfileField } from '../../domain/validation';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';
import { ValidationError } from '../validation-error';
import { assertRecentSignIn } from './recent-sign-in';
import { userAfterChange } from './user-after-change';

/**
 * Saves one field of the profile form and returns the user as the API now has it (null if only
 * that read failed). A new e-mail address needs a recent sign-in (it is how an account is taken
 * over) and changes at the identity provider first: the API takes only the address the caller's
 * ID token names (DESIGN.md, "The sign-in address changes only at the identity provider").
 */
export class UpdateProfileField {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
  ) {}

  async execute(
    field: ProfileField,
    value: string,
    provider: AuthProviderId | null,
  ): Promise<User | null> {
    const error = validateProfileField(field, value, provider);
    if (error) throw new ValidationError({ [field]: error });
    const saved = value.trim();
    if (field === 'email') {
      await assertRecentSignIn(this.identity);
      // Saving the same address again is no change there: a failed save is simply tried again.
      await this.identity.updateEmail(saved);
    }
    await this.userApi.updateMe(field, saved);
    const user = await userAfterChange(this.userApi);
    // Every sign-in saves the identity provider's name (PATCH users): it must be the new one. The
    // field is saved already; a name that fails to follow is mended at the next sign-in.
    if (user && field !== 'email') {
      await this.identity.updateDisplayName(joinDisplayName(user)).catch(() => undefined);
    }
    return user;
  }
}
