import { AppError } from '../../../src/domain/errors';
import { checkoutRequested, productChosen } from '../../../src/ui/features/checkout/checkout-slice';
import { applyPromo, loadCatalogue } from '../../../src/ui/features/checkout/checkout-thunks';
import {
  checkoutArrived,
  listenForCheckoutArrivals,
} from '../../../src/ui/features/checkout/checkout-arrival';
import { orderNamed } from '../../../src/ui/features/checkout/order-arrival';
import {
  selectAppliedPromoCode,
  selectIsCatalogueReady,
  selectPromoError,
} from '../../../src/ui/features/checkout/selectors';
import { run } from '../../support/listeners';
import { storeOnWorld } from '../../support/store-on-world';
import { member, person } from '../../support/builders';
import { worldWith } from '../../support/demo-world';

/** A person who signed up and never subscribed. */
const pat = person();
/** A yearly card member. */
const sam = member({ email: 'sam@builders.test', name: 'Sam Rivera' });

const noOrder = { plan: null, promo: null };

describe('a visitor arriving with an order in the address', () => {
  it('on /membership: the plan of ?plan= is chosen and the ?promo= code applied', async () => {
    const { store } = await storeOnWorld();

    await run(store, orderNamed({ plan: 'first', promo: 'WELCOME20', always: true }));

    expect(store.getState().checkout.product?.type).toBe('monthly');
    expect(selectAppliedPromoCode(store.getState())).toBe('WELCOME20');
    expect(store.getState().checkout.checkoutRequested).toBe(false);
  });

  it('on /membership again: a plan named in the address wins over one chosen earlier', async () => {
    const { store } = await storeOnWorld();
    await store.dispatch(loadCatalogue(null));
    store.dispatch(productChosen('yearly'));

    await run(store, orderNamed({ plan: 'first', promo: null, always: true }));

    expect(store.getState().checkout.product?.type).toBe('monthly');
  });

  it('on /signin with an order named: it is loaded, and checkout is asked for on arrival', async () => {
    const { store } = await storeOnWorld();

    await run(store, orderNamed({ plan: 'second', promo: null, always: false }));

    expect(store.getState().checkout.product?.type).toBe('yearly');
    expect(store.getState().checkout.checkoutRequested).toBe(true);
  });

  it('on /signin with nothing named, or an order already chosen: nothing is loaded', async () => {
    const { store, services } = await storeOnWorld();
    const load = jest.spyOn(services.useCases.loadCatalogue, 'execute');

    await run(store, orderNamed({ ...noOrder, always: false }));
    expect(load).not.toHaveBeenCalled();
    expect(selectIsCatalogueReady(store.getState())).toBe(false);

    await store.dispatch(loadCatalogue('first'));
    await run(store, orderNamed({ plan: 'second', promo: null, always: false }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState().checkout.product?.type).toBe('monthly');
    expect(store.getState().checkout.checkoutRequested).toBe(false);
  });

  it('runs once when the page’s effect runs twice', async () => {
    const { store, services } = await storeOnWorld();
    const load = jest.spyOn(services.useCases.loadCatalogue, 'execute');

    store.dispatch(orderNamed({ ...noOrder, always: true }));
    await run(store, orderNamed({ ...noOrder, always: true }));

    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a member arriving at the profile', () => {
  /** A free member's store, with the profile's listener of arrivals (useCheckoutArrival). */
  async function freeMember() {
    const arranged = await storeOnWorld({ signedInAs: pat.email, storage: worldWith(pat) });
    listenForCheckoutArrivals(arranged.store.dispatch);
    return arranged;
  }
  const arrival = { plan: 'first', promo: 'WELCOME20', subscribed: false };

  it('loads the plans of ?plan= and applies ?promo=, with checkout left closed', async () => {
    const { store } = await freeMember();

    await run(store, checkoutArrived(arrival));

    const { checkout } = store.getState();
    expect(checkout.product?.type).toBe('monthly');
    expect(selectAppliedPromoCode(store.getState())).toBe('WELCOME20');
    expect(checkout.checkout.status).toBe('closed');
  });

  it('having chosen a plan before signing in: checkout opens with the code, once', async () => {
    const { store, services } = await freeMember();
    const start = jest.spyOn(services.useCases.startCheckout, 'execute');
    store.dispatch(checkoutRequested());

    store.dispatch(checkoutArrived(arrival));
    await run(store, checkoutArrived(arrival));

    expect(store.getState().checkout.checkout.status).toBe('open');
    expect(store.getState().checkout.checkoutRequested).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ promoCode: 'WELCOME20' }));
  });

  it('with a code the preview refuses: the refusal shows and checkout opens without it', async () => {
    const { store, services } = await freeMember();
    const start = jest.spyOn(services.useCases.startCheckout, 'execute');
    store.dispatch(checkoutRequested());

    await run(store, checkoutArrived({ ...arrival, promo: 'NOPE' }));

    expect(selectPromoError(store.getState())).toMatchObject({ code: 'promo/invalid' });
    expect(store.getState().checkout.checkout.status).toBe('open');
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ promoCode: null }));
  });

  it('while a code is still being checked: checkout waits for its answer', async () => {
    const { store } = await freeMember();
    await store.dispatch(loadCatalogue('first'));
    store.dispatch(checkoutRequested());
    const checking = store.dispatch(applyPromo('TRIAL30'));

    await run(store, checkoutArrived({ ...arrival, promo: null }));
    await checking;

    expect(selectAppliedPromoCode(store.getState())).toBe('TRIAL30');
    expect(store.getState().checkout.checkout.status).toBe('open');
  });

  it('subscribed: nothing to buy, and a request for checkout is dropped', async () => {
    const { store, services } = await storeOnWorld({
      signedInAs: sam.email,
      storage: worldWith(sam),
    });
    listenForCheckoutArrivals(store.dispatch);
    const load = jest.spyOn(services.useCases.loadCatalogue, 'execute');
    store.dispatch(checkoutRequested());

    await run(store, checkoutArrived({ ...arrival, subscribed: true }));

    expect(store.getState().checkout.checkoutRequested).toBe(false);
    expect(store.getState().checkout.checkout.status).toBe('closed');
    expect(load).not.toHaveBeenCalled();
  });

  it('when the plans cannot be loaded: checkout stays closed and the plans show instead', async () => {
    const { store, services } = await freeMember();
    store.dispatch(checkoutRequested());
    jest
      .spyOn(services.useCases.loadCatalogue, 'execute')
      .mockRejectedValue(new AppError('network/unavailable', 'offline'));

    await run(store, checkoutArrived(arrival));

    expect(selectIsCatalogueReady(store.getState())).toBe(false);
    expect(store.getState().checkout.checkout.status).toBe('closed');
    expect(store.getState().checkout.checkoutRequested).toBe(false);
  });
});
