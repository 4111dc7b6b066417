import type { StoredOrder } from '../../domain/order';

/** Keeps one order across the payment redirect. A corrupt or foreign stored value loads as null. */
export interface OrderStorage {
  save(order: StoredOrder): Promise<void>;
  load(): Promise<StoredOrder | null>;
  remove(): Promise<void>;
  /**
   * Marks a card change this tab started: the setup intent's client secret, kept across the
   * bank's redirect, so that only this tab acts on that setup's return. A storage that refuses
   * rejects with 'storage/unavailable'.
   */
  markCardChange(clientSecret: string): Promise<void>;
  /** The setup intent of the card change this tab started, or null; never rejects. */
  cardChangeMark(): Promise<string | null>;
  /** Forgets the card change; never rejects. */
  clearCardChange(): Promise<void>;
}
