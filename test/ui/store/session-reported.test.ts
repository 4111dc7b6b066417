import { InMemoryPayments } from '../../../src/demo/in-memory-payments';
import { findProduct } from '../../../src/domain/catalogue';
import type { User } from '../../../src/domain/subscription';
import { checkoutRequested } from '../../../src/ui/features/checkout/checkout-slice';
import { loadCatalogue, openCheckout } from '../../../src/ui/features/checkout/checkout-thunks';
import { dialogOpened } from '../../../src/ui/shared/store/dialogs-slice';
import { sessionReported } from '../../../src/ui/features/account/session-reported';
import { ordersOf, storeOnWorld } from '../../support/store-on-world';
import { person } from '../../support/builders';
import { worldWith } from '../../support/demo-world';
import { arrive } from '../../support/listeners';

/** A person who signed up and never subscribed. */
const pat = person();

/**
 * The identity provider reports the session (sessionReported): DESIGN.md, Trust, "A checkout
 * belongs to its account" and "A switch of account locks the tab at once".
 */

describe('a checkout belongs to its account (issue 29)', () => {
  const signedIn = (uid: string) =>
    ({
      status: 'signedIn',
      uid,
      user: { email: `${uid}@example.com` } as User,
      provider: 'password',
    }) as const;

  it.each([
    ['a sign-out (here, in another tab, or an expired session)', { status: 'signedOut' } as const],
    ['another account signing in', signedIn('uid-other')],
    [
      'another account named, its profile not read yet',
      { status: 'switching', uid: 'uid-other' } as const,
    ],
  ])('%s closes the open checkout', async (_what, snapshot) => {
    const { store } = await storeOnWorld({ signedInAs: pat.email, storage: worldWith(pat) });
    await store.dispatch(loadCatalogue(null));
    await store.dispatch(openCheckout());
    expect(store.getState().checkout.checkout.clientSecret).not.toBeNull();

    store.dispatch(sessionReported(snapshot));

    expect(store.getState().checkout.checkout).toEqual({
      status: 'closed',
      clientSecret: null,
      error: null,
    });
  });

  it('another account named locks the tab at once: no member, no dialog, the new account loading', async () => {
    const { store } = await storeOnWorld({ signedInAs: pat.email, storage: worldWith(pat) });
    store.dispatch(dialogOpened('deleteAccount'));

    store.dispatch(sessionReported({ status: 'switching', uid: 'uid-other' }));

    expect(store.getState().dialogs.open).toBeNull();
    expect(store.getState().auth).toEqual({
      status: 'loading',
      uid: 'uid-other',
      user: null,
      provider: null,
      error: null,
    });
  });

  it('a first sign-in keeps the plan chosen before it', async () => {
    const { store } = await storeOnWorld();
    await store.dispatch(loadCatalogue('first'));
    store.dispatch(checkoutRequested());

    store.dispatch(sessionReported(signedIn('uid-new')));

    expect(store.getState().checkout.product?.id).toBe('monthly');
    expect(store.getState().checkout.checkoutRequested).toBe(true);
  });

  it('another account’s stored order is dropped at the next arrival, never settled', async () => {
    const { store, services, world } = await storeOnWorld({
      signedInAs: pat.email,
      storage: worldWith(pat),
    });
    const product = findProduct('monthly')!;
    await ordersOf(services).save({
      id: 'order-1',
      product,
      promoCode: null,
      preview: null,
      placedAt: null,
      uid: 'uid-of-someone-else',
      clientSecret: 'pi_other_secret_1',
    });
    const statusOf = jest.spyOn(InMemoryPayments.prototype, 'statusOf');

    await arrive(store, { pathname: '/payment-successful', search: '' });

    expect(statusOf).not.toHaveBeenCalled();
    await expect(ordersOf(services).load()).resolves.toBeNull();
    expect(world.events).toEqual([]);
    statusOf.mockRestore();
  });
});
