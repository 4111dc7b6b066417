import { SignInWithPopup } from '../../src/application/use-cases/sign-in-with-popup';
import { demoWorld, expectAppError, profileOf, type DemoWorldAdapters } from './support/demo-world';

function popup(adapters: DemoWorldAdapters) {
  return new SignInWithPopup(adapters.identity, adapters.userApi);
}

/** Renames the signed-in user in the product API only, so a later PATCH users can be seen. */
async function renameInApi(adapters: DemoWorldAdapters): Promise<void> {
  await adapters.userApi.updateMe('firstName', 'Renamed');
  await adapters.userApi.updateMe('lastName', 'Elsewhere');
}

describe('SignInWithPopup', () => {
  it('readies the popups through the identity provider, signing nobody in', async () => {
    const adapters = demoWorld();

    await expect(popup(adapters).prepare()).resolves.toBeUndefined();

    await expect(adapters.identity.getSignInProvider()).resolves.toBeNull();
  });

  it.each([
    ['google', 'google.com', 'riley.chen@demo.test', 'Riley', 'Chen', false],
    ['apple', 'apple.com', 'jordan.park@demo.test', 'Jordan', 'Park', true],
  ] as const)(
    'signs in with %s and saves the split name and e-mail',
    async (provider, providerId, email, firstName, lastName, subscribed) => {
      const adapters = demoWorld();

      await popup(adapters).execute(provider);

      await expect(adapters.identity.getSignInProvider()).resolves.toBe(providerId);
      expect(profileOf(adapters, email)).toMatchObject({ firstName, lastName, email });
      const me = await adapters.userApi.getMe();
      expect(me).toMatchObject({ firstName, lastName, email, subscribed });
    },
  );

  it('patches the profile with the provider name on every popup sign-in', async () => {
    const adapters = demoWorld();
    await popup(adapters).execute('google');
    await renameInApi(adapters);
    expect(profileOf(adapters, 'riley.chen@demo.test')).toMatchObject({ firstName: 'Renamed' });
    await adapters.identity.signOut();

    await popup(adapters).execute('google');

    expect(profileOf(adapters, 'riley.chen@demo.test')).toMatchObject({
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'riley.chen@demo.test',
    });
  });

  it('fails when the popup fails, and saves nothing', async () => {
    const adapters = demoWorld();
    adapters.world.failNextCall('identity');

    await expectAppError(popup(adapters).execute('apple'), 'network/unavailable');

    expect(profileOf(adapters, 'jordan.park@demo.test')).toBeUndefined();
    expect(adapters.world.state.session).toBeNull();
  });

  it('fails when the profile cannot be saved', async () => {
    const adapters = demoWorld();
    adapters.world.failNextCall('userApi');

    await expectAppError(popup(adapters).execute('google'), 'network/unavailable');
  });
});
