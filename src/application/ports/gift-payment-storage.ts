import type { StoredGiftPayment } from '../../domain/gift-payment';

/**
 * Keeps a gift's payment across the provider's redirect, apart from the membership's order (a
 * gift bought during a checkout disturbs neither). A corrupt stored value loads as null; a storage
 * that refuses rejects save and remove with 'storage/unavailable' and loads null.
 */
export interface GiftPaymentStorage {
  save(payment: StoredGiftPayment): Promise<void>;
  load(): Promise<StoredGiftPayment | null>;
  remove(): Promise<void>;
}
