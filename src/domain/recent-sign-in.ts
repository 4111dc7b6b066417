/** How long a sign-in stays recent enough for a sensitive change: the e-mail, deleting the account. */
export const RECENT_SIGN_IN_MINUTES = 5;

const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * 60_000;

/**
 * Whether a sign-in (or the last time the person proved who they are) at `signedInAt` is too old at
 * `now` for a sensitive change, both ISO 8601 timestamps. A time that cannot be read is too old: the
 * person is asked once more rather than trusted.
 */
export function isSignInStale(signedInAt: string, now: string): boolean {
  const age = Date.parse(now) - Date.parse(signedInAt);
  return !Number.isFinite(age) || age > RECENT_SIGN_IN_MS;
}
