import { listenForCheckoutAtSignIn } from '../../../src/ui/features/checkout/checkout-at-sign-in';
import {
  checkoutArrived,
  listenForCheckoutArrivals,
} from '../../../src/ui/features/checkout/checkout-arrival';
import { orderNamed } from '../../../src/ui/features/checkout/order-arrival';
import { sessionChanged } from '../../../src/ui/shared/store/session-actions';
import { DEMO_PASSWORD } from '../../support/demo-accounts';
import { member, person, type Member } from '../../support/builders';
import { worldWith } from '../../support/demo-world';
import { run, settled } from '../../support/listeners';
import { storeOnWorld } from '../../support/store-on-world';

/** A person who signed up and never subscribed. */
const pat = person();
/** A yearly card member. */
const sam = member({ email: 'sam@builders.test', name: 'Sam Rivera' });

/**
 * A visitor on /signin?plan=second (the page listens for its session), who then signs in as
 * `who`: the session is reported as the auth-state watch reports it, before any member page.
 */
async function signInWithAPlanChosen(
  who: Member,
  order: { plan: string | null; promo: string | null } = { plan: 'second', promo: null },
) {
  const arranged = await storeOnWorld({ storage: worldWith(who) });
  const { store, services, world } = arranged;
  const stopListening = listenForCheckoutAtSignIn(store.dispatch);
  await run(store, orderNamed({ ...order, always: false }));
  const start = jest.spyOn(services.useCases.startCheckout, 'execute');

  await services.useCases.signIn.execute({ email: who.email, password: DEMO_PASSWORD });
  const { user, provider } = await services.useCases.loadProfile.execute();
  const uid = world.state.session?.uid ?? '';
  // The page is left as the session is reported: it stops listening at once.
  await run(store, sessionChanged({ status: 'signedIn', uid, user, provider }));
  stopListening();
  return { ...arranged, start };
}

describe('signing in or up with a plan chosen', () => {
  it('opens the checkout as the session is reported, before the profile arrives', async () => {
    const { store, start } = await signInWithAPlanChosen(pat);

    const { checkout } = store.getState();
    expect(checkout.checkout.status).toBe('open');
    expect(checkout.checkout.clientSecret).not.toBeNull();
    expect(checkout.checkoutRequested).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ promoCode: null }));
  });

  it('the profile’s arrival then opens no second checkout', async () => {
    const { store, start } = await signInWithAPlanChosen(pat);
    listenForCheckoutArrivals(store.dispatch);

    await run(store, checkoutArrived({ plan: 'second', promo: null, subscribed: false }));

    expect(start).toHaveBeenCalledTimes(1);
    expect(store.getState().checkout.checkout.status).toBe('open');
  });

  it('a member who holds a plan: nothing opens, and the profile drops the request', async () => {
    const { store, start } = await signInWithAPlanChosen(sam);
    expect(start).not.toHaveBeenCalled();
    expect(store.getState().checkout.checkout.status).toBe('closed');

    listenForCheckoutArrivals(store.dispatch);
    await run(store, checkoutArrived({ plan: 'second', promo: null, subscribed: true }));
    expect(start).not.toHaveBeenCalled();
    expect(store.getState().checkout.checkoutRequested).toBe(false);
  });

  it('with no plan chosen: nothing opens', async () => {
    const { store, start } = await signInWithAPlanChosen(pat, { plan: null, promo: null });

    await settled(store);
    expect(start).not.toHaveBeenCalled();
    expect(store.getState().checkout.checkout.status).toBe('closed');
  });
});
