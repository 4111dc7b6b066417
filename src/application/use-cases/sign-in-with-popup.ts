import type { IdentityProvider, IdentityUser, SocialProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';
import { saveIdentityProfile } from './save-identity-profile';

/**
 * Google or Apple in a popup, then the name and e-mail they gave are saved. Where the browser
 * blocks the popup the identity provider may go by a redirect instead; completeRedirect, run as
 * the app starts again, then does what execute does after a popup.
 */
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
    await this.signedIn(await this.identity.signInWithPopup(provider));
  }

  /** Finishes a sign-in that went by a redirect: true when someone came back signed in. */
  async completeRedirect(): Promise<boolean> {
    const user = await this.identity.completeRedirectSignIn();
    if (!user) return false;
    await this.signedIn(user);
    return true;
  }

  /** The follow-up of a social sign-in, however the person came back. */
  private signedIn(user: IdentityUser): Promise<void> {
    return saveIdentityProfile(this.userApi, user);
  }
}
