import type { Tracking } from '../../src/application/ports/tracking';
import { RestoreOrder } from '../../src/application/use-cases/restore-order';
import type { StoredOrder } from '../../src/domain/order';
import {
  InMemoryOrderStorage,
  ORDER_STORAGE_KEY,
} from '../../src/adapters/memory/in-memory-order-storage';
import { MapStorage } from '../../src/adapters/memory/map-storage';
import { demoWorld, expectAppError, product, type DemoWorldAdapters } from './support/demo-world';

const ORDER: StoredOrder = {
  id: 'order-7',
  product: product('monthly'),
  promoCode: 'WELCOME20',
  preview: {
    now: { currency: 'usd', amount: 0, trialDays: 7 },
    next: { amount: 3.99, date: '2026-11-28' },
  },
};

async function withOrder(order: StoredOrder = ORDER): Promise<DemoWorldAdapters> {
  const adapters = demoWorld();
  await adapters.orders.save(order);
  return adapters;
}

function restore(adapters: DemoWorldAdapters, tracking: Tracking = adapters.tracking) {
  return new RestoreOrder(adapters.orders, tracking);
}

describe('RestoreOrder', () => {
  it('answers null when nothing is stored, and tracks nothing', async () => {
    const adapters = demoWorld();

    await expect(restore(adapters).execute(null)).resolves.toBeNull();

    expect(adapters.world.events).toEqual([]);
  });

  it.each([null, 'succeeded', 'processing'])(
    'returns the stored order (redirect_status %j), removes it and reports one purchase',
    async (redirectStatus) => {
      const adapters = await withOrder();

      const restored = await restore(adapters).execute(redirectStatus);

      expect(restored).toEqual({ order: ORDER, status: 'succeeded' });
      await expect(adapters.orders.load()).resolves.toBeNull();
      expect(adapters.world.events).toEqual([
        { event: 'purchase', orderId: 'order-7', value: 4.99, currency: 'usd' },
      ]);
    },
  );

  it('reports the purchase once: a second call finds nothing', async () => {
    const adapters = await withOrder();
    const useCase = restore(adapters);

    await useCase.execute(null);
    await expect(useCase.execute(null)).resolves.toBeNull();

    expect(adapters.world.events).toHaveLength(1);
  });

  it('reports a GB order in pounds', async () => {
    const adapters = await withOrder({
      id: 'order-8',
      product: product('yearly_gb'),
      promoCode: null,
      preview: null,
    });

    await restore(adapters).execute(null);

    expect(adapters.world.events).toEqual([
      { event: 'purchase', orderId: 'order-8', value: 49.99, currency: 'gbp' },
    ]);
  });

  it('gives back a failed payment without reporting a purchase', async () => {
    const adapters = await withOrder();

    await expect(restore(adapters).execute('failed')).resolves.toEqual({
      order: ORDER,
      status: 'failed',
    });

    await expect(adapters.orders.load()).resolves.toBeNull();
    expect(adapters.world.events).toEqual([]);
  });

  it('restores the order even when tracking fails', async () => {
    const adapters = await withOrder();
    adapters.world.failNextCall('tracking');

    await expect(restore(adapters).execute(null)).resolves.toMatchObject({ status: 'succeeded' });

    expect(adapters.world.events).toEqual([]);
    await expect(adapters.orders.load()).resolves.toBeNull();
  });

  it('restores the order even when tracking throws at once', async () => {
    const adapters = await withOrder();
    const throwing: Tracking = {
      track: () => {
        throw new Error('blocked');
      },
    };

    await expect(restore(adapters, throwing).execute(null)).resolves.toMatchObject({
      status: 'succeeded',
    });
  });

  it.each([
    ['not JSON', '{"id":'],
    ['an unknown product', JSON.stringify({ ...ORDER, product: { id: 'lifetime' } })],
    ['no id', JSON.stringify({ ...ORDER, id: '' })],
    ['a list', '[]'],
  ])('answers null for a stored order that is %s', async (_case, raw) => {
    const adapters = demoWorld();
    const storage = new MapStorage();
    storage.setItem(ORDER_STORAGE_KEY, raw);
    const orders = new InMemoryOrderStorage(storage);

    await expect(new RestoreOrder(orders, adapters.tracking).execute(null)).resolves.toBeNull();

    expect(adapters.world.events).toEqual([]);
    expect(storage.getItem(ORDER_STORAGE_KEY)).toBeNull();
  });

  it('takes the price from the catalogue, not from a tampered stored copy', async () => {
    const adapters = demoWorld();
    const storage = new MapStorage();
    storage.setItem(
      ORDER_STORAGE_KEY,
      JSON.stringify({ ...ORDER, product: { ...ORDER.product, regularPrice: 0.01 } }),
    );

    await new RestoreOrder(new InMemoryOrderStorage(storage), adapters.tracking).execute(null);

    expect(adapters.world.events).toEqual([
      { event: 'purchase', orderId: 'order-7', value: 4.99, currency: 'usd' },
    ]);
  });

  it('fails, without reporting, when the order storage fails', async () => {
    const adapters = await withOrder();
    adapters.world.failNextCall('orders');

    await expectAppError(restore(adapters).execute(null), 'network/unavailable');

    expect(adapters.world.events).toEqual([]);
  });
});

describe('RestoreOrder called twice at once (React StrictMode runs effects twice)', () => {
  test('takes the order out and reports the purchase only once', async () => {
    const adapters = await withOrder();
    const useCase = restore(adapters);

    const [first, second] = await Promise.all([
      useCase.execute('succeeded'),
      useCase.execute('succeeded'),
    ]);

    expect(first?.order.id).toBe(ORDER.id);
    expect(second).toBe(first);
    expect(adapters.world.events.filter((event) => event.event === 'purchase')).toHaveLength(1);
    await expect(useCase.execute('succeeded')).resolves.toBeNull();
  });
});
