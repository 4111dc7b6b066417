import { SignOut } from '../../src/application/use-cases/sign-out';
import type { StoredOrder } from '../../src/domain/order';
import { demoWorld, type DemoWorldAdapters, signInAs, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { product } from './support/demo-world';
import { person } from '../support/builders';

const ORDER: StoredOrder = {
  id: 'order-1',
  product: product('yearly'),
  promoCode: null,
  preview: null,
  placedAt: null,
  uid: 'uid-1',
  clientSecret: 'pi_order_secret_1',
};

async function memberWithOrder(): Promise<DemoWorldAdapters> {
  const pat = person();
  const adapters = demoWorld({ storage: worldWith(pat) });
  await signInAs(adapters, pat.email);
  await adapters.orders.save(ORDER);
  return adapters;
}

describe('SignOut', () => {
  it('signs out and removes the stored order', async () => {
    const adapters = await memberWithOrder();

    await new SignOut(adapters.identity, adapters.orders).execute();

    expect(adapters.world.state.session).toBeNull();
    await expect(adapters.identity.getSignInProvider()).resolves.toBeNull();
    await expect(adapters.orders.load()).resolves.toBeNull();
  });

  it('still signs out when the order cannot be removed', async () => {
    const adapters = await memberWithOrder();
    adapters.world.failNextCall('orders');

    await expect(
      new SignOut(adapters.identity, adapters.orders).execute(),
    ).resolves.toBeUndefined();

    expect(adapters.world.state.session).toBeNull();
    expect(adapters.world.settings.failNextCall).toBeNull();
  });

  it('is harmless when nobody is signed in and nothing is stored', async () => {
    const adapters = demoWorld();

    await new SignOut(adapters.identity, adapters.orders).execute();

    expect(adapters.world.state.session).toBeNull();
  });

  it('fails when the identity provider cannot sign out', async () => {
    const adapters = await memberWithOrder();
    adapters.world.failNextCall('identity');

    await expectAppError(
      new SignOut(adapters.identity, adapters.orders).execute(),
      'network/unavailable',
    );

    expect(adapters.world.state.session).not.toBeNull();
  });
});
