import { AppError } from '../../domain/errors';
import type * as FirebaseAuthSession from './firebase-auth-session';

/** What checkActionCode names each kind of e-mail action code (ActionCodeOperation). */
export type ActionCodeKind = 'VERIFY_EMAIL' | 'RECOVER_EMAIL';

const wrongKindOfCode = () =>
  new AppError(
    'identity/invalid-action-code',
    'The link is invalid: it is malformed, expired or has already been used.',
  );

/**
 * Checks that an e-mail action code is of the kind the link claims (so a link's mode cannot make
 * a code do what its mail did not say), applies it, and gives the address it was about.
 */
export async function applyActionCodeOfKind(
  sdk: typeof FirebaseAuthSession,
  auth: FirebaseAuthSession.Auth,
  oobCode: string,
  kind: ActionCodeKind,
): Promise<string> {
  const { operation, data } = await sdk.checkActionCode(auth, oobCode);
  if (operation !== kind || !data.email) throw wrongKindOfCode();
  await sdk.applyActionCode(auth, oobCode);
  return data.email;
}
