import type { PaymentStatus, PaymentStatusLookup } from '../../src/application/ports/payments';
import type { Tracking } from '../../src/application/ports/tracking';
import { RestoreOrder, type PaymentReturn } from '../../src/application/use-cases/restore-order';
import type { StoredOrder } from '../../src/domain/order';
import {
  InMemoryOrderStorage,
  ORDER_STORAGE_KEY,
} from '../../src/adapters/memory/in-memory-order-storage';
import { MapStorage } from '../../src/adapters/memory/map-storage';
import { TERMS_VERSION } from '../../src/domain/consent';
import { demoWorld, type DemoWorldAdapters, signInAs } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { product, userApiWith } from './support/demo-world';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

const ORDER: StoredOrder = {
  id: 'order-7',
  product: product('monthly'),
  promoCode: 'WELCOME20',
  preview: {
    now: { currency: 'usd', amount: 0, trialDays: 7 },
    next: { amount: 3.99, date: '2026-11-28' },
  },
  placedAt: '2026-11-21T08:15:00.000Z',
};

async function withOrder(order: StoredOrder = ORDER): Promise<DemoWorldAdapters> {
  const adapters = demoWorld();
  await adapters.orders.save(order);
  return adapters;
}

function restore(
  adapters: DemoWorldAdapters,
  tracking: Tracking = adapters.tracking,
  orders = adapters.orders,
) {
  return new RestoreOrder(adapters.userApi, orders, tracking, adapters.clock, adapters.payments);
}

/** Back without any redirect: the page confirmed in place. */
const NO_REDIRECT: PaymentReturn = { redirectStatus: null, clientSecret: null };

/** Back from a redirect whose URL carries only a status, no client secret to ask about. */
function redirected(redirectStatus: string | null): PaymentReturn {
  return { redirectStatus, clientSecret: null };
}

describe('RestoreOrder', () => {
  it('answers null when nothing is stored, and tracks nothing', async () => {
    const adapters = demoWorld();

    await expect(restore(adapters).execute(NO_REDIRECT)).resolves.toBeNull();

    expect(adapters.world.events).toEqual([]);
  });

  it.each([null, 'succeeded', 'processing'])(
    'returns the stored order (redirect_status %j), removes it and reports one purchase',
    async (redirectStatus) => {
      const adapters = await withOrder();

      const restored = await restore(adapters).execute(redirected(redirectStatus));

      expect(restored).toEqual({ order: ORDER, status: 'succeeded', acknowledged: false });
      await expect(adapters.orders.load()).resolves.toBeNull();
      expect(adapters.world.events).toEqual([
        { event: 'purchase', orderId: 'order-7', value: 4.99, currency: 'usd' },
      ]);
    },
  );

  it('reports the purchase once: a second call finds nothing', async () => {
    const adapters = await withOrder();
    const useCase = restore(adapters);

    await useCase.execute(NO_REDIRECT);
    await expect(useCase.execute(NO_REDIRECT)).resolves.toBeNull();

    expect(adapters.world.events).toHaveLength(1);
  });

  it('reports a GB order in pounds', async () => {
    const adapters = await withOrder({
      id: 'order-8',
      product: product('yearly_gb'),
      promoCode: null,
      preview: null,
      placedAt: null,
    });

    await restore(adapters).execute(NO_REDIRECT);

    expect(adapters.world.events).toEqual([
      { event: 'purchase', orderId: 'order-8', value: 49.99, currency: 'gbp' },
    ]);
  });

  it('gives back a failed payment without reporting a purchase', async () => {
    const adapters = await withOrder();

    await expect(restore(adapters).execute(redirected('failed'))).resolves.toEqual({
      order: ORDER,
      status: 'failed',
    });

    await expect(adapters.orders.load()).resolves.toBeNull();
    expect(adapters.world.events).toEqual([]);
  });

  it('restores the order even when tracking fails', async () => {
    const adapters = await withOrder();
    adapters.world.failNextCall('tracking');

    await expect(restore(adapters).execute(NO_REDIRECT)).resolves.toMatchObject({
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

    await expect(restore(adapters, throwing).execute(NO_REDIRECT)).resolves.toMatchObject({
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

    await expect(
      restore(adapters, adapters.tracking, orders).execute(NO_REDIRECT),
    ).resolves.toBeNull();

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

    await restore(adapters, adapters.tracking, new InMemoryOrderStorage(storage)).execute(
      NO_REDIRECT,
    );

    expect(adapters.world.events).toEqual([
      { event: 'purchase', orderId: 'order-7', value: 4.99, currency: 'usd' },
    ]);
  });

  it('fails, without reporting, when the order storage fails', async () => {
    const adapters = await withOrder();
    adapters.world.failNextCall('orders');

    await expectAppError(restore(adapters).execute(NO_REDIRECT), 'network/unavailable');

    expect(adapters.world.events).toEqual([]);
  });
});

describe('RestoreOrder records the terms the member was shown (issue 11)', () => {
  it('sends the consent of the order, as placed, and the acknowledgment goes out', async () => {
    const adapters = await withOrder();
    await signInAs(adapters, DEMO_ACCOUNTS.free.email);

    await expect(restore(adapters).execute(NO_REDIRECT)).resolves.toMatchObject({
      acknowledged: true,
    });

    const uid = adapters.world.state.accounts.find(
      (a) => a.email === DEMO_ACCOUNTS.free.email,
    )!.uid;
    const { consents, acknowledgments } = adapters.world.state;
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      uid,
      record: {
        termsVersion: TERMS_VERSION,
        shownAt: '2026-11-21T08:15:00.000Z',
        schedule: {
          today: '2026-11-21',
          firstCharge: { price: { amount: 399, currency: 'usd' }, date: '2026-11-28' },
          laterCharges: { price: { amount: 499, currency: 'usd' }, period: 'month' },
          firstChargeDiscounted: true,
        },
      },
    });
    expect(acknowledgments).toHaveLength(1);
    expect(acknowledgments[0]?.email).toBe(DEMO_ACCOUNTS.free.email);
    expect(acknowledgments[0]?.body).toContain(
      '$3.99 on November 28, 2026, for the first month only',
    );
  });

  it('an older order without the time of the click is recorded as of now', async () => {
    const adapters = await withOrder({ ...ORDER, placedAt: null });
    await signInAs(adapters, DEMO_ACCOUNTS.free.email);

    await restore(adapters).execute(NO_REDIRECT);

    expect(adapters.world.state.consents[0]?.record.shownAt).toBe('2026-11-21T09:30:00.000Z');
  });

  it('a consent the API refuses does not undo the subscription: acknowledged is false', async () => {
    const adapters = await withOrder();
    await signInAs(adapters, DEMO_ACCOUNTS.free.email);
    const refusing = userApiWith(adapters.userApi, {
      recordConsent: () => Promise.reject(new Error('down')),
    });
    const useCase = new RestoreOrder(
      refusing,
      adapters.orders,
      adapters.tracking,
      adapters.clock,
      adapters.payments,
    );

    await expect(useCase.execute(NO_REDIRECT)).resolves.toMatchObject({
      status: 'succeeded',
      acknowledged: false,
    });
    expect(adapters.world.events).toHaveLength(1);
  });

  it('records nothing for a failed payment', async () => {
    const adapters = await withOrder();
    await signInAs(adapters, DEMO_ACCOUNTS.free.email);

    await restore(adapters).execute(redirected('failed'));

    expect(adapters.world.state.consents).toEqual([]);
  });
});

describe('RestoreOrder asks the payment provider, not the address bar', () => {
  function restoreWith(adapters: DemoWorldAdapters, lookup: PaymentStatusLookup) {
    return new RestoreOrder(
      adapters.userApi,
      adapters.orders,
      adapters.tracking,
      adapters.clock,
      lookup,
    );
  }
  const says = (status: PaymentStatus): PaymentStatusLookup => ({
    statusOf: async () => ({ status, paymentMethodId: null }),
  });

  it.each([
    ['failed', 'succeeded', 'succeeded'],
    ['succeeded', 'failed', 'failed'],
    ['succeeded', 'processing', 'succeeded'],
  ] as const)(
    'redirect_status %s, the provider says %s: the order %s',
    async (redirectStatus, provider, expected) => {
      const adapters = await withOrder();
      const lookup = says(provider);
      const statusOf = jest.spyOn(lookup, 'statusOf');

      const restored = await restoreWith(adapters, lookup).execute({
        redirectStatus,
        clientSecret: 'pi_1_secret_2',
      });

      expect(statusOf).toHaveBeenCalledWith('pi_1_secret_2');
      expect(restored?.status).toBe(expected);
    },
  );

  it('takes the address bar’s word only when the provider cannot be asked', async () => {
    const adapters = await withOrder();
    const unreachable: PaymentStatusLookup = {
      statusOf: () => Promise.reject(new Error('offline')),
    };

    await expect(
      restoreWith(adapters, unreachable).execute({
        redirectStatus: 'failed',
        clientSecret: 'pi_1_secret_2',
      }),
    ).resolves.toMatchObject({ status: 'failed' });
  });
});

describe('RestoreOrder called twice at once (React StrictMode runs effects twice)', () => {
  test('takes the order out and reports the purchase only once', async () => {
    const adapters = await withOrder();
    const useCase = restore(adapters);

    const [first, second] = await Promise.all([
      useCase.execute(redirected('succeeded')),
      useCase.execute(redirected('succeeded')),
    ]);

    expect(first?.order.id).toBe(ORDER.id);
    expect(second).toBe(first);
    expect(adapters.world.events.filter((event) => event.event === 'purchase')).toHaveLength(1);
    await expect(useCase.execute(redirected('succeeded'))).resolves.toBeNull();
  });
});
