/**
 * Popup sign-in, and the redirect that stands in for a blocked popup. Imported on the first popup
 * (or on the way back from a redirect) only: the resolver is not needed before.
 */
import {
  browserPopupRedirectResolver,
  getRedirectResult,
  GoogleAuthProvider,
  OAuthProvider,
  reauthenticateWithPopup,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
  type AuthProvider,
  type User,
} from 'firebase/auth';
import type { SocialProvider } from '../../application/ports/identity-provider';

function authProvider(provider: SocialProvider): AuthProvider {
  if (provider === 'google') return new GoogleAuthProvider();
  const apple = new OAuthProvider('apple.com');
  apple.addScope('email');
  apple.addScope('name');
  return apple;
}

export async function signInWithProviderPopup(auth: Auth, provider: SocialProvider): Promise<User> {
  const { user } = await signInWithPopup(
    auth,
    authProvider(provider),
    browserPopupRedirectResolver,
  );
  return user;
}

/** Proves again, in the provider's popup, that `user` is the one signed in. */
export async function reauthenticateInProviderPopup(
  user: User,
  provider: SocialProvider,
): Promise<void> {
  await reauthenticateWithPopup(user, authProvider(provider), browserPopupRedirectResolver);
}

/**
 * Leaves for the provider's sign-in page; Firebase brings the person back to this address. Browsers
 * that partition third-party storage (Safari, Firefox, Chrome) lose the result on the way back
 * unless FIREBASE_AUTH_DOMAIN is the portal's own domain (Firebase Hosting serves /__/auth there).
 */
export function signInWithProviderRedirect(auth: Auth, provider: SocialProvider): Promise<never> {
  return signInWithRedirect(auth, authProvider(provider), browserPopupRedirectResolver);
}

/** The user a redirect sign-in brought back (and signed in), or null when there was none. */
export async function completeProviderRedirect(auth: Auth): Promise<User | null> {
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  return result?.user ?? null;
}
