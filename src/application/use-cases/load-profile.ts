import type { AuthProviderId } from '../../domain/auth-provider';
import type { User } from '../../domain/subscription';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';

export interface Profile {
  user: User;
  provider: AuthProviderId | null;
}

/** Loads the signed-in user and the provider they signed in with. */
export class LoadProfile {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
  ) {}

  async execute(): Promise<Profile> {
    const [user, provider] = await Promise.all([
      this.userApi.getMe(),
      this.identity.getSignInProvider(),
    ]);
    return { user, provider };
  }
}
