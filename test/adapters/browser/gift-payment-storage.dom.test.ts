import { StorageGiftPaymentStorage } from '../../../src/adapters/browser/storage-gift-payment-storage';
import { expectAppError } from '../../support/expectations';
import { describeGiftPaymentStorageContract } from '../gift-payment-storage.contract';
import type { StorageRefusal } from '../order-storage.contract';

const KEY = 'mindful-gift-payment';
const ORDER_KEY = 'mindful-order';

/** Makes jsdom's Storage refuse the way a browser's does, with the DOMExceptions browsers throw. */
function refuse(how: StorageRefusal): void {
  const quota = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const security = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(how === 'full' ? quota : security);
  if (how === 'disabled') {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(security);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(security);
  }
}

function resetStorage(): void {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
}

describeGiftPaymentStorageContract('StorageGiftPaymentStorage over sessionStorage', () => {
  resetStorage();
  window.sessionStorage.setItem(ORDER_KEY, '{"id":"order-1"}');
  return {
    payments: new StorageGiftPaymentStorage(window.sessionStorage, KEY),
    orderKeyValue: () => window.sessionStorage.getItem(ORDER_KEY),
    writeRaw: (value) => window.sessionStorage.setItem(KEY, value),
    readRaw: () => window.sessionStorage.getItem(KEY),
    refuseStorage: refuse,
    dispose: resetStorage,
  };
});

test("a refusal names the browser's reason, for the logs", async () => {
  refuse('full');

  const error = await expectAppError(
    new StorageGiftPaymentStorage(window.sessionStorage, KEY).save({
      giftId: 'gift_1',
      clientSecret: 'pi_gift_secret_1',
      uid: 'uid-1',
      placedAt: '2026-11-21T09:30:00.000Z',
    }),
    'storage/unavailable',
  );

  expect(error.message).toContain('QuotaExceededError');
  expect(error.message).toContain('gift payment');
  resetStorage();
});
