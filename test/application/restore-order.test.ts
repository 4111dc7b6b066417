import type { OrderStorage } from '../../src/application/ports/order-storage';
import type { PaymentStatusLookup } from '../../src/application/ports/payments';
import type { Tracking } from '../../src/application/ports/tracking';
import { RestoreOrder } from '../../src/application/use-cases/restore-order';
import type { PaymentStatus, StoredOrder } from '../../src/domain/order';
import { InMemoryOrderStorage, ORDER_STORAGE_KEY } from '../../src/demo/in-memory-order-storage';
import { InMemoryPayments } from '../../src/demo/in-memory-payments';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { addAndSignIn, demoWorld, type DemoWorldAdapters } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { GOOD_CARD } from '../support/test-cards';
import { product } from './support/demo-world';
import { person } from '../support/builders';

const UID = 'uid-payer';
const SECRET = 'pi_order_secret_7';

const ORDER: StoredOrder = {
  id: 'order-7',
  product: product('monthly'),
  promoCode: 'WELCOME20',
  preview: {
    now: { currency: 'usd', amount: 0, trialDays: 7 },
    next: { amount: 3.99, date: '2026-11-28' },
  },
  placedAt: '2026-11-21T08:15:00.000Z',
  uid: UID,
  clientSecret: SECRET,
};

/** A provider that says the same of every intent, and notes what it was asked about. */
function says(status: PaymentStatus) {
  const asked: string[] = [];
  const lookup: PaymentStatusLookup = {
    statusOf: async (clientSecret) => {
      asked.push(clientSecret);
      return { status, paymentMethodId: status === 'succeeded' ? 'pm_1' : null };
    },
  };
  return { lookup, asked };
}

async function withOrder(order: StoredOrder = ORDER): Promise<DemoWorldAdapters> {
  const adapters = demoWorld();
  await adapters.orders.save(order);
  return adapters;
}

function restore(
  adapters: DemoWorldAdapters,
  {
    lookup = says('succeeded').lookup,
    tracking = adapters.tracking,
    orders = adapters.orders,
  }: { lookup?: PaymentStatusLookup; tracking?: Tracking; orders?: OrderStorage } = {},
) {
  return new RestoreOrder(orders, tracking, adapters.clock, lookup);
}

const purchases = (adapters: DemoWorldAdapters) =>
  adapters.world.events.filter((event) => event.event === 'purchase');

describe('RestoreOrder settles the stored order on the provider’s word', () => {
  it('answers null when nothing is stored, asks nothing and tracks nothing', async () => {
    const adapters = demoWorld();
    const provider = says('succeeded');

    await expect(restore(adapters, provider).execute(UID)).resolves.toBeNull();

    expect(provider.asked).toEqual([]);
    expect(adapters.world.events).toEqual([]);
  });

  it('succeeded: asks about the order’s own intent, takes it out and reports one purchase', async () => {
    const adapters = await withOrder();
    const provider = says('succeeded');

    const restored = await restore(adapters, provider).execute(UID);

    expect(provider.asked).toEqual([SECRET]);
    expect(restored).toEqual({ order: ORDER, status: 'succeeded' });
    await expect(adapters.orders.load()).resolves.toBeNull();
    expect(adapters.world.events).toEqual([
      { event: 'purchase', orderId: 'order-7', value: 4.99, currency: 'usd' },
    ]);
  });

  it.each<PaymentStatus>(['processing', 'requires_action', 'unknown'])(
    '%s: the order is kept, being confirmed; nothing is tracked or recorded',
    async (status) => {
      const adapters = await withOrder();
      await addAndSignIn(adapters, person());

      await expect(restore(adapters, says(status)).execute(UID)).resolves.toEqual({
        order: ORDER,
        status: 'confirming',
        providerSays: status,
      });

      await expect(adapters.orders.load()).resolves.toEqual(ORDER);
      expect(adapters.world.events).toEqual([]);
      expect(adapters.world.state.consents).toEqual([]);
      expect(adapters.world.state.acknowledgments).toEqual([]);
    },
  );

  it('a provider that throws after all is no answer: the order is kept, not believed', async () => {
    const adapters = await withOrder();
    const throwing: PaymentStatusLookup = { statusOf: () => Promise.reject(new Error('down')) };

    await expect(restore(adapters, { lookup: throwing }).execute(UID)).resolves.toMatchObject({
      status: 'confirming',
      providerSays: 'unknown',
    });
    expect(adapters.world.events).toEqual([]);
  });

  it('failed: the order is taken out and given back without reporting a purchase', async () => {
    const adapters = await withOrder();
    await addAndSignIn(adapters, person());

    await expect(restore(adapters, says('failed')).execute(UID)).resolves.toEqual({
      order: ORDER,
      status: 'failed',
    });

    await expect(adapters.orders.load()).resolves.toBeNull();
    expect(adapters.world.events).toEqual([]);
    expect(adapters.world.state.consents).toEqual([]);
  });

  it('another account’s order is dropped unasked, never settled or reported', async () => {
    const adapters = await withOrder();
    const provider = says('succeeded');

    await expect(restore(adapters, provider).execute('uid-someone-else')).resolves.toBeNull();

    expect(provider.asked).toEqual([]);
    await expect(adapters.orders.load()).resolves.toBeNull();
    expect(adapters.world.events).toEqual([]);
  });

  it('an order the page confirmed but the provider never completed has failed (in-memory world)', async () => {
    const adapters = demoWorld();
    await addAndSignIn(adapters, person());
    const { clientSecret } = await adapters.userApi.createCheckoutSession({
      productId: 'monthly',
      promoCode: null,
    });
    await adapters.orders.save({ ...ORDER, clientSecret });
    const useCase = restore(adapters, { lookup: adapters.payments });

    await expect(useCase.execute(UID)).resolves.toMatchObject({ status: 'failed' });
    expect(purchases(adapters)).toEqual([]);
  });

  it('an order whose intent the world’s card provider completed has succeeded (in-memory world)', async () => {
    const adapters = demoWorld();
    await addAndSignIn(adapters, person());
    const { clientSecret } = await adapters.userApi.createCheckoutSession({
      productId: 'monthly',
      promoCode: null,
    });
    await new InMemoryPayments(adapters.world)
      .confirmer(clientSecret, GOOD_CARD, async () => true)
      .confirm('http://localhost/payment-successful');
    await adapters.orders.save({ ...ORDER, clientSecret });

    await expect(
      restore(adapters, { lookup: adapters.payments }).execute(UID),
    ).resolves.toMatchObject({ status: 'succeeded' });
    expect(purchases(adapters)).toHaveLength(1);
  });

  it('reports the purchase once: a second call finds nothing', async () => {
    const adapters = await withOrder();
    const useCase = restore(adapters);

    await useCase.execute(UID);
    await expect(useCase.execute(UID)).resolves.toBeNull();

    expect(adapters.world.events).toHaveLength(1);
  });

  it('reports a GB order in pounds', async () => {
    const adapters = await withOrder({
      ...ORDER,
      id: 'order-8',
      product: product('yearly_gb'),
      promoCode: null,
      preview: null,
      placedAt: null,
    });

    await restore(adapters).execute(UID);

    expect(adapters.world.events).toEqual([
      { event: 'purchase', orderId: 'order-8', value: 49.99, currency: 'gbp' },
    ]);
  });

  it('restores the order even when tracking fails', async () => {
    const adapters = await withOrder();
    adapters.world.failNextCall('tracking');

    await expect(restore(adapters).execute(UID)).resolves.toMatchObject({
      status: 'succeeded',
    });

    expect(adapters.world.events).toEqual([]);
    await expect(adapters.orders.load()).resolves.toBeNull();
  });

  it('restores the order even when tracking throws at once', async () => {
    const adapters = await withOrder();
    const throwing: Tracking = {
      track: () => {
        throw new Error('blocked');
      },
      consent: () => Promise.resolve(),
    };

    await expect(restore(adapters, { tracking: throwing }).execute(UID)).resolves.toMatchObject({
      status: 'succeeded',
    });
  });

  it.each([
    ['not JSON', '{"id":'],
    ['an unknown product', JSON.stringify({ ...ORDER, product: { id: 'lifetime' } })],
    ['no id', JSON.stringify({ ...ORDER, id: '' })],
    ['a list', '[]'],
    ['an older order naming no account', JSON.stringify({ ...ORDER, uid: undefined })],
    ['an older order naming no intent', JSON.stringify({ ...ORDER, clientSecret: undefined })],
  ])('answers null for a stored order that is %s, and drops it', async (_case, raw) => {
    const adapters = demoWorld();
    const storage = new MemoryStorage();
    storage.setItem(ORDER_STORAGE_KEY, raw);
    const orders = new InMemoryOrderStorage(storage);

    await expect(restore(adapters, { orders }).execute(UID)).resolves.toBeNull();

    expect(adapters.world.events).toEqual([]);
    expect(storage.getItem(ORDER_STORAGE_KEY)).toBeNull();
  });

  it('takes the price from the catalogue, not from a tampered stored copy', async () => {
    const adapters = demoWorld();
    const storage = new MemoryStorage();
    storage.setItem(
      ORDER_STORAGE_KEY,
      JSON.stringify({ ...ORDER, product: { ...ORDER.product, regularPrice: 0.01 } }),
    );

    await restore(adapters, { orders: new InMemoryOrderStorage(storage) }).execute(UID);

    expect(adapters.world.events).toEqual([
      { event: 'purchase', orderId: 'order-7', value: 4.99, currency: 'usd' },
    ]);
  });

  it('fails, without reporting, when the order storage fails', async () => {
    const adapters = await withOrder();
    adapters.world.failNextCall('orders');

    await expectAppError(restore(adapters).execute(UID), 'network/unavailable');

    expect(adapters.world.events).toEqual([]);
  });
});

describe('RestoreOrder asks again, after growing waits, and never stops by itself', () => {
  it('waits nothing before the first question, then 2, 4, 8, 16 and 30 seconds, then a minute', async () => {
    const adapters = demoWorld();
    const useCase = restore(adapters);

    for (let attempt = 0; attempt <= 8; attempt += 1) await useCase.pause(attempt);

    expect(adapters.clock.waits).toEqual([2000, 4000, 8000, 16000, 30000, 60000, 60000, 60000]);
  });

  it('keeps a processing order however often it is asked about', async () => {
    const adapters = await withOrder();
    const { lookup, asked } = says('processing');
    const useCase = restore(adapters, { lookup });

    for (let question = 0; question < 20; question += 1) {
      await expect(useCase.execute(UID)).resolves.toMatchObject({ status: 'confirming' });
    }

    expect(asked).toHaveLength(20);
    await expect(adapters.orders.load()).resolves.toEqual(ORDER);
  });
});

describe('RestoreOrder called twice at once (React StrictMode runs effects twice)', () => {
  test('takes the order out and reports the purchase only once', async () => {
    const adapters = await withOrder();
    const useCase = restore(adapters);

    const [first, second] = await Promise.all([useCase.execute(UID), useCase.execute(UID)]);

    expect(first?.order.id).toBe(ORDER.id);
    expect(second).toBe(first);
    expect(purchases(adapters)).toHaveLength(1);
    await expect(useCase.execute(UID)).resolves.toBeNull();
  });
});
