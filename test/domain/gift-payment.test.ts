import {
  giftReturnUrl,
  isGiftReturnPath,
  parseStoredGiftPayment,
  type StoredGiftPayment,
} from '../../src/domain/gift-payment';

const PAYMENT: StoredGiftPayment = {
  giftId: 'gift_1',
  clientSecret: 'pi_gift_secret_1',
  uid: 'uid-1',
  placedAt: '2026-11-21T09:30:00.000Z',
};

describe('a gift’s payment kept across the redirect', () => {
  test('is read back whole', () => {
    expect(parseStoredGiftPayment(JSON.parse(JSON.stringify(PAYMENT)))).toEqual(PAYMENT);
  });

  test.each([
    ['nothing', null],
    ['a list', []],
    ['no gift', { ...PAYMENT, giftId: '' }],
    ['no intent', { ...PAYMENT, clientSecret: null }],
    ['no account', { ...PAYMENT, uid: ' ' }],
    ['no time', { ...PAYMENT, placedAt: 'yesterday' }],
  ])('is nothing when it holds %s', (_what, raw) => {
    expect(parseStoredGiftPayment(raw)).toBeNull();
  });
});

describe('the return address of a gift’s payment', () => {
  test.each([
    ['/gift', 'https://portal.example/gift/paid'],
    ['/de/gift', 'https://portal.example/de/gift/paid'],
    ['/gift/', 'https://portal.example/gift/paid'],
    ['/gift/paid', 'https://portal.example/gift/paid'],
    ['/gift?code=x#top', 'https://portal.example/gift/paid'],
    ['//elsewhere.example/gift', 'https://portal.example/elsewhere.example/gift/paid'],
  ])('from %s is %s', (path, url) => {
    expect(giftReturnUrl('https://portal.example', path)).toBe(url);
  });

  test('is told from a membership’s return', () => {
    expect(isGiftReturnPath('/gift/paid')).toBe(true);
    expect(isGiftReturnPath('/fr/gift/paid/')).toBe(true);
    expect(isGiftReturnPath('/payment-successful')).toBe(false);
    expect(isGiftReturnPath('/giftpaid')).toBe(false);
  });
});
