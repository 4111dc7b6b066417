import type { StorageLike } from '../adapters/browser/storage-like';

/** A StorageLike kept in a Map, for Node and tests. */
export class MapStorage implements StorageLike {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}
