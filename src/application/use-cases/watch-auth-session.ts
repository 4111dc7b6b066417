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
  /**
   * The identity provider names another account than the one last reported (another tab signed in
   * as someone else): said at once, before the auth-state wait and before any call, while its
   * profile is read. The tokens are already that account's, so nothing of the one before may act.
   */
  | { status: 'switching'; uid: string }
  | { status: 'signedIn'; uid: string; user: User; provider: AuthProviderId | null }
  /** `uid`: the account the identity provider reported, whose profile could not be read. */
  | { status: 'failed'; uid: string; error: AppError };

/**
 * Follows the identity provider. When it reports a user, waits the auth-state delay, then saves the
 * name and e-mail and loads the user. Only the newest report is delivered. The end of a session,
 * and another account in place of the one last reported, are delivered at the provider's first
 * word, in the same task (DESIGN.md, "A switch of account locks the tab at once").
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
    // The account the listener last heard of (signed in, switching to, or failed to load).
    let named: string | null = null;
    const deliver = (snapshot: AuthSnapshot) => {
      named = snapshot.status === 'signedOut' ? null : snapshot.uid;
      listener(snapshot);
    };
    const stop = this.identity.onUserChanged((user) => {
      const report = ++latest;
      const isNewest = () => report === latest;
      if (!user) {
        deliver({ status: 'signedOut' });
        return;
      }
      if (named !== null && named !== user.uid) deliver({ status: 'switching', uid: user.uid });
      void this.snapshotOf(user, isNewest).then((snapshot) => {
        if (snapshot && isNewest()) deliver(snapshot);
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
    user: IdentityUser,
    isNewest: () => boolean,
  ): Promise<AuthSnapshot | null> {
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
