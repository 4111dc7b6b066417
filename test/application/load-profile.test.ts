import { LoadProfile } from '../../src/application/use-cases/load-profile';
import { demoWorld, expectAppError, signInAs } from './support/demo-world';

describe('LoadProfile', () => {
  it('loads the signed-in member and the provider they used', async () => {
    const adapters = demoWorld();
    await signInAs(adapters, 'member@demo.test');

    const profile = await new LoadProfile(adapters.identity, adapters.userApi).execute();

    expect(profile.provider).toBe('password');
    expect(profile.user).toMatchObject({
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'member@demo.test',
      subscribed: true,
      subscription: {
        type: 'STRIPE',
        autoRenew: true,
        productPrice: 49.99,
        productCurrency: 'usd',
        paymentOption: { type: 'card', last4: '4242' },
      },
    });
  });

  it('names the social provider of a popup sign-in', async () => {
    const adapters = demoWorld();
    await adapters.identity.signInWithPopup('apple');

    const profile = await new LoadProfile(adapters.identity, adapters.userApi).execute();

    expect(profile.provider).toBe('apple.com');
    expect(profile.user.subscription?.type).toBe('APP_STORE');
  });

  it('fails for a visitor', async () => {
    const adapters = demoWorld();

    await expectAppError(
      new LoadProfile(adapters.identity, adapters.userApi).execute(),
      'api/unauthorized',
    );
  });

  it('fails when the API fails', async () => {
    const adapters = demoWorld();
    await signInAs(adapters, 'free@demo.test');
    adapters.world.failNextCall('userApi');

    await expectAppError(
      new LoadProfile(adapters.identity, adapters.userApi).execute(),
      'network/unavailable',
    );
  });
});
