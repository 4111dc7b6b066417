import type { UserApi } from '../../src/application/ports/user-api';
import { expectAppError } from '../support/expectations';
import type { UserApiSubject } from './user-api.contract';

/**
 * DESIGN.md's calls: PATCH users and PATCH /users/me keep SPEC.md's `email`, but the back end takes
 * it only when it equals the address in the caller's ID token (the identity provider's word, after
 * its recent-sign-in check), else 403 ('profile/email-mismatch'); a 409 ('profile/email-taken')
 * means another account uses it.
 */
export function describeProfileEmailContract(
  name: string,
  makeSubject: () => UserApiSubject | Promise<UserApiSubject>,
): void {
  describe(`${name} (UserApi contract: the e-mail is the ID token's)`, () => {
    let subject: UserApiSubject;
    let api: UserApi;

    beforeEach(async () => {
      subject = await makeSubject();
      api = subject.api;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    it('takes a new e-mail once the identity provider changed the sign-in address to it', async () => {
      await subject.signIn(subject.accounts.unsubscribed);
      await subject.changeSignInEmail('renamed.person@example.com');

      await api.updateMe('email', 'Renamed.Person@Example.com');

      await expect(api.getMe()).resolves.toMatchObject({ email: 'renamed.person@example.com' });
    });

    it('refuses an e-mail the ID token does not name, and keeps the address', async () => {
      await subject.signIn(subject.accounts.unsubscribed);
      const { email } = subject.accounts.unsubscribed;

      await expectAppError(
        api.updateMe('email', 'someone.else@example.com'),
        'profile/email-mismatch',
      );

      await expect(api.getMe()).resolves.toMatchObject({ email });
    });

    it('refuses in PATCH users too an e-mail the ID token does not name', async () => {
      await subject.signIn(subject.accounts.unsubscribed);
      const { email } = subject.accounts.unsubscribed;

      await expectAppError(
        api.saveProfile({ firstName: 'Al', lastName: 'Ex', email: 'someone.else@example.com' }),
        'profile/email-mismatch',
      );

      await expect(api.getMe()).resolves.toMatchObject({
        email,
        firstName: expect.any(String) as string,
      });
      await expect(api.getMe()).resolves.not.toMatchObject({ firstName: 'Al' });
    });

    it('takes the address the ID token names at the next sign-in (PATCH users), had the change not reached it', async () => {
      await subject.signIn(subject.accounts.unsubscribed);
      await subject.changeSignInEmail('moved.on@example.com');

      await api.saveProfile({ firstName: '', lastName: '', email: 'moved.on@example.com' });

      await expect(api.getMe()).resolves.toMatchObject({ email: 'moved.on@example.com' });
    });

    it('refuses, by name, an address another account still uses', async () => {
      const { email: oldAddress } = subject.accounts.unsubscribed;
      await subject.signIn(subject.accounts.member); // where accounts are made on first use, it exists now
      // The first account moves its sign-in address on, without telling the API.
      await subject.signIn(subject.accounts.unsubscribed);
      await subject.changeSignInEmail('first.moved@example.com');
      // The second one takes the address the first left, which the API still has on its profile.
      await subject.signIn(subject.accounts.member);
      await subject.changeSignInEmail(oldAddress);

      await expectAppError(api.updateMe('email', oldAddress), 'profile/email-taken');

      await expect(api.getMe()).resolves.toMatchObject({ email: subject.accounts.member.email });
    });
  });
}
