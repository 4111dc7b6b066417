import { findProduct } from '../../src/domain/catalogue';
import type { StoredOrder } from '../../src/domain/order';
import { StorageOrderStorage } from '../../src/adapters/browser/storage-order-storage';
import type { StorageLike } from '../../src/ui/kit/safe-storage';
import { InMemoryOrderStorage, ORDER_STORAGE_KEY } from '../../src/demo/in-memory-order-storage';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import {
  describeOrderStorageContract,
  type StorageRefusal,
} from '../adapters/order-storage.contract';
import { expectAppError } from '../support/expectations';

/** A MemoryStorage that can start refusing, the way a browser's storage does. */
class RefusableStorage extends MemoryStorage {
  refusal: StorageRefusal | null = null;

  override getItem(key: string): string | null {
    if (this.refusal === 'disabled') throw new Error('SecurityError: storage is disabled');
    return super.getItem(key);
  }

  override setItem(key: string, value: string): void {
    if (this.refusal) throw new Error('QuotaExceededError');
    super.setItem(key, value);
  }

  override removeItem(key: string): void {
    if (this.refusal === 'disabled') throw new Error('SecurityError: storage is disabled');
    super.removeItem(key);
  }
}

describeOrderStorageContract('InMemoryOrderStorage', () => {
  const storage = new RefusableStorage();
  return {
    orders: new InMemoryOrderStorage(storage),
    writeRaw: (value) => storage.setItem(ORDER_STORAGE_KEY, value),
    readRaw: () => storage.getItem(ORDER_STORAGE_KEY),
    refuseStorage: (how) => {
      storage.refusal = how;
    },
  };
});

describe('StorageOrderStorage', () => {
  const order: StoredOrder = {
    id: 'order-1',
    product: findProduct('yearly')!,
    promoCode: null,
    preview: null,
    placedAt: '2026-11-21T09:30:00.000Z',
    uid: 'uid-1',
    clientSecret: 'pi_order_secret_1',
  };

  const refusing: StorageLike = {
    getItem: () => {
      throw new Error('SecurityError: storage is disabled');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError: storage is disabled');
    },
  };

  it('keeps the order under its own key only', async () => {
    const storage = new MemoryStorage();
    storage.setItem('other', 'untouched');
    const orders = new StorageOrderStorage(storage, 'checkout-order');

    await orders.save(order);
    await orders.remove();

    expect(storage.getItem('other')).toBe('untouched');
    expect(storage.getItem('checkout-order')).toBeNull();
  });

  it('loads nothing from a storage the browser switched off', async () => {
    await expect(new StorageOrderStorage(refusing, 'order').load()).resolves.toBeNull();
  });

  it('reports a storage that refuses to save as storage/unavailable, keeping its reason', async () => {
    const error = await expectAppError(
      new StorageOrderStorage(refusing, 'order').save(order),
      'storage/unavailable',
    );

    expect(error.message).toContain('QuotaExceededError');
  });
});
