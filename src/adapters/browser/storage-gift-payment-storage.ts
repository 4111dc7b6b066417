import { parseStoredGiftPayment, type StoredGiftPayment } from '../../domain/gift-payment';
import type { GiftPaymentStorage } from '../../application/ports/gift-payment-storage';
import type { StorageLike } from '../../ui/kit/safe-storage';
import { asAsync } from '../as-async';
import { StorageSlot } from './storage-slot';

/**
 * Keeps a gift's payment as JSON under its own key of a Web Storage area (sessionStorage in the
 * browser), beside the membership's order and never under its key.
 */
export class StorageGiftPaymentStorage implements GiftPaymentStorage {
  private readonly slot: StorageSlot<StoredGiftPayment>;

  /** `key`: where a gift's payment waits meanwhile, apart from the membership's order. */
  constructor(storage: StorageLike, key = 'mindful-gift-payment') {
    this.slot = new StorageSlot(storage, key, parseStoredGiftPayment, 'gift payment');
  }

  save(payment: StoredGiftPayment): Promise<void> {
    return asAsync(() => this.slot.save(payment));
  }

  load(): Promise<StoredGiftPayment | null> {
    return asAsync(() => this.slot.load());
  }

  remove(): Promise<void> {
    return asAsync(() => this.slot.remove());
  }
}
