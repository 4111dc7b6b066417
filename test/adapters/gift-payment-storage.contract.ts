import type { GiftPaymentStorage } from '../../src/application/ports/gift-payment-storage';
import type { StoredGiftPayment } from '../../src/domain/gift-payment';
import { expectAppError } from '../support/expectations';
import type { StorageRefusal } from './order-storage.contract';

export interface GiftPaymentStorageSubject {
  payments: GiftPaymentStorage;
  /** Where the adapter keeps the membership's order, beside the gift's payment. */
  orderKeyValue(): string | null | Promise<string | null>;
  /** Puts a value where the adapter keeps the gift's payment, as a corrupt store would. */
  writeRaw(value: string): void | Promise<void>;
  /** What is stored where the adapter keeps the gift's payment, null for nothing. */
  readRaw(): string | null | Promise<string | null>;
  /** From now on the storage under the adapter refuses, the way a browser does. */
  refuseStorage(how: StorageRefusal): void | Promise<void>;
  dispose?(): Promise<void> | void;
}

const PAYMENT: StoredGiftPayment = {
  giftId: 'gift_1',
  clientSecret: 'pi_gift_secret_1',
  uid: 'uid-1',
  placedAt: '2026-11-21T09:30:00.000Z',
};

/** What the portal relies on to keep a gift's payment across the provider's redirect. */
export function describeGiftPaymentStorageContract(
  name: string,
  makeSubject: () => GiftPaymentStorageSubject | Promise<GiftPaymentStorageSubject>,
): void {
  describe(`${name} (GiftPaymentStorage contract)`, () => {
    let subject: GiftPaymentStorageSubject;
    let payments: GiftPaymentStorage;

    beforeEach(async () => {
      subject = await makeSubject();
      payments = subject.payments;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    it('gives back the payment it kept, keeps only the latest, and forgets it once removed', async () => {
      await expect(payments.load()).resolves.toBeNull();
      await payments.save({ ...PAYMENT, giftId: 'gift_0' });
      await payments.save(PAYMENT);

      await expect(payments.load()).resolves.toEqual(PAYMENT);

      await payments.remove();
      await payments.remove();
      await expect(payments.load()).resolves.toBeNull();
    });

    it('keeps it apart from the membership’s order', async () => {
      const order = await subject.orderKeyValue();

      await payments.save(PAYMENT);

      await expect(Promise.resolve(subject.orderKeyValue())).resolves.toBe(order);
    });

    it.each([
      ['not JSON', '{"giftId":'],
      ['a list', '[]'],
      ['a payment naming no account', JSON.stringify({ ...PAYMENT, uid: '' })],
      ['a payment naming no intent', JSON.stringify({ ...PAYMENT, clientSecret: 7 })],
    ])('loads %s as nothing and clears it', async (_what, raw) => {
      await subject.writeRaw(raw);

      await expect(payments.load()).resolves.toBeNull();
      await expect(Promise.resolve(subject.readRaw())).resolves.toBeNull();
    });

    it('loads nothing from a storage switched off, and refuses to save or remove there', async () => {
      await payments.save(PAYMENT);
      await subject.refuseStorage('disabled');

      await expect(payments.load()).resolves.toBeNull();
      await expectAppError(payments.save(PAYMENT), 'storage/unavailable');
      await expectAppError(payments.remove(), 'storage/unavailable');
    });

    it('leaves no older payment behind when a full storage refuses a save', async () => {
      await payments.save({ ...PAYMENT, giftId: 'gift_0' });
      await subject.refuseStorage('full');

      await expectAppError(payments.save(PAYMENT), 'storage/unavailable');

      await expect(payments.load()).resolves.toBeNull();
    });
  });
}
