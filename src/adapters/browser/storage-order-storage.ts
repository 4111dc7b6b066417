import { AppError } from '../../domain/errors';
import { parseStoredOrder, type StoredOrder } from '../../domain/order';
import type { OrderStorage } from '../../application/ports/order-storage';
import { asAsync } from '../as-async';
import type { StorageLike } from '../../ui/kit/safe-storage';

/**
 * Keeps the order as JSON under one key of a Web Storage area (sessionStorage in the browser).
 *
 * Browsers may refuse storage: it can be switched off (a SecurityError on every call), full (a
 * QuotaExceededError on setItem) or, in older Safari private windows, both empty and full. Then:
 * - load answers null, as if there were no order;
 * - save and remove reject with the AppError 'storage/unavailable', which the checkout shows: an
 *   order that cannot be kept would make the success screen and the purchase report impossible,
 *   and a removal that fails must not pass for one, or a reload would report the purchase again.
 * A stored value that is not an order of ours (not JSON, another shape, an unknown product, a wrong
 * type) loads as null and is removed, so it is not read again on every visit.
 */
export class StorageOrderStorage implements OrderStorage {
  constructor(
    private readonly storage: StorageLike,
    /** Where the order waits while the payment provider has the page. */
    private readonly key = 'mindful-order',
  ) {}

  save(order: StoredOrder): Promise<void> {
    return asAsync(() => {
      const value = JSON.stringify(order);
      try {
        this.storage.setItem(this.key, value);
      } catch (error) {
        // An older order left in place would be restored, and reported, as this one.
        this.removeQuietly();
        throw storageError('save', error);
      }
    });
  }

  load(): Promise<StoredOrder | null> {
    return asAsync(() => {
      const raw = this.readRaw();
      if (raw === null) return null;
      const order = parseStoredOrder(parseJson(raw));
      if (!order) this.removeQuietly();
      return order;
    });
  }

  remove(): Promise<void> {
    return asAsync(() => {
      try {
        this.storage.removeItem(this.key);
      } catch (error) {
        throw storageError('remove', error);
      }
    });
  }

  markCardChange(clientSecret: string): Promise<void> {
    return asAsync(() => {
      try {
        this.storage.setItem(this.cardChangeKey, clientSecret);
      } catch (error) {
        throw storageError('save', error, 'card change');
      }
    });
  }

  cardChangeMark(): Promise<string | null> {
    return asAsync(() => this.readRaw(this.cardChangeKey) || null);
  }

  clearCardChange(): Promise<void> {
    return asAsync(() => this.removeQuietly(this.cardChangeKey));
  }

  /** Where the mark of a card change this tab started is kept, beside the order. */
  private get cardChangeKey(): string {
    return `${this.key}:card-change`;
  }

  private readRaw(key: string = this.key): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      // Storage switched off by the browser: then there is simply no order.
      return null;
    }
  }

  private removeQuietly(key: string = this.key): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing more to do when storage refuses; the caller already has its answer.
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

/** The browser's reason (QuotaExceededError, SecurityError…) stays in the message, for the logs. */
function storageError(action: 'save' | 'remove', cause: unknown, what = 'order'): AppError {
  const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  return new AppError(
    'storage/unavailable',
    `The browser refused to ${action} the ${what} (${reason})`,
  );
}
