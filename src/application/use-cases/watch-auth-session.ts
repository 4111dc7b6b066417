import type { AuthProviderId } from '../../domain/auth-provider';
import { toAppError, type AppError } from '../../domain/errors';
import type { User } from '../../domain/subscription';
import type { Clock } from '../ports/clock';
import type { IdentityProvider, IdentityUser, Unsubscribe } from '../ports/identity-provider';
import type { AppSettings } from '../ports/settings';
import type { UserApi } from '../ports/user-api';
import { saveIdentityProfile } from './save-identity-profile';

export type AuthSnapshot =
  | { status: 'signedOut' }
  | { status: 'signedIn'; uid: string; user: User; provider: AuthProviderId | null }
  /** `uid`: the account the identity provider reported, whose profile could not be read. */
  | { status: 'failed'; uid: string; error: AppError };

/**
 * Follows the identity provider. When it reports a user, waits the auth-state delay, then saves the
 * name and e-mail and loads the user. Only the newest report is delivered.
 */
export class WatchAuthSession {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
    private readonly clock: Clock,
    private readonly settings: Pick<AppSettings, 'authStateDelayMs'>,
  ) {}

  start(listener: (snapshot: AuthSnapshot) => void): Unsubscribe {
    let latest = 0;
    const stop = this.identity.onUserChanged((user) => {
      const report = ++latest;
      const isNewest = () => report === latest;
      void this.snapshotOf(user, isNewest).then((snapshot) => {
        if (snapshot && isNewest()) listener(snapshot);
      });
    });
    return () => {
      latest++;
      stop();
    };
  }

  /**
   * Null when a newer report overtook this one during the delay: the API now answers as the newer
   * user, so going on would write this user's name onto theirs.
   */
  private async snapshotOf(
    user: IdentityUser | null,
    isNewest: () => boolean,
  ): Promise<AuthSnapshot | null> {
    if (!user) return { status: 'signedOut' };
    try {
      await this.clock.wait(this.settings.authStateDelayMs);
      if (!isNewest()) return null;
      await saveIdentityProfile(this.userApi, user);
      const [me, provider] = await Promise.all([
        this.userApi.getMe(),
        this.identity.getSignInProvider(),
      ]);
      return { status: 'signedIn', uid: user.uid, user: me, provider };
    } catch (error) {
      return { status: 'failed', uid: user.uid, error: toAppError(error) };
    }
  }
}
