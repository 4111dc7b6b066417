import type { AuthProviderId } from '../domain/auth-provider';
import { splitDisplayName } from '../domain/display-name';
import { isEmail } from '../domain/email';
import { AppError } from '../domain/errors';
import type { SignInTimes } from '../domain/recent-sign-in';
import type {
  IdentityProvider,
  IdentityUser,
  IdTokenSource,
  ReauthenticationProof,
  RecoveredEmail,
  SocialProvider,
  Unsubscribe,
  VerifiedEmail,
} from '../application/ports/identity-provider';
import { asAsync } from '../adapters/as-async';
import { emailActionLink } from './demo-email-codes';
import {
  applyRecoverEmailCode,
  applyVerifyEmailCode,
  changeSignInAddress,
  invalidActionCode,
} from './demo-email-change';
import { byEmail, byUid, canonicalEmail, removeWhere } from './demo-lookups';
import { popupPerson } from './demo-seed';
import type { DeepReadonly, DemoAccount } from './demo-state';
import type { DemoWorld } from './demo-world';

/** Firebase's own floor for passwords; the portal asks for more, the provider enforces this. */
const MIN_PROVIDER_PASSWORD_LENGTH = 6;

function assertStrong(password: string): void {
  if (password.length < MIN_PROVIDER_PASSWORD_LENGTH) {
    throw new AppError('identity/weak-password', 'Password should be at least 6 characters.');
  }
}

function toIdentityUser(account: DeepReadonly<DemoAccount>): IdentityUser {
  const { uid, email, displayName, photoURL } = account;
  return { uid, email, displayName, photoURL };
}

const invalidCredentials = () =>
  new AppError('identity/invalid-credentials', 'The e-mail address or password is wrong.');
/** The demo's identity provider: the world's accounts, a persisted session and an outbox. */
export class InMemoryIdentityProvider implements IdentityProvider, IdTokenSource {
  constructor(private readonly world: DemoWorld) {}

  signUp(email: string, password: string, displayName: string): Promise<IdentityUser> {
    return asAsync(() => {
      if (!isEmail(email)) {
        throw new AppError('identity/invalid-email', 'The e-mail address is badly formatted.');
      }
      assertStrong(password);
      return this.world.change((draft) => {
        if (byEmail(draft.accounts, email)) {
          throw new AppError(
            'identity/email-already-in-use',
            'The e-mail address is already used by another account.',
          );
        }
        const uid = `demo-${this.world.newId()}`;
        const name = displayName.trim() || null;
        const account: DemoAccount = {
          uid,
          email: canonicalEmail(email),
          password,
          displayName: name,
          provider: 'password',
          photoURL: null,
        };
        draft.accounts.push(account);
        draft.profiles.push({
          uid,
          ...splitDisplayName(name),
          email: account.email,
          profilePictureURL: null,
          subscription: null,
        });
        draft.session = { uid, provider: 'password', signedInAt: this.world.clock.now() };
        return toIdentityUser(account);
      });
    });
  }

  signIn(email: string, password: string): Promise<IdentityUser> {
    return asAsync(() => {
      const account = byEmail(this.world.state.accounts, email);
      // One answer for an unknown address and a wrong password, so neither is revealed.
      if (!account || account.password === null || account.password !== password) {
        throw invalidCredentials();
      }
      this.startSession(account.uid, 'password');
      return toIdentityUser(account);
    });
  }

  /** The demo's popup is a page of its own: nothing to ready. */
  prepareSocialSignIn(): Promise<void> {
    return Promise.resolve();
  }

  signInWithPopup(provider: SocialProvider): Promise<IdentityUser> {
    return asAsync(() => {
      const { account: template, profile } = popupPerson(provider);
      return this.world.change((draft) => {
        let account = byEmail(draft.accounts, template.email);
        if (!account) {
          account = { ...template };
          draft.accounts.push(account);
          removeWhere(draft.profiles, (existing) => existing.uid === template.uid);
          draft.profiles.push(profile);
        }
        draft.session = {
          uid: account.uid,
          provider: template.provider,
          signedInAt: this.world.clock.now(),
        };
        return toIdentityUser(account);
      });
    });
  }

  /** The demo's popups are never blocked, so no sign-in ever leaves by a redirect. */
  completeRedirectSignIn(): Promise<IdentityUser | null> {
    return Promise.resolve(null);
  }

  signOut(): Promise<void> {
    return asAsync(() => {
      if (this.world.state.session) {
        this.world.change((draft) => {
          draft.session = null;
        });
      }
    });
  }

  sendPasswordResetEmail(email: string): Promise<void> {
    return asAsync(() => {
      const account = byEmail(this.world.state.accounts, email);
      if (!account) {
        throw new AppError(
          'identity/user-not-found',
          'There is no account with this e-mail address.',
        );
      }
      const oobCode = this.world.newId();
      this.world.change((draft) => {
        draft.resetCodes.push({ oobCode, uid: account.uid });
        draft.outbox.push({
          email: account.email,
          oobCode,
          link: emailActionLink('resetPassword', oobCode),
          sentAt: this.world.today(),
          mode: 'resetPassword',
        });
      });
    });
  }

  verifyPasswordResetCode(oobCode: string): Promise<string> {
    return asAsync(() => {
      const { state } = this.world;
      const code = state.resetCodes.find((entry) => entry.oobCode === oobCode);
      const account = code ? byUid(state.accounts, code.uid) : undefined;
      if (!account) throw invalidActionCode();
      return account.email;
    });
  }

  async confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    await this.verifyPasswordResetCode(oobCode);
    assertStrong(newPassword);
    this.world.change((draft) => {
      const code = draft.resetCodes.find((entry) => entry.oobCode === oobCode);
      const account = code ? byUid(draft.accounts, code.uid) : undefined;
      if (!account) throw invalidActionCode();
      account.password = newPassword;
      removeWhere(draft.resetCodes, (entry) => entry.oobCode === oobCode);
    });
  }

  verifyEmail(oobCode: string): Promise<VerifiedEmail> {
    return asAsync(() => applyVerifyEmailCode(this.world, oobCode));
  }

  recoverEmail(oobCode: string): Promise<RecoveredEmail> {
    return asAsync(() => applyRecoverEmailCode(this.world, oobCode));
  }

  /** As Firebase's getIdTokenResult(true): a token issued now, by the world's clock (the provider's). */
  async signInTimes(): Promise<SignInTimes | null> {
    if ((await this.idToken({ refresh: true })) === null) return null;
    const signedInAt = this.world.state.session?.signedInAt ?? new Date(0).toISOString();
    return { signedInAt, issuedAt: this.world.clock.now() };
  }

  /** The password of the account, or the demo popup of its provider, which signs in one person. */
  reauthenticate(proof: ReauthenticationProof): Promise<void> {
    return asAsync(() => {
      const { session, accounts } = this.world.state;
      const account = session ? byUid(accounts, session.uid) : undefined;
      if (!session || !account)
        throw new AppError('identity/not-signed-in', 'Nobody is signed in.');
      const proven =
        'password' in proof
          ? account.password !== null && account.password === proof.password
          : canonicalEmail(popupPerson(proof.provider).account.email) ===
            canonicalEmail(account.email);
      if (!proven) throw invalidCredentials();
      this.world.change((draft) => {
        if (draft.session) draft.session.signedInAt = this.world.clock.now();
      });
    });
  }

  /** The signed-in account's new sign-in address, as Firebase's updateEmail sets it. */
  updateEmail(email: string): Promise<void> {
    return asAsync(() => {
      const user = this.currentUser();
      if (!user) throw new AppError('identity/not-signed-in', 'Nobody is signed in.');
      const sentAt = this.world.today();
      this.world.change((draft) =>
        changeSignInAddress(draft, { uid: user.uid, email, sentAt }, () => this.world.newId()),
      );
    });
  }

  updateDisplayName(displayName: string): Promise<void> {
    return asAsync(() => {
      const user = this.currentUser();
      if (!user) throw new AppError('identity/not-signed-in', 'Nobody is signed in.');
      this.world.change((draft) => {
        const account = byUid(draft.accounts, user.uid);
        if (account) account.displayName = displayName.trim() || null;
      });
    });
  }

  idToken({ refresh }: { refresh: boolean }): Promise<string | null> {
    return asAsync(() => {
      const user = this.currentUser();
      if (!user) return null;
      const issued = this.world.state.tokens.find((entry) => entry.uid === user.uid);
      if (issued && !refresh) return issued.token;
      const token = `demo-token-${this.world.newId()}`;
      this.world.change((draft) => {
        // A renewed token replaces the one the user had, so the list stays one per user.
        removeWhere(draft.tokens, (entry) => entry.uid === user.uid);
        draft.tokens.push({ token, uid: user.uid });
      });
      return token;
    });
  }

  getSignInProvider(): Promise<AuthProviderId | null> {
    return asAsync(() => {
      return this.currentUser() ? (this.world.state.session?.provider ?? null) : null;
    });
  }

  onUserChanged(listener: (user: IdentityUser | null) => void): Unsubscribe {
    let active = true;
    // undefined until the first call, so the first call always happens.
    let lastUid: string | null | undefined;
    const deliver = () => {
      if (!active) return;
      const user = this.currentUser();
      const uid = user?.uid ?? null;
      if (uid === lastUid) return;
      lastUid = uid;
      listener(user);
    };
    queueMicrotask(deliver);
    const unsubscribe = this.world.subscribe(deliver);
    return () => {
      active = false;
      unsubscribe();
    };
  }

  private currentUser(): IdentityUser | null {
    const { session, accounts } = this.world.state;
    const account = session ? byUid(accounts, session.uid) : undefined;
    return account ? toIdentityUser(account) : null;
  }

  private startSession(uid: string, provider: AuthProviderId): void {
    this.world.change((draft) => {
      draft.session = { uid, provider, signedInAt: this.world.clock.now() };
    });
  }
}
