import { findProduct } from '../../../src/domain/catalogue';
import type { StoredOrder } from '../../../src/domain/order';
import { sessionStorageOf } from '../../../src/adapters/browser/session-storage';
import { StorageOrderStorage } from '../../../src/adapters/browser/storage-order-storage';
import { expectAppError } from '../../support/expectations';
import { describeOrderStorageContract, type StorageRefusal } from '../order-storage.contract';

const KEY = 'mindful.order';

/** Makes jsdom's Storage refuse the way a browser's does, with the DOMExceptions browsers throw. */
function refuse(how: StorageRefusal): void {
  const quota = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const security = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(how === 'full' ? quota : security);
  if (how === 'disabled') {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(security);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(security);
  }
}

function resetStorage(): void {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
}

describeOrderStorageContract('StorageOrderStorage over sessionStorage', () => {
  resetStorage();
  return {
    orders: new StorageOrderStorage(window.sessionStorage, KEY),
    writeRaw: (value) => window.sessionStorage.setItem(KEY, value),
    readRaw: () => window.sessionStorage.getItem(KEY),
    refuseStorage: refuse,
    dispose: resetStorage,
  };
});

describe('StorageOrderStorage over sessionStorage', () => {
  const order: StoredOrder = {
    id: 'order-1',
    product: findProduct('yearly')!,
    promoCode: null,
    preview: null,
    placedAt: '2026-11-21T09:30:00.000Z',
    uid: 'uid-1',
    clientSecret: 'pi_order_secret_1',
  };

  beforeEach(resetStorage);
  afterEach(resetStorage);

  it('keeps the order as JSON in sessionStorage, under its own key only', async () => {
    window.sessionStorage.setItem('other', 'untouched');
    const orders = new StorageOrderStorage(window.sessionStorage, KEY);

    await orders.save(order);

    expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null')).toEqual(order);
    expect(window.localStorage.getItem(KEY)).toBeNull();

    await orders.remove();

    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(window.sessionStorage.getItem('other')).toBe('untouched');
  });

  it.each([
    ['a promo code that is not text', JSON.stringify({ ...order, promoCode: 20 })],
    ['an id that is not text', JSON.stringify({ ...order, id: 7 })],
    ['a product that is not an object', JSON.stringify({ ...order, product: 'yearly' })],
    ['a product id that is not text', JSON.stringify({ ...order, product: { id: 1 } })],
  ])('ignores and clears an order with %s', async (_what, raw) => {
    window.sessionStorage.setItem(KEY, raw);
    const orders = new StorageOrderStorage(window.sessionStorage, KEY);

    await expect(orders.load()).resolves.toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('answers null for a foreign value even when the storage refuses to clear it', async () => {
    window.sessionStorage.setItem(KEY, '{"cart":["socks"]}');
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    await expect(new StorageOrderStorage(window.sessionStorage, KEY).load()).resolves.toBeNull();
  });

  it("names the browser's reason in the error, for the logs", async () => {
    refuse('full');

    const error = await expectAppError(
      new StorageOrderStorage(window.sessionStorage, KEY).save(order),
      'storage/unavailable',
    );

    expect(error.message).toContain('QuotaExceededError');
  });

  describe('sessionStorageOf', () => {
    it("is the page's sessionStorage", () => {
      expect(sessionStorageOf()).toBe(window.sessionStorage);
    });

    it('stands in with a refusing storage where reading sessionStorage throws', async () => {
      const blocked = {
        get sessionStorage(): Storage {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      };
      const orders = new StorageOrderStorage(sessionStorageOf(blocked), KEY);

      await expect(orders.load()).resolves.toBeNull();
      const error = await expectAppError(orders.save(order), 'storage/unavailable');
      expect(error.message).toContain('SecurityError');
    });

    it('stands in with a refusing storage where there is none (Node, at build time)', async () => {
      const orders = new StorageOrderStorage(sessionStorageOf({}), KEY);

      await expect(orders.load()).resolves.toBeNull();
      await expectAppError(orders.save(order), 'storage/unavailable');
    });
  });
});
