import { joinDisplayName } from '../../domain/display-name';
import { normaliseEmail } from '../../domain/email';
import { passwordAsSaved } from '../../domain/password';
import { validateSignUp, type SignUpValues } from '../../domain/validation';
import type { IdentityProvider } from '../ports/identity-provider';
import type { Tracking } from '../ports/tracking';
import type { UserApi } from '../ports/user-api';
import { assertValid } from '../validation-error';
import { trackSafely } from './track-safely';

/** Creates the account, saves the name and e-mail, and reports a lead. */
export class SignUp {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
    private readonly tracking: Tracking,
  ) {}

  async execute(values: SignUpValues): Promise<void> {
    assertValid(validateSignUp(values));
    const details = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: normaliseEmail(values.email),
    };
    const password = passwordAsSaved(values.password);
    await this.identity.signUp(details.email, password, joinDisplayName(details));
    await this.userApi.saveProfile(details);
    await trackSafely(this.tracking, { event: 'lead' });
  }
}
