import { normaliseEmail } from '../../domain/email';
import { validateSignIn, type SignInValues } from '../../domain/validation';
import type { IdentityProvider } from '../ports/identity-provider';
import { assertValid } from '../validation-error';
import { passwordAsSaved } from '../../domain/password';

export class SignIn {
  constructor(private readonly identity: IdentityProvider) {}

  async execute(values: SignInValues): Promise<void> {
    assertValid(validateSignIn(values));
    await this.identity.signIn(normaliseEmail(values.email), passwordAsSaved(values.password));
  }
}
