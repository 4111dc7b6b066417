import { toAuthProvider, type AuthProviderId } from '../../domain/auth-provider';
import { AppError } from '../../domain/errors';
import type { SignInTimes } from '../../domain/recent-sign-in';
import type {
  IdentityProvider,
  IdentityUser,
  IdTokenSource,
  ReauthenticationProof,
  RecoveredEmail,
  SocialProvider,
  Unsubscribe,
  VerifiedEmail,
} from '../../application/ports/identity-provider';
import { sessionStorageOf } from '../browser/session-storage';
import type { StorageLike } from '../../ui/kit/safe-storage';
import type * as FirebaseAuthSession from './firebase-auth-session';
import type * as FirebasePopup from './firebase-popup';
import { hasFirebaseCode, toIdentityError, type FirebaseCall } from './firebase-errors';
import type { FirebaseSettings } from './firebase-settings';
import { RedirectMark } from './redirect-mark';
import { loadAuthSession, loadPopup } from './firebase-chunks';
import { signInTimesOf, toIdentityUser } from './firebase-user';
import { applyActionCodeOfKind, type ActionCodeKind } from './firebase-action-codes';

interface Session {
  sdk: typeof FirebaseAuthSession;
  auth: FirebaseAuthSession.Auth;
}

type UserListener = (user: IdentityUser | null) => void;

/** Everything a popup needs, at hand: the started SDK and the popup's own chunk. */
interface PopupReady {
  auth: FirebaseAuthSession.Auth;
  popup: typeof FirebasePopup;
}

const notSignedIn = () => new AppError('identity/not-signed-in', 'Nobody is signed in.');

/**
 * The identity port on Firebase Auth (modular SDK). Nothing of Firebase is imported until the
 * first call: the SDK arrives as a chunk of its own, the popup resolver with the first popup.
 */
export class FirebaseIdentityProvider implements IdentityProvider, IdTokenSource {
  private session: Promise<Session> | null = null;
  private popupReady: PopupReady | null = null;
  private readonly listeners = new Set<UserListener>();
  private readonly redirectMark: RedirectMark;

  /** `redirectMarks`: where a redirect sign-in is remembered across the trip (sessionStorage). */
  constructor(
    private readonly settings: FirebaseSettings,
    redirectMarks: StorageLike = sessionStorageOf(),
  ) {
    this.redirectMark = new RedirectMark(redirectMarks);
  }

  signUp(email: string, password: string, displayName: string): Promise<IdentityUser> {
    return this.call(async ({ sdk, auth }) => {
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
      await sdk.updateProfile(user, { displayName: displayName.trim() || null });
      // A new token, so the name is in the one the API sees first.
      await user.getIdToken(true);
      const named = toIdentityUser(user);
      // Firebase reported the user as soon as it existed, still without the name; a listener
      // that read the profile then would keep a nameless one.
      for (const listener of this.listeners) listener(named);
      return named;
    });
  }

  signIn(email: string, password: string): Promise<IdentityUser> {
    return this.call(async ({ sdk, auth }) => {
      const { user } = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
      return toIdentityUser(user);
    }, 'sign-in');
  }

  async prepareSocialSignIn(): Promise<void> {
    try {
      const [{ auth }, popup] = await Promise.all([
        this.load(),
        loadPopup(this.settings.gapiScriptUrl),
      ]);
      this.popupReady = { auth, popup };
    } catch {
      // The sign-in loads what it lacks and reports its own failure.
    }
  }

  signInWithPopup(provider: SocialProvider): Promise<IdentityUser> {
    const ready = this.popupReady;
    if (ready) {
      // Called before any await: a browser lets only the click's own task open a window.
      return this.popupOrRedirect(ready, provider).then(toIdentityUser, (error) => {
        throw toIdentityError(error, 'sign-in');
      });
    }
    return this.call(async ({ auth }) => {
      const popup = await loadPopup(this.settings.gapiScriptUrl);
      return toIdentityUser(await this.popupOrRedirect({ auth, popup }, provider));
    }, 'sign-in');
  }

  completeRedirectSignIn(): Promise<IdentityUser | null> {
    // Nothing under way (nearly every start): no Firebase, no resolver, no provider iframe.
    if (!this.redirectMark.take()) return Promise.resolve(null);
    return this.call(async ({ auth }) => {
      const popup = await loadPopup(this.settings.gapiScriptUrl);
      const user = await popup.completeProviderRedirect(auth);
      return user && toIdentityUser(user);
    }, 'sign-in');
  }

  signOut(): Promise<void> {
    return this.call(({ sdk, auth }) => sdk.signOut(auth));
  }

  sendPasswordResetEmail(email: string): Promise<void> {
    return this.call(({ sdk, auth }) => sdk.sendPasswordResetEmail(auth, email.trim()));
  }

  verifyPasswordResetCode(oobCode: string): Promise<string> {
    return this.call(({ sdk, auth }) => sdk.verifyPasswordResetCode(auth, oobCode));
  }

  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    return this.call(({ sdk, auth }) => sdk.confirmPasswordReset(auth, oobCode, newPassword));
  }

  async verifyEmail(oobCode: string): Promise<VerifiedEmail> {
    return { email: await this.applyActionCode(oobCode, 'VERIFY_EMAIL') };
  }

  async recoverEmail(oobCode: string): Promise<RecoveredEmail> {
    return { email: await this.applyActionCode(oobCode, 'RECOVER_EMAIL') };
  }

  signInTimes(): Promise<SignInTimes | null> {
    return this.call(async ({ auth }) => {
      const user = await this.currentUser(auth);
      if (!user) return null;
      // A fresh token: a kept one's iat may be up to an hour old, which would make an old sign-in look recent.
      return signInTimesOf(await user.getIdTokenResult(true));
    });
  }

  reauthenticate(proof: ReauthenticationProof): Promise<void> {
    const ready = this.popupReady;
    const user = ready?.auth.currentUser;
    if ('provider' in proof && ready && user) {
      // Called before any await: a browser lets only the click's own task open a window.
      return ready.popup.reauthenticateInProviderPopup(user, proof.provider).catch((error) => {
        throw toIdentityError(error, 'sign-in');
      });
    }
    return this.call(async ({ sdk, auth }) => {
      const current = await this.currentUser(auth);
      if (!current) throw notSignedIn();
      if ('provider' in proof) {
        const popup = await loadPopup(this.settings.gapiScriptUrl);
        await popup.reauthenticateInProviderPopup(current, proof.provider);
        return;
      }
      const credential = sdk.EmailAuthProvider.credential(current.email ?? '', proof.password);
      await sdk.reauthenticateWithCredential(current, credential);
    }, 'sign-in');
  }

  /** Firebase's updateEmail answers with the user's new tokens: the next ID token names the address. */
  updateEmail(email: string): Promise<void> {
    return this.call(async ({ sdk, auth }) => {
      const user = await this.currentUser(auth);
      if (!user) throw notSignedIn();
      await sdk.updateEmail(user, email.trim());
    });
  }

  updateDisplayName(displayName: string): Promise<void> {
    return this.call(async ({ sdk, auth }) => {
      const user = await this.currentUser(auth);
      if (!user) throw notSignedIn();
      await sdk.updateProfile(user, { displayName: displayName.trim() || null });
    });
  }

  idToken({ refresh }: { refresh: boolean }): Promise<string | null> {
    return this.call(async ({ auth }) => {
      const user = await this.currentUser(auth);
      // Unless forced, the SDK hands out the token it keeps and renews it shortly before it expires.
      return user ? user.getIdToken(refresh) : null;
    });
  }

  getSignInProvider(): Promise<AuthProviderId | null> {
    return this.call(async ({ auth }) => {
      const user = await this.currentUser(auth);
      if (!user) return null;
      const { signInProvider } = await user.getIdTokenResult();
      return toAuthProvider(signInProvider);
    });
  }

  onUserChanged(listener: UserListener): Unsubscribe {
    let active = true;
    let stop: Unsubscribe | null = null;
    this.load().then(
      ({ sdk, auth }) => {
        if (!active) return;
        this.listeners.add(listener);
        stop = sdk.onAuthStateChanged(auth, (user) => {
          if (active) listener(user ? toIdentityUser(user) : null);
        });
      },
      // Without the SDK nobody can be signed in: say so rather than leave the portal waiting.
      () => {
        if (active) listener(null);
      },
    );
    return () => {
      active = false;
      this.listeners.delete(listener);
      stop?.();
      stop = null;
    };
  }

  /**
   * Signs in in a popup; where the browser blocks it, by a redirect to the provider's page instead.
   * Safari and Firefox block a popup that is not opened within the click's own task (Firebase may
   * still be loading when the click comes: see prepareSocialSignIn), and some browsers, settings and
   * in-app browsers block every popup. The redirect leaves the page, so what it returns never
   * settles; completeRedirectSignIn finishes the sign-in when the app starts again. Without
   * sessionStorage to remember that, there is no redirect: the popup's failure stands.
   */
  private popupOrRedirect(
    { auth, popup }: PopupReady,
    provider: SocialProvider,
  ): Promise<FirebaseAuthSession.User> {
    return popup.signInWithProviderPopup(auth, provider).catch(async (error: unknown) => {
      if (!hasFirebaseCode(error, 'auth/popup-blocked') || !this.redirectMark.set()) throw error;
      try {
        return await popup.signInWithProviderRedirect(auth, provider);
      } catch (redirectError) {
        this.redirectMark.clear();
        throw redirectError;
      }
    });
  }

  private applyActionCode(oobCode: string, kind: ActionCodeKind): Promise<string> {
    return this.call(({ sdk, auth }) => applyActionCodeOfKind(sdk, auth, oobCode, kind));
  }

  /** The user once Firebase has read its persisted session, or null. */
  private async currentUser(
    auth: FirebaseAuthSession.Auth,
  ): Promise<FirebaseAuthSession.User | null> {
    await auth.authStateReady();
    return auth.currentUser;
  }

  /** Loads the SDK and starts Auth once; a failed load is tried again by the next call. */
  private load(): Promise<Session> {
    this.session ??= loadAuthSession(this.settings).catch((error: unknown) => {
      this.session = null;
      throw error;
    });
    return this.session;
  }

  /** Runs work on the started SDK; whatever fails leaves as an AppError. */
  private async call<Result>(
    work: (session: Session) => Promise<Result>,
    kind: FirebaseCall = 'other',
  ): Promise<Result> {
    try {
      return await work(await this.load());
    } catch (error) {
      throw toIdentityError(error, kind);
    }
  }
}
