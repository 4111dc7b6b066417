import { isSignInStale, type SignInTimes } from '../../src/domain/recent-sign-in';
import { eventually, expectAppError, stringMatching } from '../support/expectations';
import type { IdentityProviderSubject } from './identity-provider.contract';

const milliseconds = (time: string) => Date.parse(time);

/**
 * The identity contract's part on recent sign-ins (DESIGN.md, "Recent sign-in by the provider's
 * clock"): the times come from a token the provider issues at the call, both by its own clock.
 */
export function describeRecentSignInContract(subjectOf: () => IdentityProviderSubject): void {
  describe('proving again who one is (recent sign-in)', () => {
    async function timesOf(): Promise<SignInTimes> {
      const times = await subjectOf().identity.signInTimes();
      if (!times) throw new Error('Nobody is signed in.');
      return times;
    }

    it('gives the sign-in’s time and a fresh token’s, recent, and nothing once signed out', async () => {
      const { identity, knownAccount } = subjectOf();
      await identity.signIn(knownAccount.email, knownAccount.password);

      const times = await timesOf();

      expect(Number.isFinite(milliseconds(times.signedInAt))).toBe(true);
      expect(milliseconds(times.issuedAt)).toBeGreaterThanOrEqual(milliseconds(times.signedInAt));
      expect(isSignInStale(times)).toBe(false);
      await identity.signOut();
      await expect(identity.signInTimes()).resolves.toBeNull();
    });

    it('reads a token issued at the call: its iat moves on, the sign-in’s time stays', async () => {
      const subject = subjectOf();
      await subject.identity.signIn(subject.knownAccount.email, subject.knownAccount.password);
      const first = await timesOf();

      await subject.letTimePass(2000);
      const second = await timesOf();

      expect(second.signedInAt).toBe(first.signedInAt);
      expect(milliseconds(second.issuedAt) - milliseconds(first.issuedAt)).toBeGreaterThanOrEqual(
        1000,
      );
    });

    it('reauthenticates with the password: the sign-in is now, the same person still signed in', async () => {
      const subject = subjectOf();
      const { identity } = subject;
      const { email, password } = subject.knownAccount;
      const user = await identity.signIn(email, password);
      const before = await timesOf();
      await subject.letTimePass(2000);

      await expect(identity.reauthenticate({ password })).resolves.toBeUndefined();

      const after = await timesOf();
      expect(milliseconds(after.signedInAt)).toBeGreaterThan(milliseconds(before.signedInAt));
      expect(isSignInStale(after)).toBe(false);
      await expect(identity.getSignInProvider()).resolves.toBe('password');
      const seen: (string | null)[] = [];
      const stop = identity.onUserChanged((current) => seen.push(current?.uid ?? null));
      await eventually(() => expect(seen).toEqual([user.uid]));
      stop();
    });

    it('refuses a wrong password and leaves the session as it was', async () => {
      const { identity, knownAccount } = subjectOf();
      await identity.signIn(knownAccount.email, knownAccount.password);

      await expectAppError(
        identity.reauthenticate({ password: 'Wrong-Pass#9' }),
        'identity/invalid-credentials',
      );

      await expect(identity.getSignInProvider()).resolves.toBe('password');
      await expect(identity.idToken({ refresh: true })).resolves.toEqual(stringMatching(/\S/u));
    });

    it('needs someone signed in', async () => {
      const { identity } = subjectOf();
      await identity.signOut();

      await expectAppError(
        identity.reauthenticate({ password: 'Any-Pass#1' }),
        'identity/not-signed-in',
      );
    });
  });
}
