import { toAppError } from '../../domain/errors';
import { parseStoredOrder, type StoredOrder } from '../../domain/order';
import type { OrderStorage } from '../../application/ports/order-storage';
import { asAsync } from '../as-async';
import type { StorageLike } from './storage-like';

/** Keeps the order as JSON under one key of a Web Storage area (sessionStorage in the browser). */
export class StorageOrderStorage implements OrderStorage {
  constructor(
    private readonly storage: StorageLike,
    private readonly key: string,
  ) {}

  save(order: StoredOrder): Promise<void> {
    return asAsync(() => {
      try {
        this.storage.setItem(this.key, JSON.stringify(order));
      } catch (error) {
        throw toAppError(error);
      }
    });
  }

  load(): Promise<StoredOrder | null> {
    return asAsync(() => {
      const raw = this.readRaw();
      if (raw === null) return null;
      const order = parseStoredOrder(parseJson(raw));
      // A value we cannot use would otherwise be read again on every visit.
      if (!order) this.removeQuietly();
      return order;
    });
  }

  remove(): Promise<void> {
    return asAsync(() => {
      try {
        this.storage.removeItem(this.key);
      } catch (error) {
        throw toAppError(error);
      }
    });
  }

  private readRaw(): string | null {
    try {
      return this.storage.getItem(this.key);
    } catch {
      // Storage can be switched off by the browser; then there is simply no order.
      return null;
    }
  }

  private removeQuietly(): void {
    try {
      this.storage.removeItem(this.key);
    } catch {
      // Nothing more to do when storage refuses; load already answers null.
    }
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
