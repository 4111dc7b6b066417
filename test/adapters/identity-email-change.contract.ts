import type { IdentityProvider } from '../../src/application/ports/identity-provider';
import { expectAppError } from '../support/expectations';

export interface EmailChangeSubject {
  identity: IdentityProvider;
  /** A lower-case address no account uses yet; a different one on every call. */
  unusedEmail(): string;
  /** The code of the latest e-mail to this address that undoes a change of sign-in address. */
  readRecoverCode(email: string): Promise<string>;
  dispose?(): Promise<void> | void;
}

const PASSWORD = 'First-Steps#1';

/**
 * The identity port's change of sign-in address (DESIGN.md: the sign-in address changes only at
 * the identity provider, after a recent sign-in; the user API then takes the address the ID token
 * names). Part of the IdentityProvider contract, beside identity-provider.contract.ts.
 */
export function describeEmailChangeContract(
  name: string,
  makeSubject: () => EmailChangeSubject | Promise<EmailChangeSubject>,
): void {
  describe(`${name} (IdentityProvider contract: changing the sign-in address)`, () => {
    let subject: EmailChangeSubject;
    let identity: IdentityProvider;

    beforeEach(async () => {
      subject = await makeSubject();
      identity = subject.identity;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    async function signedUp(): Promise<string> {
      const email = subject.unusedEmail();
      await identity.signUp(email, PASSWORD, 'Ada Lovelace');
      return email;
    }

    it('signs the account in with the new address from now on, and never with the old', async () => {
      const old = await signedUp();
      const moved = subject.unusedEmail();

      await identity.updateEmail(` ${moved.toUpperCase()} `);
      await identity.signOut();

      await expect(identity.signIn(moved, PASSWORD)).resolves.toMatchObject({ email: moved });
      await identity.signOut();
      await expectAppError(identity.signIn(old, PASSWORD), 'identity/invalid-credentials');
    });

    it('mails the old address a link that puts it back', async () => {
      const old = await signedUp();
      await identity.updateEmail(subject.unusedEmail());
      await identity.signOut();

      const code = await subject.readRecoverCode(old);

      await expect(identity.recoverEmail(code)).resolves.toEqual({ email: old });
      await expect(identity.signIn(old, PASSWORD)).resolves.toMatchObject({ email: old });
    });

    it('refuses an address another account uses, and keeps its own', async () => {
      const taken = await signedUp();
      await identity.signOut();
      const own = await signedUp();

      await expectAppError(identity.updateEmail(taken), 'identity/email-already-in-use');

      await identity.signOut();
      await expect(identity.signIn(own, PASSWORD)).resolves.toMatchObject({ email: own });
    });

    it('refuses what is not an address', async () => {
      await signedUp();

      await expectAppError(identity.updateEmail('not-an-address'), 'identity/invalid-email');
    });

    it('needs someone signed in', async () => {
      await identity.signOut();

      await expectAppError(identity.updateEmail(subject.unusedEmail()), 'identity/not-signed-in');
    });
  });
}
