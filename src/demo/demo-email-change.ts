import type { IsoDate } from '../domain/dates';
import { isEmail } from '../domain/email';
import { AppError } from '../domain/errors';
import type { RecoveredEmail, VerifiedEmail } from '../application/ports/identity-provider';
import { mailEmailCode } from './demo-email-codes';
import { byEmail, byUid, canonicalEmail, removeWhere } from './demo-lookups';
import type { DeepReadonly, DemoAccount, DemoState, EmailCode } from './demo-state';
import type { DemoWorld } from './demo-world';

/**
 * What the identity provider does when a signed-in account changes its sign-in address: the
 * account signs in with the new address from now on, the old address gets a link that puts it back
 * (in case someone else made the change), the new one a link that verifies it. The same address,
 * in any case, changes nothing and mails nothing.
 */
export function changeSignInAddress(
  draft: DemoState,
  change: { uid: string; email: string; sentAt: IsoDate },
  newId: () => string,
): void {
  const { uid, sentAt } = change;
  if (!isEmail(change.email)) {
    throw new AppError('identity/invalid-email', 'The e-mail address is badly formatted.');
  }
  const account = byUid(draft.accounts, uid);
  if (!account) throw new AppError('identity/not-signed-in', 'Nobody is signed in.');
  const email = canonicalEmail(change.email);
  const holder = byEmail(draft.accounts, email);
  if (holder && holder.uid !== uid) throw emailInUse();
  const previous = account.email;
  if (canonicalEmail(previous) === email) return;
  account.email = email;
  mailEmailCode(draft, { oobCode: newId(), uid, mode: 'recoverEmail', email: previous }, sentAt);
  mailEmailCode(draft, { oobCode: newId(), uid, mode: 'verifyEmail', email }, sentAt);
}

export const invalidActionCode = () =>
  new AppError(
    'identity/invalid-action-code',
    'The link is invalid: it is malformed, expired or has already been used.',
  );

const emailInUse = () =>
  new AppError(
    'identity/email-already-in-use',
    'The e-mail address is already used by another account.',
  );

/**
 * The code of this kind and the account it is for, or 'identity/invalid-action-code': unknown,
 * used, of another kind, or (for a verification) sent to an address the account no longer has.
 */
function emailCodeOf(
  state: DeepReadonly<DemoState>,
  oobCode: string,
  mode: EmailCode['mode'],
): { code: DeepReadonly<EmailCode>; account: DeepReadonly<DemoAccount> } {
  const code = state.emailCodes.find((entry) => entry.oobCode === oobCode && entry.mode === mode);
  const account = code ? byUid(state.accounts, code.uid) : undefined;
  if (!code || !account) throw invalidActionCode();
  if (mode === 'verifyEmail' && canonicalEmail(account.email) !== canonicalEmail(code.email)) {
    throw invalidActionCode();
  }
  return { code, account };
}

/** The link of a verification e-mail, followed: the address it verified; the code is used up. */
export function applyVerifyEmailCode(world: DemoWorld, oobCode: string): VerifiedEmail {
  const { code } = emailCodeOf(world.state, oobCode, 'verifyEmail');
  const email = code.email;
  world.change((draft) => {
    removeWhere(draft.emailCodes, (entry) => entry.oobCode === oobCode);
  });
  return { email };
}

/** The link that undoes a change, followed: the account signs in with its old address again. */
export function applyRecoverEmailCode(world: DemoWorld, oobCode: string): RecoveredEmail {
  const { code, account } = emailCodeOf(world.state, oobCode, 'recoverEmail');
  const email = canonicalEmail(code.email);
  const holder = byEmail(world.state.accounts, email);
  if (holder && holder.uid !== account.uid) throw emailInUse();
  world.change((draft) => {
    const restored = byUid(draft.accounts, account.uid);
    if (restored) restored.email = email;
    removeWhere(draft.emailCodes, (entry) => entry.oobCode === oobCode);
  });
  return { email };
}
