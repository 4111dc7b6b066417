/** Popup sign-in, imported on the first popup only: its resolver is not needed before. */
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  OAuthProvider,
  signInWithPopup,
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
