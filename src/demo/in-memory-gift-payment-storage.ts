import { StorageGiftPaymentStorage } from '../adapters/browser/storage-gift-payment-storage';
import { MemoryStorage, type StorageLike } from '../ui/kit/safe-storage';

export const GIFT_PAYMENT_STORAGE_KEY = 'gift-payment';

/** The browser's gift payment storage over a Map: the demo's payment never leaves the page. */
export class InMemoryGiftPaymentStorage extends StorageGiftPaymentStorage {
  constructor(storage: StorageLike = new MemoryStorage(), key: string = GIFT_PAYMENT_STORAGE_KEY) {
    super(storage, key);
  }
}
