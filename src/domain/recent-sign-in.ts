/** How long a sign-in stays recent enough for a sensitive change: the e-mail, deleting the account. */
export const RECENT_SIGN_IN_MINUTES = 5;

const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * 60_000;

/**
 * The two times a freshly issued ID token carries, both by the identity provider's clock (ISO 8601).
 * The device's clock is never one of them: a phone several minutes fast would otherwise find every
 * sign-in, even one just made, too old.
 */
export interface SignInTimes {
  /** When the person last proved who they are: the token's auth_time. */
  signedInAt: string;
  /** When the provider issued the token: its iat, "now" by the provider's clock. */
  issuedAt: string;
}

/**
 * Whether the sign-in is too old for a sensitive change: more than five minutes between its
 * auth_time and the iat of a token issued just now. A time that cannot be read is too old: the
 * person is asked once more rather than trusted.
 */
export function isSignInStale({ signedInAt, issuedAt }: SignInTimes): boolean {
  const age = Date.parse(issuedAt) - Date.parse(signedInAt);
  return !Number.isFinite(age) || age > RECENT_SIGN_IN_MS;
}
