import { LoadProfile } from '../../src/application/use-cases/load-profile';
import { demoWorld, signInAs, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { member, person } from '../support/builders';

describe('LoadProfile', () => {
  it('loads the signed-in member and the provider they used', async () => {
    const sam = member({
      email: 'sam@builders.test',
      name: 'Sam Rivera',
      productPrice: 49.99,
      productCurrency: 'usd',
      paymentOption: { type: 'card', last4: '4242' },
    });
    const adapters = demoWorld({ storage: worldWith(sam) });
    await signInAs(adapters, sam.email);

    const profile = await new LoadProfile(adapters.identity, adapters.userApi).execute();

    expect(profile.provider).toBe('password');
    expect(profile.user).toMatchObject({
      firstName: 'Sam',
      lastName: 'Rivera',
      email: sam.email,
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
    const alex = person();
    const adapters = demoWorld({ storage: worldWith(alex) });
    await signInAs(adapters, alex.email);
    adapters.world.failNextCall('userApi');

    await expectAppError(
      new LoadProfile(adapters.identity, adapters.userApi).execute(),
      'network/unavailable',
    );
  });
});
