import type { IdentityProvider, IdentityUser } from '../../src/application/ports/identity-provider';
import {
  WatchAuthSession,
  type AuthSnapshot,
} from '../../src/application/use-cases/watch-auth-session';
import type { ProfileDetails, UserApi } from '../../src/application/ports/user-api';
import {
  demoWorld,
  type DemoWorldAdapters,
  profileOf,
  signInAs,
  worldWith,
} from '../support/demo-world';
import { member, person } from '../support/builders';
import { splitDisplayName } from '../../src/domain/display-name';
import { FakeClock, GatedClock } from '../support/clocks';
import { identityWith, settle, userApiWith } from './support/demo-world';
import { TEST_SETTINGS } from '../support/test-settings';
import { AppError } from '../../src/domain/errors';

/** The app's 200 ms auth-state delay, so the wait can be seen. */
const SETTINGS = { ...TEST_SETTINGS, authStateDelayMs: 200 };

function watch(
  adapters: DemoWorldAdapters,
  identity: IdentityProvider = adapters.identity,
  userApi: UserApi = adapters.userApi,
) {
  const snapshots: AuthSnapshot[] = [];
  const useCase = new WatchAuthSession(identity, userApi, adapters.clock, SETTINGS);
  const stop = useCase.start((snapshot) => snapshots.push(snapshot));
  return { snapshots, stop };
}

/** The identity provider of the world, but its user reports are sent by the test. */
function reportingIdentity(adapters: DemoWorldAdapters) {
  let report: (user: IdentityUser | null) => void = () => undefined;
  let unsubscribed = false;
  const identity = identityWith(adapters.identity, {
    onUserChanged: (listener) => {
      report = listener;
      return () => {
        unsubscribed = true;
      };
    },
  });
  return {
    identity,
    report: (user: IdentityUser | null) => report(user),
    isUnsubscribed: () => unsubscribed,
  };
}

/** A member of the test's own. */
const pat = member({ name: 'Pat Quinn' });
/** Someone who signed in on this device before Pat. */
const alex = person({ email: 'alex@builders.test', name: 'Alex Morgan' });

const PAT: IdentityUser = {
  uid: pat.uid,
  email: pat.email,
  displayName: 'Pat Quinn',
  photoURL: null,
};

describe('WatchAuthSession', () => {
  it('reports a signed-out snapshot when nobody is signed in', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const { snapshots } = watch(adapters);

    await settle();

    expect(snapshots).toEqual([{ status: 'signedOut' }]);
    expect(adapters.clock.waits).toEqual([]);
  });

  it('waits the configured delay before it patches the profile and loads the user', async () => {
    const clock = new GatedClock();
    const adapters = demoWorld({ clock, storage: worldWith(pat) });
    await signInAs(adapters, pat.email);
    // The identity provider knows a longer name than the product API does.
    adapters.world.change((draft) => {
      const account = draft.accounts.find((entry) => entry.uid === pat.uid);
      if (account) account.displayName = 'Pat Alex Quinn-Diaz';
    });
    const { snapshots } = watch(adapters);

    await settle();
    expect(clock.waits).toEqual([SETTINGS.authStateDelayMs]);
    expect(clock.waits).toEqual([200]);
    expect(profileOf(adapters, pat.email)).toMatchObject({
      firstName: 'Pat',
      lastName: 'Quinn',
    });
    expect(snapshots).toEqual([]);

    clock.release();
    await settle();

    expect(profileOf(adapters, pat.email)).toMatchObject({
      firstName: 'Pat Alex',
      lastName: 'Quinn-Diaz',
      email: pat.email,
    });
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toEqual({
      status: 'signedIn',
      uid: pat.uid,
      provider: 'password',
      user: expect.objectContaining({
        firstName: 'Pat Alex',
        lastName: 'Quinn-Diaz',
        email: pat.email,
        subscribed: true,
      }) as unknown,
    });
  });

  it('follows a sign-in and a sign-out made after it started', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const { snapshots } = watch(adapters);
    await settle();

    // The demo's popup signs in the one person its provider stands for.
    const came = await adapters.identity.signInWithPopup('google');
    await settle();
    await adapters.identity.signOut();
    await settle();

    expect(snapshots.map((snapshot) => snapshot.status)).toEqual([
      'signedOut',
      'signedIn',
      'signedOut',
    ]);
    expect(adapters.clock.waits).toEqual([200]);
    expect(snapshots[1]).toMatchObject({
      status: 'signedIn',
      provider: 'google.com',
      user: { ...splitDisplayName(came.displayName ?? ''), email: came.email },
    });
  });

  it('keeps the stored e-mail when the identity provider reports none', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    await signInAs(adapters, pat.email);
    const { identity, report } = reportingIdentity(adapters);
    const { snapshots } = watch(adapters, identity);

    report({ ...PAT, email: null, displayName: 'Patrick Quinn' });
    await settle();

    expect(snapshots[0]).toMatchObject({
      status: 'signedIn',
      user: { firstName: 'Patrick', lastName: 'Quinn', email: pat.email },
    });
  });

  it('reports a failed snapshot, naming the account, when the identity provider fails', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    await signInAs(adapters, pat.email);
    adapters.world.failNextCall('identity');
    const { snapshots } = watch(adapters);

    await settle();

    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({
      status: 'failed',
      uid: pat.uid,
      error: { code: 'network/unavailable' },
    });
  });

  it('reports a failed snapshot when the profile patch fails', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    await signInAs(adapters, pat.email);
    const userApi = userApiWith(adapters.userApi, {
      saveProfile: () => Promise.reject(new Error('socket hang up')),
    });
    const { snapshots } = watch(adapters, adapters.identity, userApi);

    await settle();

    expect(snapshots).toEqual([
      {
        status: 'failed',
        uid: pat.uid,
        error: expect.objectContaining({ message: 'socket hang up' }) as unknown,
      },
    ]);
  });

  describe('names are the member’s (issue 29)', () => {
    it('leaves saved names of several words alone: "Mary Ann" + "van der Berg" survives', async () => {
      const adapters = demoWorld({ storage: worldWith(pat) });
      await signInAs(adapters, pat.email);
      await adapters.userApi.updateMe('firstName', 'Mary Ann');
      await adapters.userApi.updateMe('lastName', 'van der Berg');
      adapters.world.change((draft) => {
        const account = draft.accounts.find((entry) => entry.uid === pat.uid);
        if (account) account.displayName = 'Mary Ann van der Berg';
      });
      const { snapshots } = watch(adapters);

      await settle();

      expect(snapshots[0]).toMatchObject({
        status: 'signedIn',
        user: { firstName: 'Mary Ann', lastName: 'van der Berg' },
      });
    });

    it('saves the provider’s name when the API has no profile yet', async () => {
      const adapters = demoWorld({ storage: worldWith(pat) });
      await signInAs(adapters, pat.email);
      const patches: ProfileDetails[] = [];
      let reads = 0;
      const userApi = userApiWith(adapters.userApi, {
        getMe: () => {
          reads += 1;
          return reads === 1
            ? Promise.reject(new AppError('api/not-found', 'No such user yet.'))
            : adapters.userApi.getMe();
        },
        saveProfile: (details) => {
          patches.push(details);
          return adapters.userApi.saveProfile(details);
        },
      });
      watch(adapters, adapters.identity, userApi);

      await settle();

      expect(patches).toEqual([{ firstName: 'Pat', lastName: 'Quinn', email: pat.email }]);
    });
  });

  it.each([
    ['loading the user', { getMe: () => Promise.reject(new Error('socket hang up')) }, {}],
    [
      'reading the provider',
      {},
      { getSignInProvider: () => Promise.reject(new Error('socket hang up')) },
    ],
  ] as const)(
    'reports a failed snapshot when %s fails',
    async (_step, apiOverrides: Partial<UserApi>, identityOverrides: Partial<IdentityProvider>) => {
      const adapters = demoWorld({ storage: worldWith(pat) });
      await signInAs(adapters, pat.email);
      const identity = identityWith(adapters.identity, identityOverrides);
      const { snapshots } = watch(adapters, identity, userApiWith(adapters.userApi, apiOverrides));

      await settle();

      expect(snapshots).toEqual([
        {
          status: 'failed',
          uid: pat.uid,
          error: expect.objectContaining({ code: 'unknown', message: 'socket hang up' }) as unknown,
        },
      ]);
    },
  );

  it('reports a failed snapshot when the wait itself fails', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    await signInAs(adapters, pat.email);
    const clock = new FakeClock();
    jest.spyOn(clock, 'wait').mockRejectedValueOnce('timer gone');
    const snapshots: AuthSnapshot[] = [];
    new WatchAuthSession(adapters.identity, adapters.userApi, clock, SETTINGS).start((snapshot) =>
      snapshots.push(snapshot),
    );

    await settle();

    expect(snapshots).toEqual([
      {
        status: 'failed',
        uid: pat.uid,
        error: expect.objectContaining({ code: 'unknown' }) as unknown,
      },
    ]);
  });

  it('delivers only the newest of two quick reports', async () => {
    const clock = new GatedClock();
    const adapters = demoWorld({ clock, storage: worldWith(pat) });
    await signInAs(adapters, pat.email);
    const { identity, report } = reportingIdentity(adapters);
    const { snapshots } = watch(adapters, identity);

    report(PAT);
    report(null);
    await settle();
    clock.release();
    await settle();

    expect(snapshots).toEqual([{ status: 'signedOut' }]);
  });

  it('drops a report overtaken by another user before it patches anything', async () => {
    const clock = new GatedClock();
    const adapters = demoWorld({ clock, storage: worldWith(pat, alex) });
    const patches: ProfileDetails[] = [];
    const userApi = userApiWith(adapters.userApi, {
      saveProfile: (details) => {
        patches.push(details);
        return adapters.userApi.saveProfile(details);
      },
    });
    const { snapshots } = watch(adapters, adapters.identity, userApi);
    await settle();
    expect(snapshots).toEqual([{ status: 'signedOut' }]);

    await signInAs(adapters, alex.email);
    await signInAs(adapters, pat.email);
    await settle();
    expect(clock.pending).toBe(2);
    clock.release();
    await settle();

    expect(snapshots).toHaveLength(2);
    expect(snapshots[1]).toMatchObject({
      status: 'signedIn',
      user: { firstName: 'Pat', lastName: 'Quinn', email: pat.email },
    });
    // The API now answers as Pat: a patch for Alex would write Alex's name and e-mail onto Pat's.
    // Pat's own names are there already, so they are left as they are (empty names change nothing).
    expect(patches).toEqual([{ firstName: '', lastName: '', email: pat.email }]);
    expect(profileOf(adapters, alex.email)).toMatchObject({
      firstName: 'Alex',
      lastName: 'Morgan',
    });
  });

  it('delivers nothing after unsubscribe', async () => {
    const clock = new GatedClock();
    const adapters = demoWorld({ clock, storage: worldWith(pat) });
    await signInAs(adapters, pat.email);
    const { snapshots, stop } = watch(adapters);
    await settle();
    expect(clock.pending).toBe(1);

    stop();
    clock.release();
    await settle();
    await adapters.identity.signOut();
    await settle();

    expect(snapshots).toEqual([]);
  });

  it('unsubscribes from the identity provider and drops the report in flight', async () => {
    const clock = new GatedClock();
    const adapters = demoWorld({ clock, storage: worldWith(pat) });
    await signInAs(adapters, pat.email);
    const { identity, report, isUnsubscribed } = reportingIdentity(adapters);
    const { snapshots, stop } = watch(adapters, identity);
    report(PAT);
    await settle();

    stop();
    clock.release();
    await settle();

    expect(isUnsubscribed()).toBe(true);
    expect(snapshots).toEqual([]);
  });
});
