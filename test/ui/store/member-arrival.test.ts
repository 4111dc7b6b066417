import { InMemoryPayments } from '../../../src/demo/in-memory-payments';
import { findProduct } from '../../../src/domain/catalogue';
import type { PaymentStatus } from '../../../src/domain/order';
import { paymentCheckRequested } from '../../../src/ui/features/checkout/payment-confirming';
import { sessionReported } from '../../../src/ui/features/account/session-reported';
import { selectOrderRestore } from '../../../src/ui/features/checkout/selectors';
import { ordersOf, storeOnWorld } from '../../support/store-on-world';
import { member, person } from '../../support/builders';
import { worldWith } from '../../support/demo-world';
import { GatedClock } from '../../support/clocks';
import { arrive, run } from '../../support/listeners';

/** A person who signed up and never subscribed. */
const pat = person();
/** A yearly card member. */
const sam = member({ email: 'sam@builders.test', name: 'Sam Rivera' });

/** The store of a signed-in member on the in-memory world, with no DOM. */
async function memberStore() {
  return storeOnWorld({ signedInAs: sam.email, storage: worldWith(sam) });
}

describe('a member arriving on a member page', () => {
  it('stays where they are when they come from nowhere in particular', async () => {
    const { store } = await memberStore();

    const next = await arrive(store, { pathname: '/', search: '' });

    expect(next).toBeNull();
    expect(selectOrderRestore(store.getState())).toBe('done');
  });

  it('back from a bank’s check of a card change this tab started: the change is told and the address cleaned', async () => {
    const { store, services } = await memberStore();
    const secret = await services.useCases.changePaymentMethod.start();
    const search = `?setup_intent_client_secret=${secret}&redirect_status=failed`;

    const next = await arrive(store, { pathname: '/', search });

    expect(next).toBe('/');
    expect(store.getState().notice.notice).toMatchObject({ tone: 'error', path: '/' });
  });

  it('a card-change return this tab did not start (replayed, forged) changes and tells nothing', async () => {
    const { store, world } = await memberStore();
    const before = JSON.stringify(world.state.profiles);
    const search = '?setup_intent_client_secret=seti_replayed_secret&redirect_status=succeeded';

    const next = await arrive(store, { pathname: '/', search });

    expect(next).toBe('/');
    expect(store.getState().notice.notice).toBeNull();
    expect(JSON.stringify(world.state.profiles)).toBe(before);
  });

  it('back from a payment the provider does not know: the address is cleaned of its parameters', async () => {
    const { store } = await memberStore();
    const search = '?payment_intent_client_secret=pi_unknown_secret&redirect_status=succeeded';

    const next = await arrive(store, { pathname: '/payment-successful', search });

    expect(next).toBe('/payment-successful');
  });

  it('arrives once: a second arrival while the first runs is that same arrival', async () => {
    const { store, services } = await memberStore();
    const restore = jest.spyOn(services.useCases.restoreOrder, 'execute');
    const arrival = { pathname: '/payment-successful', search: '?redirect_status=succeeded' };

    const first = arrive(store, arrival);
    const second = arrive(store, arrival);

    // The second is the first: it answers once, with the first's answer.
    await expect(first).resolves.toBe('/payment-successful');
    await expect(second).resolves.toBe('/payment-successful');
    expect(restore).toHaveBeenCalledTimes(1);
    expect(selectOrderRestore(store.getState())).toBe('done');

    // Once it has answered, the next arrival runs.
    await arrive(store, { pathname: '/', search: '' });
    expect(restore).toHaveBeenCalledTimes(2);
  });
});

describe('an order is settled only on the provider’s word (issue 29)', () => {
  afterEach(() => jest.restoreAllMocks());

  /**
   * A member of the world who pressed pay: the order is stored, the provider asked nothing yet.
   * The waits between the portal's questions end when the test releases them.
   */
  async function memberWhoPaid() {
    const clock = new GatedClock();
    const arranged = await storeOnWorld({ signedInAs: pat.email, storage: worldWith(pat), clock });
    const { services, store } = arranged;
    const product = findProduct('monthly')!;
    const clientSecret = await services.useCases.startCheckout.execute({
      product,
      promoCode: null,
    });
    await services.useCases.confirmPayment.execute({
      confirmer: { confirm: async () => ({ status: 'processing', paymentMethodId: null }) },
      product,
      promoCode: null,
      preview: null,
      origin: 'http://localhost',
      path: '/',
      uid: store.getState().auth.uid!,
      clientSecret,
    });
    const purchases = () => arranged.world.events.filter((event) => event.event === 'purchase');
    return { ...arranged, clock, clientSecret, purchases };
  }

  function providerSays(status: PaymentStatus) {
    return jest
      .spyOn(InMemoryPayments.prototype, 'statusOf')
      .mockResolvedValue({ status, paymentMethodId: null });
  }

  async function until(done: () => boolean) {
    for (let turn = 0; turn < 200 && !done(); turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(done()).toBe(true);
  }

  /** Ends the wait the portal is in once it waits, so that it asks its next question. */
  async function endTheWait(clock: GatedClock) {
    await until(() => clock.pending > 0);
    clock.release();
  }

  it.each<PaymentStatus>(['requires_action', 'processing', 'unknown'])(
    'the provider says %s: the return page says so and keeps asking, never stopping by itself; nothing is tracked',
    async (status) => {
      const { store, services, clock, clientSecret, purchases } = await memberWhoPaid();
      const statusOf = providerSays(status);
      // A forged address claims success for another intent: it is not even looked at.
      const search = '?redirect_status=succeeded&payment_intent_client_secret=pi_forged_secret_1';

      const next = await arrive(store, { pathname: '/', search });

      expect(next).toBe('/payment-successful');
      for (let question = 2; question <= 8; question += 1) {
        await endTheWait(clock);
        await until(() => statusOf.mock.calls.length === question);
        expect(store.getState().checkout).toMatchObject({
          paymentCheck: 'confirming',
          pendingPayment: status,
          completedOrder: null,
        });
      }
      // Past the minute after which the portal once stopped and offered to pay again.
      expect(clock.waits).toEqual([2000, 4000, 8000, 16000, 30000, 60000, 60000, 60000]);
      expect(statusOf.mock.calls).toEqual(Array.from({ length: 8 }, () => [clientSecret]));
      expect(purchases()).toEqual([]);
      await expect(ordersOf(services).load()).resolves.not.toBeNull();
    },
  );

  it('asked again at the member’s word once the bank’s check passed: success, tracked once', async () => {
    const { store, purchases } = await memberWhoPaid();
    providerSays('requires_action');
    await arrive(store, { pathname: '/payment-successful', search: '' });
    expect(store.getState().checkout.paymentCheck).toBe('confirming');

    providerSays('succeeded');
    await run(store, paymentCheckRequested());

    expect(store.getState().checkout.paymentCheck).toBeNull();
    expect(store.getState().checkout.pendingPayment).toBeNull();
    expect(store.getState().checkout.completedOrder).not.toBeNull();
    expect(purchases()).toHaveLength(1);
    await arrive(store, { pathname: '/payment-successful', search: '' });
    expect(purchases()).toHaveLength(1);
  });

  it('the provider says failed: back to the checkout, with the error, nothing tracked', async () => {
    const { store, purchases } = await memberWhoPaid();
    providerSays('failed');

    const next = await arrive(store, {
      pathname: '/payment-successful',
      search: '?redirect_status=succeeded',
    });

    expect(next).toBe('/');
    expect(store.getState().checkout.checkout.error).toMatchObject({ code: 'payments/failed' });
    expect(purchases()).toEqual([]);
  });

  it('processing, then failed at a later question: only then is the order dropped, to pay again', async () => {
    const { store, services, clock } = await memberWhoPaid();
    providerSays('processing');
    await arrive(store, { pathname: '/payment-successful', search: '' });
    await expect(ordersOf(services).load()).resolves.not.toBeNull();

    // The same spy, now saying failed: the first answer was processing.
    const statusOf = providerSays('failed');
    await endTheWait(clock);
    await until(() => store.getState().checkout.paymentCheck === null);

    expect(statusOf).toHaveBeenCalledTimes(2);
    expect(store.getState().checkout.pendingPayment).toBeNull();
    expect(store.getState().checkout.checkout.error).toMatchObject({ code: 'payments/failed' });
    await expect(ordersOf(services).load()).resolves.toBeNull();
  });

  it('stops asking once the session is another account’s', async () => {
    const { store, clock } = await memberWhoPaid();
    const statusOf = providerSays('processing');
    await arrive(store, { pathname: '/payment-successful', search: '' });
    expect(statusOf).toHaveBeenCalledTimes(1);

    store.dispatch(sessionReported({ status: 'signedOut' }));
    await endTheWait(clock);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(statusOf).toHaveBeenCalledTimes(1);
    expect(clock.pending).toBe(0);
  });
});
