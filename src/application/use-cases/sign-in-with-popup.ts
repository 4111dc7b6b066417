import type { IdentityProvider, SocialProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';
import { saveIdentityProfile } from './save-identity-profile';

/** Google or Apple in a popup, then the name and e-mail they gave are saved. */
export class SignInWithPopup {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
  ) {}

  /** Readies the popups while the page that offers them is open (see the port). */
  prepare(): Promise<void> {
    return this.identity.prepareSocialSignIn();
  }

  async execute(provider: SocialProvider): Promise<void> {
    const user = await this.identity.signInWithPopup(provider);
    await saveIdentityProfile(this.userApi, user);
  }
}
