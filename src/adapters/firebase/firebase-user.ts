import type { IdentityUser } from '../../application/ports/identity-provider';
import type { SignInTimes } from '../../domain/recent-sign-in';
import type * as FirebaseAuthSession from './firebase-auth-session';

/** What the portal knows of a Firebase user. */
export function toIdentityUser(user: FirebaseAuthSession.User): IdentityUser {
  const { uid, email, displayName, photoURL } = user;
  return { uid, email, displayName, photoURL };
}

/** Firebase writes a token's times as UTC date strings; one it cannot read stays as it is (too old). */
function isoOf(time: string): string {
  const milliseconds = Date.parse(time);
  return Number.isFinite(milliseconds) ? new Date(milliseconds).toISOString() : time;
}

/** The sign-in's auth_time and the token's iat, as a token result of Firebase gives them. */
export function signInTimesOf({
  authTime,
  issuedAtTime,
}: Pick<FirebaseAuthSession.IdTokenResult, 'authTime' | 'issuedAtTime'>): SignInTimes {
  return { signedInAt: isoOf(authTime), issuedAt: isoOf(issuedAtTime) };
}
