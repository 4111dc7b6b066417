import { DEMO_PASSWORD } from '../../../src/adapters/memory/demo-seed';
import { MapStorage } from '../../../src/adapters/memory/map-storage';
import { describeIdentityProviderContract } from '../identity-provider.contract';
import { anyString, eventually, expectAppError, stringMatching } from '../expectations';
import { memoryAdapters, TODAY } from './memory-adapters';

describeIdentityProviderContract(
  'InMemoryIdentityProvider',
  () => {
    const { identity, world } = memoryAdapters();
    let people = 0;
    return {
      identity,
      knownAccount: { email: 'free@demo.test', password: DEMO_PASSWORD },
      unusedEmail: () => `new.person.${(people += 1)}@example.com`,
      readResetCode: async (email) => {
        const sent = world.outbox.findLast((entry) => entry.email === email);
        if (!sent) throw new Error(`No reset e-mail to ${email}`);
        return sent.oobCode;
      },
      revealsUnknownEmails: true,
    };
  },
  {
    popups: {
      google: { email: 'riley.chen@demo.test', provider: 'google.com' },
      apple: { email: 'jordan.park@demo.test', provider: 'apple.com' },
    },
  },
);

describe('InMemoryIdentityProvider in the demo world', () => {
  it('puts each reset e-mail in the outbox with a link to the set-password page', async () => {
    const { identity, world } = memoryAdapters();

    await identity.sendPasswordResetEmail(' Member@Demo.Test ');

    expect(world.outbox).toEqual([
      {
        email: 'member@demo.test',
        oobCode: anyString(),
        link: stringMatching(/^\/set-password\?mode=resetPassword&oobCode=[^&]+$/u),
        sentAt: TODAY,
      },
    ]);
    const [sent] = world.outbox;
    const params = new URL(sent!.link, 'http://localhost').searchParams;
    await expect(identity.verifyPasswordResetCode(params.get('oobCode')!)).resolves.toBe(
      'member@demo.test',
    );
  });

  it('keeps the session across a reload, like Firebase local persistence', async () => {
    const storage = new MapStorage();
    const before = memoryAdapters(storage);
    await before.identity.signIn('member@demo.test', DEMO_PASSWORD);
    const token = await before.identity.idToken({ refresh: false });

    const after = memoryAdapters(storage);

    const seen: (string | null)[] = [];
    after.identity.onUserChanged((user) => seen.push(user?.email ?? null));
    await eventually(() => expect(seen).toEqual(['member@demo.test']));
    await expect(after.identity.idToken({ refresh: false })).resolves.toBe(token);
    await expect(after.userApi.getMe()).resolves.toMatchObject({ lastName: 'Rivera' });
  });

  it('replaces the token it keeps when told to refresh it', async () => {
    const { identity, world } = memoryAdapters();
    await identity.signIn('member@demo.test', DEMO_PASSWORD);
    const old = await identity.idToken({ refresh: false });

    const fresh = await identity.idToken({ refresh: true });

    expect(fresh).not.toBe(old);
    expect(world.state.tokens).toEqual([{ token: fresh, uid: 'demo-member' }]);
  });

  it('creates the popup people on first use and finds them again afterwards', async () => {
    const { identity, world } = memoryAdapters();
    expect(world.state.accounts.map((account) => account.email)).not.toContain(
      'riley.chen@demo.test',
    );

    const first = await identity.signInWithPopup('google');
    await identity.signOut();
    const second = await identity.signInWithPopup('google');

    expect(second).toEqual(first);
    expect(first).toMatchObject({ displayName: 'Riley Chen', photoURL: null });
    expect(world.state.accounts.filter((account) => account.uid === first.uid)).toHaveLength(1);
  });

  it('does not report a sign-in of the user already signed in', async () => {
    const { identity } = memoryAdapters();
    await identity.signIn('free@demo.test', DEMO_PASSWORD);
    const seen: (string | null)[] = [];
    identity.onUserChanged((user) => seen.push(user?.email ?? null));
    await eventually(() => expect(seen).toEqual(['free@demo.test']));

    await identity.signIn('free@demo.test', DEMO_PASSWORD);

    expect(seen).toEqual(['free@demo.test']);
  });

  it('ends the session of an account the API deleted', async () => {
    const { identity, userApi } = memoryAdapters();
    await identity.signIn('free@demo.test', DEMO_PASSWORD);
    const seen: (string | null)[] = [];
    identity.onUserChanged((user) => seen.push(user?.email ?? null));

    await userApi.deleteMe();

    await eventually(() => expect(seen).toEqual(['free@demo.test', null]));
    await expect(identity.idToken({ refresh: false })).resolves.toBeNull();
    await expectAppError(
      identity.signIn('free@demo.test', DEMO_PASSWORD),
      'identity/invalid-credentials',
    );
  });

  it('refuses a password sign-in for a popup account that never set one', async () => {
    const { identity } = memoryAdapters();
    await identity.signInWithPopup('apple');
    await identity.signOut();

    await expectAppError(
      identity.signIn('jordan.park@demo.test', ''),
      'identity/invalid-credentials',
    );
  });

  it('refuses to sign up a malformed e-mail', async () => {
    const { identity } = memoryAdapters();

    await expectAppError(
      identity.signUp('not-an-email', DEMO_PASSWORD, 'X Y'),
      'identity/invalid-email',
    );
  });

  it('names a new account after its display name in the profile', async () => {
    const { identity, userApi } = memoryAdapters();
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
