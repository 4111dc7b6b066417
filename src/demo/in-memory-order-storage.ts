import { StorageOrderStorage } from '../adapters/browser/storage-order-storage';
import type { StorageLike } from '../adapters/browser/storage-like';
import { MapStorage } from './map-storage';

export const ORDER_STORAGE_KEY = 'order';

/** The browser's order storage over a Map: the demo's payment never leaves the page. */
export class InMemoryOrderStorage extends StorageOrderStorage {
  constructor(storage: StorageLike = new MapStorage(), key: string = ORDER_STORAGE_KEY) {
    super(storage, key);
  }
}
