import {
  GIFT_PAYMENT_STORAGE_KEY,
  InMemoryGiftPaymentStorage,
} from '../../src/demo/in-memory-gift-payment-storage';
import { ORDER_STORAGE_KEY } from '../../src/demo/in-memory-order-storage';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { describeGiftPaymentStorageContract } from '../adapters/gift-payment-storage.contract';
import type { StorageRefusal } from '../adapters/order-storage.contract';

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

describeGiftPaymentStorageContract('InMemoryGiftPaymentStorage', () => {
  const storage = new RefusableStorage();
  storage.setItem(ORDER_STORAGE_KEY, '{"id":"order-1"}');
  return {
    payments: new InMemoryGiftPaymentStorage(storage),
    orderKeyValue: () => storage.getItem(ORDER_STORAGE_KEY),
    writeRaw: (value) => storage.setItem(GIFT_PAYMENT_STORAGE_KEY, value),
    readRaw: () => storage.getItem(GIFT_PAYMENT_STORAGE_KEY),
    refuseStorage: (how) => {
      storage.refusal = how;
    },
  };
});
