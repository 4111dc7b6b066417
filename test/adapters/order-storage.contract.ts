import { findProduct, type Product } from '../../src/domain/catalogue';
import type { StoredOrder } from '../../src/domain/order';
import type { OrderStorage } from '../../src/application/ports/order-storage';
import { expectAppError } from '../support/expectations';

/**
 * How a browser refuses storage: 'disabled' refuses every call (storage switched off, a
 * SecurityError); 'full' refuses only writes (a QuotaExceededError, or an old Safari private window).
 */
export type StorageRefusal = 'disabled' | 'full';

export interface OrderStorageSubject {
  orders: OrderStorage;
  /** Puts a value where the adapter keeps its order, as a corrupt store or another app would. */
  writeRaw(value: string): void | Promise<void>;
  /** What is stored where the adapter keeps its order, null for nothing. */
  readRaw(): string | null | Promise<string | null>;
  /** From now on the storage under the adapter refuses, the way a browser does. */
  refuseStorage(how: StorageRefusal): void | Promise<void>;
  dispose?(): Promise<void> | void;
}

function product(id: string): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`No product ${id}`);
  return found;
}

const WITH_PROMO: StoredOrder = {
  id: 'order-1',
  product: product('yearly'),
  promoCode: 'WELCOME20',
  preview: {
    now: { currency: 'usd', amount: 0, trialDays: 7 },
    next: { amount: 39.99, date: '2026-11-28' },
  },
  placedAt: '2026-11-21T09:30:00.000Z',
  uid: 'uid-1',
  clientSecret: 'pi_order_secret_1',
};

const PLAIN: StoredOrder = {
  id: 'order-2',
  product: product('monthly_gb'),
  promoCode: null,
  preview: null,
  placedAt: null,
  uid: 'uid-1',
  clientSecret: 'pi_order_secret_1',
};

/** What the portal relies on to keep an order across the payment redirect. */
export function describeOrderStorageContract(
  name: string,
  makeSubject: () => OrderStorageSubject | Promise<OrderStorageSubject>,
): void {
  describe(`${name} (OrderStorage contract)`, () => {
    let subject: OrderStorageSubject;
    let orders: OrderStorage;

    beforeEach(async () => {
      subject = await makeSubject();
      orders = subject.orders;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    it('has no order before one is saved', async () => {
      await expect(orders.load()).resolves.toBeNull();
    });

    it.each([WITH_PROMO, PLAIN])('gives back the order it saved ($id)', async (order) => {
      await orders.save(order);

      await expect(orders.load()).resolves.toEqual(order);
    });

    it('keeps only the latest order', async () => {
      await orders.save(WITH_PROMO);
      await orders.save(PLAIN);

      await expect(orders.load()).resolves.toEqual(PLAIN);
    });

    it('forgets the order once removed, and removing nothing is fine', async () => {
      await orders.save(PLAIN);

      await orders.remove();
      await orders.remove();

      await expect(orders.load()).resolves.toBeNull();
    });

    it('takes the product from the catalogue, not from a tampered copy', async () => {
      await subject.writeRaw(
        JSON.stringify({ ...PLAIN, product: { ...PLAIN.product, regularPrice: 0.01 } }),
      );

      await expect(orders.load()).resolves.toEqual(PLAIN);
    });

    it.each([
      ['not JSON', '{"id":'],
      ['a number', '42'],
      ['null', 'null'],
      ['a list', '[]'],
      ['a foreign object', '{"cart":["socks"]}'],
      ['an order without an id', JSON.stringify({ ...PLAIN, id: '' })],
      ['an unknown product', JSON.stringify({ ...PLAIN, product: { id: 'lifetime' } })],
      ['an order naming no account', JSON.stringify({ ...PLAIN, uid: '' })],
      ['an order naming no intent', JSON.stringify({ ...PLAIN, clientSecret: null })],
    ])('loads %s as no order and clears it', async (_what, raw) => {
      await subject.writeRaw(raw);

      await expect(orders.load()).resolves.toBeNull();
      await expect(Promise.resolve(subject.readRaw())).resolves.toBeNull();
    });

    it('loads no order, without failing, from a storage the browser switched off', async () => {
      await orders.save(PLAIN);
      await subject.refuseStorage('disabled');

      await expect(orders.load()).resolves.toBeNull();
    });

    it.each(['disabled', 'full'] as const)(
      'rejects a save with storage/unavailable when the storage is %s',
      async (how) => {
        await subject.refuseStorage(how);

        await expectAppError(orders.save(PLAIN), 'storage/unavailable');
      },
    );

    it('leaves no older order behind when a full storage refuses a save', async () => {
      await orders.save(WITH_PROMO);
      await subject.refuseStorage('full');

      await expectAppError(orders.save(PLAIN), 'storage/unavailable');

      await expect(orders.load()).resolves.toBeNull();
    });

    describe('the mark of a card change this tab started', () => {
      it('has none until one is marked, gives it back, and forgets it once cleared', async () => {
        await expect(orders.cardChangeMark()).resolves.toBeNull();

        await orders.markCardChange('seti_1_secret_1');
        await expect(orders.cardChangeMark()).resolves.toBe('seti_1_secret_1');

        await orders.clearCardChange();
        await orders.clearCardChange();
        await expect(orders.cardChangeMark()).resolves.toBeNull();
      });

      it('is kept beside the order, never in its place', async () => {
        await orders.save(PLAIN);
        await orders.markCardChange('seti_1_secret_1');
        await orders.remove();

        await expect(orders.cardChangeMark()).resolves.toBe('seti_1_secret_1');
        await orders.save(PLAIN);
        await orders.clearCardChange();
        await expect(orders.load()).resolves.toEqual(PLAIN);
      });

      it('refuses a mark the storage refuses; reading and clearing never fail', async () => {
        await orders.markCardChange('seti_1_secret_1');
        await subject.refuseStorage('disabled');

        await expectAppError(orders.markCardChange('seti_2_secret_2'), 'storage/unavailable');
        await expect(orders.cardChangeMark()).resolves.toBeNull();
        await expect(orders.clearCardChange()).resolves.toBeUndefined();
      });
    });

    it('rejects a removal the storage refuses, so it never passes for one', async () => {
      await subject.refuseStorage('disabled');

      await expectAppError(orders.remove(), 'storage/unavailable');
    });
  });
}
