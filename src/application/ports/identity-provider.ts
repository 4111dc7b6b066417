import type { AuthProviderId } from '../../domain/auth-provider';
import type { SignInTimes } from '../../domain/recent-sign-in';

export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export type SocialProvider = 'google' | 'apple';
export type Unsubscribe = () => void;

/**
 * How the signed-in person proves again who they are before a sensitive change: the password of an
 * e-mail account, or the popup of the provider a Google or Apple account signs in with.
 */
export type ReauthenticationProof = { password: string } | { provider: SocialProvider };

/** The address an e-mail verification code was sent to, now verified. */
export interface VerifiedEmail {
  email: string;
}

/** The sign-in address a recovery code put back, undoing a change of address. */
export interface RecoveredEmail {
  email: string;
}

/**
 * Where the user API's adapter gets its bearer token: the signed-in user's ID token. Use cases never
 * see it; the composition root hands the identity adapter to the user API adapter as this.
 */
export interface IdTokenSource {
  /**
   * The signed-in user's ID token, or null when nobody is signed in. `refresh` forces a new one, as
   * after the API refused the last; otherwise a kept token that has not expired will do. Failures
   * reject with an 'identity/…' or 'network/…' AppError.
   */
  idToken(options: { refresh: boolean }): Promise<string | null>;
}

/**
 * The hosted identity provider. Failures reject with an AppError whose code starts with
 * 'identity/' or 'network/'.
 */
export interface IdentityProvider {
  /** Creates an e-mail and password account, names it and signs it in. */
  signUp(email: string, password: string, displayName: string): Promise<IdentityUser>;
  signIn(email: string, password: string): Promise<IdentityUser>;
  /**
   * Readies what a popup sign-in needs (code, resolver), so that signInWithPopup opens its window
   * within the click's own task, as browsers require of a popup. Never rejects: a failure to ready
   * is met again by the sign-in itself.
   */
  prepareSocialSignIn(): Promise<void>;
  /**
   * Opens the popup before it awaits anything once prepareSocialSignIn has resolved. Where the
   * browser blocks the popup, the adapter may sign in by a full page redirect instead: the page
   * then leaves and this never settles; completeRedirectSignIn finishes it when the app starts again.
   */
  signInWithPopup(provider: SocialProvider): Promise<IdentityUser>;
  /**
   * Finishes a sign-in that left for the provider's page by a redirect (see signInWithPopup): the
   * user who came back signed in, or null when no redirect was under way. Called once as the app
   * starts; cheap when nothing is pending.
   */
  completeRedirectSignIn(): Promise<IdentityUser | null>;
  signOut(): Promise<void>;
  sendPasswordResetEmail(email: string): Promise<void>;
  /** Resolves the e-mail a reset code was issued for. */
  verifyPasswordResetCode(oobCode: string): Promise<string>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;
  /**
   * Applies the code of an e-mail verification mail (an action link with mode=verifyEmail). A code
   * of another kind, unknown, used or expired rejects with 'identity/invalid-action-code' or
   * 'identity/expired-action-code', and is left as it was.
   */
  verifyEmail(oobCode: string): Promise<VerifiedEmail>;
  /**
   * Applies the code of a mail that undoes a change of sign-in address (mode=recoverEmail): the
   * account signs in with the old address again. Rejects as verifyEmail does, and with
   * 'identity/email-already-in-use' when another account has taken the old address since.
   */
  recoverEmail(oobCode: string): Promise<RecoveredEmail>;
  /**
   * When the signed-in person last proved who they are (signed in, or reauthenticated) and when the
   * provider issued a token just now: auth_time and iat of a freshly issued ID token (a kept token's
   * iat may be an hour old), both by the provider's clock. Null when nobody is signed in.
   */
  signInTimes(): Promise<SignInTimes | null>;
  /**
   * Proves again that the signed-in person is who they say, so that signInTimes' signedInAt is now. A wrong
   * password, or a popup that signs in another account, rejects with 'identity/invalid-credentials'
   * and leaves the session as it was; nobody signed in rejects with 'identity/not-signed-in'.
   * Like signInWithPopup, a popup proof opens its window before it awaits anything once
   * prepareSocialSignIn has resolved.
   */
  reauthenticate(proof: ReauthenticationProof): Promise<void>;
  /**
   * Changes the signed-in user's sign-in address (DESIGN.md: it changes only here, after a recent
   * sign-in). From then on the user's ID tokens name the new address, which is what lets the user
   * API take it; the provider mails the old address a link that undoes the change. Rejects with
   * 'identity/requires-recent-login' for a sign-in too old, 'identity/email-already-in-use',
   * 'identity/invalid-email', or 'identity/not-signed-in'. The address it has already is no change.
   */
  updateEmail(email: string): Promise<void>;
  /** Renames the signed-in user, so every later sign-in reports the name the person chose. */
  updateDisplayName(displayName: string): Promise<void>;
  /** The sign-in provider named in the ID token, or null when signed out. */
  getSignInProvider(): Promise<AuthProviderId | null>;
  /** Calls back with the current user at once, then on every change. */
  onUserChanged(listener: (user: IdentityUser | null) => void): Unsubscribe;
}
