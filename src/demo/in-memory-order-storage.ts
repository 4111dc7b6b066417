import { StorageOrderStorage } from '../adapters/browser/storage-order-storage';
import { MemoryStorage, type StorageLike } from '../ui/kit/safe-storage';

export const ORDER_STORAGE_KEY = 'order';

/** The browser's order storage over a Map: the demo's payment never leaves the page. */
export class InMemoryOrderStorage extends StorageOrderStorage {
  constructor(storage: StorageLike = new MemoryStorage(), key: string = ORDER_STORAGE_KEY) {
    super(storage, key);
  }
}
