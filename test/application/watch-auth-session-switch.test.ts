import type { UserApi } from '../../src/application/ports/user-api';
import {
  WatchAuthSession,
  type AuthSnapshot,
} from '../../src/application/use-cases/watch-auth-session';
import { member, type Member } from '../support/builders';
import { GatedClock } from '../support/clocks';
import { demoWorld, type DemoWorldAdapters, signInAs, worldWith } from '../support/demo-world';
import { TEST_SETTINGS } from '../support/test-settings';
import { settle, userApiWith } from './support/demo-world';

/** DESIGN.md, Trust: "A switch of account locks the tab at once". */

const pat = member({ name: 'Pat Quinn' });
const kim = member({ email: 'kim.lee@builders.test', name: 'Kim Lee' });

/** The app's 200 ms auth-state delay, so the wait can be seen. */
const SETTINGS = { ...TEST_SETTINGS, authStateDelayMs: 200 };

/**
 * Pat signed in and reported, the watch following the world's identity provider; every call of the
 * user API from then on noted by name.
 */
async function patReported() {
  const clock = new GatedClock();
  const adapters = demoWorld({ clock, storage: worldWith(pat, kim) });
  await signInAs(adapters, pat.email);
  const calls: string[] = [];
  const userApi: UserApi = userApiWith(adapters.userApi, {
    getMe: () => {
      calls.push('getMe');
      return adapters.userApi.getMe();
    },
    saveProfile: (details) => {
      calls.push('saveProfile');
      return adapters.userApi.saveProfile(details);
    },
  });
  const snapshots: AuthSnapshot[] = [];
  new WatchAuthSession(adapters.identity, userApi, clock, SETTINGS).start((snapshot) =>
    snapshots.push(snapshot),
  );
  await settle();
  clock.release();
  await settle();
  expect(snapshots).toEqual([expect.objectContaining({ status: 'signedIn', uid: pat.uid })]);
  calls.length = 0;
  return { adapters, clock, calls, snapshots };
}

/** Another tab signs in as `someone`: this tab's world takes it up at once, as its storage event does. */
function anotherTabSignsIn(adapters: DemoWorldAdapters, someone: Member) {
  adapters.world.change((draft) => {
    draft.session = { uid: someone.uid, provider: 'password', signedInAt: adapters.clock.now() };
  });
}

describe('WatchAuthSession: a switch of account is said at the provider’s first word', () => {
  it('another account signing in: "switching" in the same task, before the wait and any call', async () => {
    const { adapters, clock, calls, snapshots } = await patReported();

    anotherTabSignsIn(adapters, kim);

    // No await between the provider's word and these: the tab can lock before anything runs.
    expect(snapshots.at(-1)).toEqual({ status: 'switching', uid: kim.uid });
    expect(clock.pending).toBe(1);
    expect(calls).toEqual([]);

    clock.release();
    await settle();
    expect(snapshots.at(-1)).toMatchObject({
      status: 'signedIn',
      uid: kim.uid,
      user: { firstName: 'Kim', lastName: 'Lee' },
    });
    expect(snapshots.map((snapshot) => snapshot.status)).toEqual([
      'signedIn',
      'switching',
      'signedIn',
    ]);
  });

  it('a sign-out: "signedOut" in the same task, with no call', async () => {
    const { adapters, calls, snapshots } = await patReported();

    adapters.world.change((draft) => {
      draft.session = null;
    });

    expect(snapshots.at(-1)).toEqual({ status: 'signedOut' });
    expect(calls).toEqual([]);
  });

  it('switching back before the first switch answered: each account said at once, the newest delivered', async () => {
    const { adapters, clock, snapshots } = await patReported();

    anotherTabSignsIn(adapters, kim);
    anotherTabSignsIn(adapters, pat);
    clock.release();
    await settle();

    expect(snapshots.map((snapshot) => snapshot.status)).toEqual([
      'signedIn',
      'switching',
      'switching',
      'signedIn',
    ]);
    expect(snapshots.slice(1)).toEqual([
      { status: 'switching', uid: kim.uid },
      { status: 'switching', uid: pat.uid },
      expect.objectContaining({ status: 'signedIn', uid: pat.uid }),
    ]);
  });

  it('the same account reported again, or a first sign-in, is no switch: the wait, then the profile', async () => {
    const clock = new GatedClock();
    const adapters = demoWorld({ clock, storage: worldWith(pat) });
    const snapshots: AuthSnapshot[] = [];
    new WatchAuthSession(adapters.identity, adapters.userApi, clock, SETTINGS).start((snapshot) =>
      snapshots.push(snapshot),
    );
    await settle();

    await signInAs(adapters, pat.email);
    await signInAs(adapters, pat.email);
    clock.release();
    await settle();

    expect(snapshots.map((snapshot) => snapshot.status)).toEqual(['signedOut', 'signedIn']);
  });
});
