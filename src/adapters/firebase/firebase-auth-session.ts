/**
 * The Firebase SDK itself. FirebaseIdentityProvider imports this module on first use, so Firebase
 * is a chunk of its own that the first screen does not wait for.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { FirebaseSettings } from './firebase-settings';

export {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateEmail,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
export type { Auth, IdTokenResult, User } from 'firebase/auth';

/**
 * The Auth instance of the settings' project. No popup resolver here: it would load the
 * provider's iframe at start-up, so popups bring their own (./firebase-popup).
 * Calling it again with the same settings gives the same instance.
 */
export function startAuth(settings: FirebaseSettings): Auth {
  const { apiKey, authDomain, projectId, appId, emulatorUrl } = settings;
  const app = initializeApp({ apiKey, authDomain, projectId, appId });
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}
