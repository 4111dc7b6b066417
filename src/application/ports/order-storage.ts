import type { StoredOrder } from '../../domain/order';

/** Keeps one order across the payment redirect. A corrupt or foreign stored value loads as null. */
export interface OrderStorage {
  save(order: StoredOrder): Promise<void>;
  load(): Promise<StoredOrder | null>;
  remove(): Promise<void>;
}
