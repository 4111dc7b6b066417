import { AppError } from '../domain/errors';
import { byUid, canonicalEmail } from './demo-lookups';
import type { DemoState } from './demo-state';

/**
 * The back end's rule for an `email` in PATCH users and PATCH /users/me (DESIGN.md, "The sign-in
 * address changes only at the identity provider"): it takes an address only when it is the one
 * the caller's ID token names, which the identity provider set after its own recent-sign-in check
 * ('profile/email-mismatch', 403, otherwise), and only while no other account uses it
 * ('profile/email-taken', 409). `tokenEmail` is the token's `email` claim where the token carries
 * one (the Auth emulator's); a demo token names the address its account has at the demo's identity
 * provider. Taken, the world's account follows the provider's word; the address to keep is the
 * one the provider keeps (lower case).
 */
export function takeSignInAddress(
  draft: DemoState,
  uid: string,
  email: string,
  tokenEmail: string | null,
): string {
  const account = byUid(draft.accounts, uid);
  const wanted = canonicalEmail(email);
  const signInAddress = tokenEmail ?? account?.email ?? null;
  if (signInAddress === null || canonicalEmail(signInAddress) !== wanted) {
    throw new AppError(
      'profile/email-mismatch',
      'The e-mail is not the address of your ID token: change it at the identity provider first.',
    );
  }
  const usedElsewhere = [...draft.accounts, ...draft.profiles].some(
    (other) => other.uid !== uid && canonicalEmail(other.email) === wanted,
  );
  if (usedElsewhere) {
    throw new AppError('profile/email-taken', 'Another account uses this e-mail address.');
  }
  if (account) account.email = wanted;
  return wanted;
}
