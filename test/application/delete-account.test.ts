import { DeleteAccount } from '../../src/application/use-cases/delete-account';
import { SignOut } from '../../src/application/use-cases/sign-out';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import {
  demoWorld,
  type DemoWorldAdapters,
  profileOf,
  signInAs,
  worldWith,
} from '../support/demo-world';
import { member } from '../support/builders';
import { expectAppError } from '../support/expectations';
import { expectValidationError, identityWith, product, withFailing } from './support/demo-world';
import type { SignInTimes } from '../../src/domain/recent-sign-in';

function deleteAccount(adapters: DemoWorldAdapters) {
  return new DeleteAccount(
    adapters.identity,
    adapters.userApi,
    new SignOut(adapters.identity, adapters.orders),
  );
}

describe('DeleteAccount', () => {
  /** A card member who signs in with a password. */
  const sam = member({ email: 'sam@builders.test' });
  it('refuses without the confirmation and keeps the account', async () => {
    const adapters = demoWorld({ storage: worldWith(sam) });
    await signInAs(adapters, sam.email);

    await expectValidationError(deleteAccount(adapters).execute(false), {
      confirmed: 'validation/required',
    });

    expect(profileOf(adapters, sam.email)).toBeDefined();
    expect(adapters.world.state.session).not.toBeNull();
  });

  it('reports the deletion done even when the sign-out after it fails', async () => {
    const adapters = demoWorld({ storage: worldWith(sam) });
    await signInAs(adapters, sam.email);
    const useCase = new DeleteAccount(
      adapters.identity,
      adapters.userApi,
      new SignOut(withFailing(adapters.identity, 'signOut'), adapters.orders),
    );

    await expect(useCase.execute(true)).resolves.toBeUndefined();

    expect(profileOf(adapters, sam.email)).toBeUndefined();
  });

  it('deletes the account, signs out and forgets the order; signing in then fails', async () => {
    const adapters = demoWorld({ storage: worldWith(sam) });
    await signInAs(adapters, sam.email);
    await adapters.orders.save({
      id: 'order-1',
      product: product('monthly'),
      promoCode: null,
      preview: null,
      placedAt: null,
      uid: 'uid-1',
      clientSecret: 'pi_order_secret_1',
    });

    await deleteAccount(adapters).execute(true);

    expect(profileOf(adapters, sam.email)).toBeUndefined();
    expect(adapters.world.state.session).toBeNull();
    await expect(adapters.orders.load()).resolves.toBeNull();
    await expectAppError(
      adapters.identity.signIn(sam.email, DEMO_PASSWORD),
      'identity/invalid-credentials',
    );
  });

  it('fails for a visitor', async () => {
    const adapters = demoWorld();

    await expectAppError(deleteAccount(adapters).execute(true), 'api/unauthorized');
  });

  it('keeps the account and the session when the API fails', async () => {
    const pat = member();
    const adapters = demoWorld({ storage: worldWith(pat) });
    await signInAs(adapters, pat.email);
    adapters.world.failNextCall('userApi');

    await expectAppError(deleteAccount(adapters).execute(true), 'network/unavailable');

    expect(profileOf(adapters, pat.email)).toBeDefined();
    expect(adapters.world.state.session).toMatchObject({
      uid: pat.uid,
      provider: 'password',
    });
  });

  it('is refused after a sign-in older than five minutes, and the account stays', async () => {
    const adapters = demoWorld({ storage: worldWith(sam) });
    await signInAs(adapters, sam.email);
    adapters.world.ageSignIn();

    await expectAppError(deleteAccount(adapters).execute(true), 'identity/requires-recent-login');

    expect(profileOf(adapters, sam.email)).toBeDefined();
    expect(adapters.world.state.session).not.toBeNull();
  });

  describe('recent by the provider’s clock, never the device’s', () => {
    function deleteWithTimes(adapters: DemoWorldAdapters, times: SignInTimes) {
      const identity = identityWith(adapters.identity, { signInTimes: async () => times });
      return new DeleteAccount(identity, adapters.userApi, new SignOut(identity, adapters.orders));
    }

    it('deletes after a sign-in a minute before the provider issued its fresh token', async () => {
      // Ten minutes behind this machine's clock: a device that fast no longer blocks the deletion.
      const adapters = demoWorld({ storage: worldWith(sam) });
      await signInAs(adapters, sam.email);
      const times = {
        signedInAt: new Date(Date.now() - 11 * 60_000).toISOString(),
        issuedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      };

      await deleteWithTimes(adapters, times).execute(true);

      expect(profileOf(adapters, sam.email)).toBeUndefined();
    });

    it('refuses a sign-in six minutes before the provider issued its fresh token', async () => {
      const adapters = demoWorld({ storage: worldWith(sam) });
      await signInAs(adapters, sam.email);
      const times = {
        signedInAt: '2026-11-21T09:24:00.000Z',
        issuedAt: '2026-11-21T09:30:00.000Z',
      };

      await expectAppError(
        deleteWithTimes(adapters, times).execute(true),
        'identity/requires-recent-login',
      );

      expect(profileOf(adapters, sam.email)).toBeDefined();
    });
  });

  it('deletes the account of a popup member once they proved who they are in the popup', async () => {
    const adapters = demoWorld();
    // The demo's popup signs in the one person its provider stands for.
    const { email } = await adapters.identity.signInWithPopup('google');
    adapters.world.ageSignIn();
    await adapters.identity.reauthenticate({ provider: 'google' });

    await deleteAccount(adapters).execute(true);

    expect(email).not.toBeNull();
    expect(profileOf(adapters, email ?? '')).toBeUndefined();
  });
});
