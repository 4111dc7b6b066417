import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';
import { anyString, eventually, expectAppError, stringMatching } from '../support/expectations';
import { demoWorld } from '../support/demo-world';
import { MovingClock, TODAY } from '../support/clocks';
import { mailEmailCode } from '../../src/demo/demo-email-codes';
import type { EmailActionMode } from '../../src/demo/demo-state';
import type { DemoWorld } from '../../src/demo/demo-world';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { describeIdentityProviderContract } from '../adapters/identity-provider.contract';
import { describeEmailChangeContract } from '../adapters/identity-email-change.contract';

/** The code of the latest e-mail of this kind to this address in the world's outbox. */
function latestCode(world: DemoWorld, email: string, mode: EmailActionMode): string {
  const sent = world.outbox.findLast((entry) => entry.email === email && entry.mode === mode);
  if (!sent) throw new Error(`No ${mode} e-mail to ${email}`);
  return sent.oobCode;
}

describeIdentityProviderContract(
  'InMemoryIdentityProvider',
  () => {
    const clock = new MovingClock();
    const { identity, world } = demoWorld({ clock });
    let people = 0;
    return {
      identity,
      letTimePass: async (milliseconds) => clock.advance(milliseconds),
      knownAccount: { email: DEMO_ACCOUNTS.free.email, password: DEMO_PASSWORD },
      unusedEmail: () => `new.person.${(people += 1)}@example.com`,
      readResetCode: async (email) => latestCode(world, email, 'resetPassword'),
      issueVerifyEmailCode: async ({ email }) => {
        const account = world.state.accounts.find((each) => each.email === email);
        if (!account) throw new Error(`No account ${email}`);
        const oobCode = world.newId();
        world.change((draft) =>
          mailEmailCode(draft, { oobCode, uid: account.uid, mode: 'verifyEmail', email }, TODAY),
        );
        return oobCode;
      },
      // The account itself, signed in elsewhere, changes its address at the provider.
      changeEmailElsewhere: async ({ email, password }, newEmail) => {
        await identity.signIn(email, password);
        await identity.updateEmail(newEmail);
        await identity.signOut();
        return latestCode(world, email, 'recoverEmail');
      },
      revealsUnknownEmails: true,
    };
  },
  {
    popups: {
      google: { email: DEMO_ACCOUNTS.google.email, provider: 'google.com' },
      apple: { email: DEMO_ACCOUNTS.apple.email, provider: 'apple.com' },
    },
  },
);

describeEmailChangeContract('InMemoryIdentityProvider', () => {
  const { identity, world } = demoWorld();
  let people = 0;
  return {
    identity,
    unusedEmail: () => `moving.person.${(people += 1)}@example.com`,
    readRecoverCode: async (email) => latestCode(world, email, 'recoverEmail'),
  };
});

describe('InMemoryIdentityProvider in the demo world', () => {
  it('puts each reset e-mail in the outbox with a link to the set-password page', async () => {
    const { identity, world } = demoWorld();

    await identity.sendPasswordResetEmail(' Member@Demo.Test ');

    expect(world.outbox).toEqual([
      {
        email: DEMO_ACCOUNTS.member.email,
        oobCode: anyString(),
        link: stringMatching(/^\/set-password\?mode=resetPassword&oobCode=[^&]+$/u),
        sentAt: TODAY,
        mode: 'resetPassword',
      },
    ]);
    const [sent] = world.outbox;
    const params = new URL(sent!.link, 'http://localhost').searchParams;
    await expect(identity.verifyPasswordResetCode(params.get('oobCode')!)).resolves.toBe(
      DEMO_ACCOUNTS.member.email,
    );
  });

  it('mails the old address a link that undoes a change, and the new one a verification', async () => {
    const { identity, world } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);

    await identity.updateEmail(' Alex.New@Example.com ');

    expect(world.outbox).toEqual([
      {
        email: DEMO_ACCOUNTS.free.email,
        oobCode: anyString(),
        link: stringMatching(/^\/set-password\?mode=recoverEmail&oobCode=[^&]+$/u),
        sentAt: TODAY,
        mode: 'recoverEmail',
      },
      {
        email: 'alex.new@example.com',
        oobCode: anyString(),
        link: stringMatching(/^\/set-password\?mode=verifyEmail&oobCode=[^&]+$/u),
        sentAt: TODAY,
        mode: 'verifyEmail',
      },
    ]);
    const [recovery, verification] = world.outbox;
    // Undone, the change leaves the verification of the address it undid without effect.
    await expect(identity.recoverEmail(recovery!.oobCode)).resolves.toEqual({
      email: DEMO_ACCOUNTS.free.email,
    });
    await expectAppError(
      identity.verifyEmail(verification!.oobCode),
      'identity/invalid-action-code',
    );
  });

  it('mails nothing when the address stays the same but for its case', async () => {
    const { identity, world } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);

    await identity.updateEmail('Free@Demo.Test');

    expect(world.outbox).toEqual([]);
  });

  it('forgets the codes of an account the API deleted', async () => {
    const { identity, userApi, world } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
    await identity.updateEmail('alex.new@example.com');

    await userApi.deleteMe();

    expect(world.state.emailCodes).toEqual([]);
  });

  it('keeps the session across a reload, like Firebase local persistence', async () => {
    const storage = new MemoryStorage();
    const before = demoWorld({ storage });
    await before.identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    const token = await before.identity.idToken({ refresh: false });

    const after = demoWorld({ storage });

    const seen: (string | null)[] = [];
    after.identity.onUserChanged((user) => seen.push(user?.email ?? null));
    await eventually(() => expect(seen).toEqual([DEMO_ACCOUNTS.member.email]));
    await expect(after.identity.idToken({ refresh: false })).resolves.toBe(token);
    await expect(after.userApi.getMe()).resolves.toMatchObject({ lastName: 'Rivera' });
  });

  it('keeps the sign-in time by the world clock across a reload; the demo tools can age it', async () => {
    const storage = new MemoryStorage();
    const before = demoWorld({ storage });
    await before.identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    const now = `${TODAY}T09:30:00.000Z`;
    await expect(before.identity.signInTimes()).resolves.toEqual({
      signedInAt: now,
      issuedAt: now,
    });

    const after = demoWorld({ storage });
    expect(after.world.ageSignIn()).toBe(true);

    await expect(after.identity.signInTimes()).resolves.toEqual({
      signedInAt: `${TODAY}T09:20:00.000Z`,
      issuedAt: now,
    });
    await after.identity.reauthenticate({ password: DEMO_PASSWORD });
    await expect(after.identity.signInTimes()).resolves.toEqual({
      signedInAt: now,
      issuedAt: now,
    });
  });

  it('renews the token it keeps to read the times, as Firebase’s getIdTokenResult(true)', async () => {
    const { identity } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    const kept = await identity.idToken({ refresh: false });

    await identity.signInTimes();

    await expect(identity.idToken({ refresh: false })).resolves.not.toBe(kept);
  });

  it('takes a session saved before sign-in times were kept for an old sign-in', async () => {
    const { identity, world } = demoWorld();
    world.change((draft) => {
      draft.session = { uid: 'demo-member', provider: 'password' };
    });

    await expect(identity.signInTimes()).resolves.toMatchObject({
      signedInAt: new Date(0).toISOString(),
    });
  });

  it('ages no sign-in when nobody is signed in', () => {
    expect(demoWorld().world.ageSignIn()).toBe(false);
  });

  it('replaces the token it keeps when told to refresh it', async () => {
    const { identity, world } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    const old = await identity.idToken({ refresh: false });

    const fresh = await identity.idToken({ refresh: true });

    expect(fresh).not.toBe(old);
    expect(world.state.tokens).toEqual([{ token: fresh, uid: 'demo-member' }]);
  });

  it('creates the popup people on first use and finds them again afterwards', async () => {
    const { identity, world } = demoWorld();
    expect(world.state.accounts.map((account) => account.email)).not.toContain(
      DEMO_ACCOUNTS.google.email,
    );

    const first = await identity.signInWithPopup('google');
    await identity.signOut();
    const second = await identity.signInWithPopup('google');

    expect(second).toEqual(first);
    expect(first).toMatchObject({ displayName: 'Riley Chen', photoURL: null });
    expect(world.state.accounts.filter((account) => account.uid === first.uid)).toHaveLength(1);
  });

  it('does not report a sign-in of the user already signed in', async () => {
    const { identity } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
    const seen: (string | null)[] = [];
    identity.onUserChanged((user) => seen.push(user?.email ?? null));
    await eventually(() => expect(seen).toEqual([DEMO_ACCOUNTS.free.email]));

    await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);

    expect(seen).toEqual([DEMO_ACCOUNTS.free.email]);
  });

  it('ends the session of an account the API deleted', async () => {
    const { identity, userApi } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
    const seen: (string | null)[] = [];
    identity.onUserChanged((user) => seen.push(user?.email ?? null));

    await userApi.deleteMe();

    await eventually(() => expect(seen).toEqual([DEMO_ACCOUNTS.free.email, null]));
    await expect(identity.idToken({ refresh: false })).resolves.toBeNull();
    await expectAppError(
      identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD),
      'identity/invalid-credentials',
    );
  });

  it('refuses a password sign-in for a popup account that never set one', async () => {
    const { identity } = demoWorld();
    await identity.signInWithPopup('apple');
    await identity.signOut();

    await expectAppError(
      identity.signIn(DEMO_ACCOUNTS.apple.email, ''),
      'identity/invalid-credentials',
    );
  });

  it('refuses to sign up a malformed e-mail', async () => {
    const { identity } = demoWorld();

    await expectAppError(
      identity.signUp('not-an-email', DEMO_PASSWORD, 'X Y'),
      'identity/invalid-email',
    );
  });

  it('names a new account after its display name in the profile', async () => {
    const { identity, userApi } = demoWorld();
    await identity.signUp('Mixed.Case@Example.com', DEMO_PASSWORD, '  Mary Ann  Evans ');

    const me = await userApi.getMe();

    expect(me).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Evans',
      email: 'mixed.case@example.com',
      subscribed: false,
    });
  });
});
