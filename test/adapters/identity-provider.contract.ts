import type { AuthProviderId } from '../../src/domain/auth-provider';
import type {
  IdentityProvider,
  IdTokenSource,
  SocialProvider,
} from '../../src/application/ports/identity-provider';
import { anyString, eventually, expectAppError, stringMatching } from '../support/expectations';
import { describeRecentSignInContract } from './identity-recent-sign-in.contract';

export interface Credentials {
  email: string;
  password: string;
}

export interface IdentityProviderSubject {
  /** Also the user API adapter's source of ID tokens. */
  identity: IdentityProvider & IdTokenSource;
  /** An existing e-mail and password account (lower-case e-mail). */
  knownAccount: Credentials;
  /** A lower-case address no account uses yet; a different one on every call. */
  unusedEmail(): string;
  /** The code of the latest password-reset e-mail sent to this address. */
  readResetCode(email: string): Promise<string>;
  /**
   * The code of an e-mail that verifies this account's address, sent as the provider or the back end
   * would (not through the port).
   */
  issueVerifyEmailCode(account: Credentials): Promise<string>;
  /**
   * Changes this account's sign-in address to newEmail as the account itself does, signed in
   * elsewhere (not through this adapter), and gives the code of the e-mail that lets the old
   * address undo the change.
   */
  changeEmailElsewhere(account: Credentials, newEmail: string): Promise<string>;
  /**
   * Lets this much time pass for the provider: its clock moves on (real time on an emulator, the
   * world's clock in memory).
   */
  letTimePass(milliseconds: number): Promise<void>;
  /**
   * Whether a reset e-mail to an unknown address fails with 'identity/user-not-found'. With
   * Firebase's e-mail enumeration protection on, the call resolves and nothing is sent.
   */
  revealsUnknownEmails: boolean;
  dispose?(): Promise<void> | void;
}

export interface IdentityProviderContractOptions {
  /** The popups this environment can run and whom each signs in (none on an emulator in Node). */
  popups?: Partial<Record<SocialProvider, { email: string; provider: AuthProviderId }>>;
}

const NEW_PASSWORD = 'Calm-Waters#7';

/** What the portal relies on from any identity provider. */
export function describeIdentityProviderContract(
  name: string,
  makeSubject: () => IdentityProviderSubject | Promise<IdentityProviderSubject>,
  options: IdentityProviderContractOptions = {},
): void {
  describe(`${name} (IdentityProvider contract)`, () => {
    let subject: IdentityProviderSubject;
    let identity: IdentityProvider & IdTokenSource;

    beforeEach(async () => {
      subject = await makeSubject();
      identity = subject.identity;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    async function signUpSomeone(): Promise<Credentials> {
      const credentials = { email: subject.unusedEmail(), password: 'First-Steps#1' };
      await identity.signUp(credentials.email, credentials.password, 'Ada Lovelace');
      return credentials;
    }

    describe('sign-up', () => {
      it('creates an account with its name and signs it in', async () => {
        const email = subject.unusedEmail();

        const user = await identity.signUp(email, 'First-Steps#1', 'Ada Lovelace');

        expect(user).toMatchObject({ email, displayName: 'Ada Lovelace' });
        expect(user.uid).toEqual(anyString());
        await expect(identity.idToken({ refresh: false })).resolves.toEqual(stringMatching(/\S/u));
        await expect(identity.getSignInProvider()).resolves.toBe('password');
      });

      it('refuses a second account for an e-mail already in use', async () => {
        const { email } = await signUpSomeone();
        await identity.signOut();

        await expectAppError(
          identity.signUp(email, 'Other-Pass#2', 'Someone Else'),
          'identity/email-already-in-use',
        );
      });

      it('refuses a password the provider finds too weak', async () => {
        await expectAppError(
          identity.signUp(subject.unusedEmail(), '12345', 'Ada Lovelace'),
          'identity/weak-password',
        );
      });
    });

    describe('sign-in', () => {
      it('signs in a known account whatever the case of its e-mail', async () => {
        const { email, password } = subject.knownAccount;

        const user = await identity.signIn(email.toUpperCase(), password);

        expect(user.email).toBe(email);
        await expect(identity.getSignInProvider()).resolves.toBe('password');
      });

      it('gives the same answer for a wrong password and an unknown e-mail', async () => {
        const { email } = subject.knownAccount;

        await expectAppError(
          identity.signIn(email, 'Wrong-Pass#9'),
          'identity/invalid-credentials',
        );
        await expectAppError(
          identity.signIn(subject.unusedEmail(), 'Wrong-Pass#9'),
          'identity/invalid-credentials',
        );
      });

      it('has no token and no provider once signed out', async () => {
        const { email, password } = subject.knownAccount;
        await identity.signIn(email, password);

        await identity.signOut();

        await expect(identity.idToken({ refresh: false })).resolves.toBeNull();
        await expect(identity.idToken({ refresh: true })).resolves.toBeNull();
        await expect(identity.getSignInProvider()).resolves.toBeNull();
      });
    });

    describe('ID tokens', () => {
      it('hands out the token it keeps until told to refresh it, then a fresh one', async () => {
        const { email, password } = subject.knownAccount;
        await identity.signIn(email, password);

        const kept = await identity.idToken({ refresh: false });
        await expect(identity.idToken({ refresh: false })).resolves.toBe(kept);
        await expect(identity.idToken({ refresh: true })).resolves.toEqual(stringMatching(/\S/u));
      });
    });

    describeRecentSignInContract(() => subject);

    describe('renaming', () => {
      it('reports the new display name at the next sign-in', async () => {
        const { email, password } = subject.knownAccount;
        await identity.signIn(email, password);

        await identity.updateDisplayName('  Robin Ash-Grey ');
        await identity.signOut();
        const user = await identity.signIn(email, password);

        expect(user.displayName).toBe('Robin Ash-Grey');
      });

      it('needs someone signed in', async () => {
        await identity.signOut();

        await expectAppError(identity.updateDisplayName('Robin'), 'identity/not-signed-in');
      });
    });

    describe('user changes', () => {
      it('reports the current user later, not during the call, then every change', async () => {
        const seen: (string | null)[] = [];
        const unsubscribe = identity.onUserChanged((user) => seen.push(user?.email ?? null));
        expect(seen).toEqual([]);
        await eventually(() => expect(seen).toEqual([null]));

        const { email, password } = subject.knownAccount;
        await identity.signIn(email, password);
        await eventually(() => expect(seen).toEqual([null, email]));

        await identity.signOut();
        await eventually(() => expect(seen).toEqual([null, email, null]));
        unsubscribe();
      });

      it('reports a new account with the name it was given, however soon it first reported it', async () => {
        const seen: (string | null)[] = [];
        const unsubscribe = identity.onUserChanged((user) => seen.push(user?.displayName ?? null));
        await eventually(() => expect(seen).toEqual([null]));

        await identity.signUp(subject.unusedEmail(), 'First-Steps#1', 'Ada Lovelace');

        await eventually(() => expect(seen.at(-1)).toBe('Ada Lovelace'));
        unsubscribe();
      });

      it('reports a user who is already signed in to a new listener', async () => {
        const { email, password } = subject.knownAccount;
        await identity.signIn(email, password);
        const seen: (string | null)[] = [];

        const unsubscribe = identity.onUserChanged((user) => seen.push(user?.email ?? null));

        await eventually(() => expect(seen).toEqual([email]));
        unsubscribe();
      });

      it('stops reporting once unsubscribed', async () => {
        const seen: (string | null)[] = [];
        const unsubscribe = identity.onUserChanged((user) => seen.push(user?.email ?? null));
        await eventually(() => expect(seen).toEqual([null]));

        unsubscribe();
        const { email, password } = subject.knownAccount;
        await identity.signIn(email, password);
        await identity.signOut();

        expect(seen).toEqual([null]);
      });
    });

    describe('password reset', () => {
      it('sends a code that names the account and sets a new password once', async () => {
        const { email, password } = await signUpSomeone();
        await identity.signOut();
        await identity.sendPasswordResetEmail(email);
        const code = await subject.readResetCode(email);

        await expect(identity.verifyPasswordResetCode(code)).resolves.toBe(email);
        await identity.confirmPasswordReset(code, NEW_PASSWORD);

        await expect(identity.signIn(email, NEW_PASSWORD)).resolves.toMatchObject({ email });
        await identity.signOut();
        await expectAppError(identity.signIn(email, password), 'identity/invalid-credentials');
        await expectAppError(
          identity.verifyPasswordResetCode(code),
          'identity/invalid-action-code',
        );
        await expectAppError(
          identity.confirmPasswordReset(code, 'Another-Pass#3'),
          'identity/invalid-action-code',
        );
      });

      it('keeps the code usable after a new password that is too weak', async () => {
        const { email } = await signUpSomeone();
        await identity.signOut();
        await identity.sendPasswordResetEmail(email);
        const code = await subject.readResetCode(email);

        await expectAppError(identity.confirmPasswordReset(code, '123'), 'identity/weak-password');

        await expect(identity.verifyPasswordResetCode(code)).resolves.toBe(email);
      });

      it('refuses a code it never sent', async () => {
        await expectAppError(
          identity.verifyPasswordResetCode('made-up-code'),
          'identity/invalid-action-code',
        );
        await expectAppError(
          identity.confirmPasswordReset('made-up-code', NEW_PASSWORD),
          'identity/invalid-action-code',
        );
      });

      it('answers a reset for an unknown e-mail as configured', async () => {
        const sending = identity.sendPasswordResetEmail(subject.unusedEmail());

        if (subject.revealsUnknownEmails) {
          await expectAppError(sending, 'identity/user-not-found');
        } else {
          await expect(sending).resolves.toBeUndefined();
        }
      });
    });

    describe('e-mail verification', () => {
      it('verifies the address its code was sent to, once', async () => {
        const account = await signUpSomeone();
        await identity.signOut();
        const code = await subject.issueVerifyEmailCode(account);

        await expect(identity.verifyEmail(code)).resolves.toEqual({ email: account.email });

        await expectAppError(identity.verifyEmail(code), 'identity/invalid-action-code');
      });

      it('refuses a code it never sent', async () => {
        await expectAppError(identity.verifyEmail('made-up-code'), 'identity/invalid-action-code');
      });

      it('refuses a code of another kind, and leaves it usable for what it is', async () => {
        const { email } = await signUpSomeone();
        await identity.signOut();
        await identity.sendPasswordResetEmail(email);
        const resetCode = await subject.readResetCode(email);

        await expectAppError(identity.verifyEmail(resetCode), 'identity/invalid-action-code');

        await expect(identity.verifyPasswordResetCode(resetCode)).resolves.toBe(email);
      });
    });

    describe('undoing a change of address', () => {
      it('puts the old sign-in address back, once', async () => {
        const account = await signUpSomeone();
        await identity.signOut();
        const newEmail = subject.unusedEmail();
        const code = await subject.changeEmailElsewhere(account, newEmail);

        await expect(identity.recoverEmail(code)).resolves.toEqual({ email: account.email });

        await expect(identity.signIn(account.email, account.password)).resolves.toMatchObject({
          email: account.email,
        });
        await identity.signOut();
        await expectAppError(
          identity.signIn(newEmail, account.password),
          'identity/invalid-credentials',
        );
        await expectAppError(identity.recoverEmail(code), 'identity/invalid-action-code');
      });

      it('refuses a code of another kind, and leaves it usable for what it is', async () => {
        const account = await signUpSomeone();
        await identity.signOut();
        const verifyCode = await subject.issueVerifyEmailCode(account);

        await expectAppError(identity.recoverEmail(verifyCode), 'identity/invalid-action-code');
        await expectAppError(identity.recoverEmail('made-up-code'), 'identity/invalid-action-code');

        await expect(identity.verifyEmail(verifyCode)).resolves.toEqual({ email: account.email });
      });

      it('refuses when another account has taken the old address since', async () => {
        const account = await signUpSomeone();
        await identity.signOut();
        const code = await subject.changeEmailElsewhere(account, subject.unusedEmail());
        await identity.signUp(account.email, 'Second-Try#4', 'Someone Else');
        await identity.signOut();

        await expectAppError(identity.recoverEmail(code), 'identity/email-already-in-use');
      });
    });

    describe('redirect sign-in', () => {
      it('has none to finish when none was started, and signs nobody in', async () => {
        await expect(identity.completeRedirectSignIn()).resolves.toBeNull();

        await expect(identity.getSignInProvider()).resolves.toBeNull();
      });
    });

    describe('popups', () => {
      const popups = Object.entries(options.popups ?? {}) as [
        SocialProvider,
        { email: string; provider: AuthProviderId },
      ][];

      it('readies the popups without signing anybody in, and never fails', async () => {
        await expect(identity.prepareSocialSignIn()).resolves.toBeUndefined();
        await expect(identity.prepareSocialSignIn()).resolves.toBeUndefined();

        await expect(identity.getSignInProvider()).resolves.toBeNull();
      });

      if (popups.length === 0) it.skip('signs in with a popup (none can run here)', () => {});
      else {
        it.each(popups)('signs in with the %s popup', async (provider, expected) => {
          const user = await identity.signInWithPopup(provider);

          expect(user.email).toBe(expected.email);
          await expect(identity.getSignInProvider()).resolves.toBe(expected.provider);
          await expect(identity.idToken({ refresh: false })).resolves.toEqual(
            stringMatching(/\S/u),
          );
        });

        it.each(popups)(
          'reauthenticates with the %s popup of the account signed in',
          async (provider) => {
            await identity.signInWithPopup(provider);

            await expect(identity.reauthenticate({ provider })).resolves.toBeUndefined();

            await expect(identity.signInTimes()).resolves.toEqual({
              signedInAt: anyString(),
              issuedAt: anyString(),
            });
          },
        );

        if (popups.length > 1) {
          it('refuses a popup that signs in another account', async () => {
            const [signedIn, other] = popups.map(([provider]) => provider) as [
              SocialProvider,
              SocialProvider,
            ];
            const user = await identity.signInWithPopup(signedIn);

            await expectAppError(
              identity.reauthenticate({ provider: other }),
              'identity/invalid-credentials',
            );

            const seen: (string | null)[] = [];
            const stop = identity.onUserChanged((current) => seen.push(current?.uid ?? null));
            await eventually(() => expect(seen).toEqual([user.uid]));
            stop();
          });
        }
      }
    });
  });
}
