import { toAuthProvider, type AuthProviderId } from '../../domain/auth-provider';
import { AppError } from '../../domain/errors';
import type {
  IdentityProvider,
  IdentityUser,
  IdTokenSource,
  SocialProvider,
  Unsubscribe,
} from '../../application/ports/identity-provider';
import type * as FirebaseAuthSession from './firebase-auth-session';
import type * as FirebasePopup from './firebase-popup';
import { toIdentityError, type FirebaseCall } from './firebase-errors';
import type { FirebaseSettings } from './firebase-settings';

interface Session {
  sdk: typeof FirebaseAuthSession;
  auth: FirebaseAuthSession.Auth;
}

/** Everything a popup needs, at hand: the started SDK and the popup's own chunk. */
interface PopupReady {
  auth: FirebaseAuthSession.Auth;
  popup: typeof FirebasePopup;
}

function toIdentityUser(user: FirebaseAuthSession.User): IdentityUser {
  const { uid, email, displayName, photoURL } = user;
  return { uid, email, displayName, photoURL };
}

/** A chunk that does not arrive is the network's fault; the next call tries again. */
async function importChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message})` : '';
    throw new AppError('network/unavailable', `The sign-in service could not be loaded${reason}.`);
  }
}

const loadPopup = () =>
  importChunk(() => import(/* webpackChunkName: "firebase-popup" */ './firebase-popup'));

const notSignedIn = () => new AppError('identity/not-signed-in', 'Nobody is signed in.');

/**
 * The identity port on Firebase Auth (modular SDK). Nothing of Firebase is imported until the
 * first call: the SDK arrives as a chunk of its own, the popup resolver with the first popup.
 */
export class FirebaseIdentityProvider implements IdentityProvider, IdTokenSource {
  private session: Promise<Session> | null = null;
  private popupReady: PopupReady | null = null;

  constructor(private readonly settings: FirebaseSettings) {}

  signUp(email: string, password: string, displayName: string): Promise<IdentityUser> {
    return this.call(async ({ sdk, auth }) => {
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
      await sdk.updateProfile(user, { displayName: displayName.trim() || null });
      // A new token, so the name is in the one the API sees first.
      await user.getIdToken(true);
      return toIdentityUser(user);
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
      const [{ auth }, popup] = await Promise.all([this.load(), loadPopup()]);
      this.popupReady = { auth, popup };
    } catch {
      // The sign-in loads what it lacks and reports its own failure.
    }
  }

  signInWithPopup(provider: SocialProvider): Promise<IdentityUser> {
    const ready = this.popupReady;
    if (ready) {
      // Called before any await: a browser lets only the click's own task open a window.
      return ready.popup
        .signInWithProviderPopup(ready.auth, provider)
        .then(toIdentityUser, (error) => {
          throw toIdentityError(error, 'sign-in');
        });
    }
    return this.call(async ({ auth }) => {
      const popup = await loadPopup();
      return toIdentityUser(await popup.signInWithProviderPopup(auth, provider));
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

  onUserChanged(listener: (user: IdentityUser | null) => void): Unsubscribe {
    let active = true;
    let stop: Unsubscribe | null = null;
    this.load().then(
      ({ sdk, auth }) => {
        if (!active) return;
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
      stop?.();
      stop = null;
    };
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
    this.session ??= importChunk(
      () => import(/* webpackChunkName: "firebase-auth" */ './firebase-auth-session'),
    ).then(
      (sdk) => ({ sdk, auth: sdk.startAuth(this.settings) }),
      (error: unknown) => {
        this.session = null;
        throw error;
      },
    );
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
