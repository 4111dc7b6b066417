import {
  findGiftProduct,
  giftOrderRequestOf,
  giftProductsFor,
  isGiftPaid,
  latestGiftSendDay,
  normaliseGiftOrder,
  parseGiftOrderRequest,
  validateGiftOrder,
  type GiftOrder,
} from '../../src/domain/gifts';

const TODAY = '2026-11-21';

const order = (overrides: Partial<GiftOrder> = {}): GiftOrder => ({
  productId: 'gift_12m',
  recipient: { name: 'Robin Friend', email: 'robin@example.com' },
  message: 'Happy birthday!',
  sendOn: '2026-11-28',
  ...overrides,
});

describe('the gifts on sale', () => {
  test.each([
    ['US', 'usd', [14.99, 49.99], ['gift_3m', 'gift_12m']],
    ['GB', 'gbp', [12.99, 44.99], ['gift_3m_gb', 'gift_12m_gb']],
    ['DE', 'eur', [14.99, 49.99], ['gift_3m_eu', 'gift_12m_eu']],
    ['fr', 'eur', [14.99, 49.99], ['gift_3m_eu', 'gift_12m_eu']],
    ['CA', 'usd', [14.99, 49.99], ['gift_3m', 'gift_12m']],
    [null, 'usd', [14.99, 49.99], ['gift_3m', 'gift_12m']],
  ])('a visitor from %s buys three or twelve months in %s', (country, currency, prices, ids) => {
    const products = giftProductsFor(country);

    expect(products.map((product) => product.months)).toEqual([3, 12]);
    expect(products.map((product) => product.price)).toEqual(prices);
    expect(products.map((product) => product.id)).toEqual(ids);
    expect(products.every((product) => product.currency === currency)).toBe(true);
  });

  test('finds a product by id in any currency, and no other', () => {
    expect(findGiftProduct('gift_12m_gb')).toMatchObject({ months: 12, price: 44.99 });
    expect(findGiftProduct('yearly')).toBeNull();
  });
});

describe('a gift order', () => {
  test('for a friend, dated next week, is fine', () => {
    expect(validateGiftOrder(order(), TODAY)).toEqual({});
  });

  test('"I’ll give it myself" needs no recipient, and an empty message is none', () => {
    const myself = order({ recipient: null, message: '   ', sendOn: TODAY });

    expect(validateGiftOrder(myself, TODAY)).toEqual({});
    expect(normaliseGiftOrder(myself).message).toBeNull();
  });

  test('may be sent from today up to a year ahead, not a day before or after', () => {
    const lastDay = latestGiftSendDay(TODAY);
    expect(lastDay).toBe('2027-11-21');
    expect(validateGiftOrder(order({ sendOn: TODAY }), TODAY)).toEqual({});
    expect(validateGiftOrder(order({ sendOn: lastDay }), TODAY)).toEqual({});
    for (const sendOn of ['2026-11-20', '2027-11-22', '2026-02-30', 'next week', '']) {
      expect(validateGiftOrder(order({ sendOn }), TODAY)).toEqual({
        sendOn: 'validation/required',
      });
    }
  });

  test('bounds the recipient’s name (50), address (254) and the message (300)', () => {
    const longest = order({
      recipient: { name: 'n'.repeat(50), email: `${'a'.repeat(242)}@example.com` },
      message: 'm'.repeat(300),
    });
    expect(validateGiftOrder(longest, TODAY)).toEqual({});

    const tooLong = order({
      recipient: { name: 'n'.repeat(51), email: `${'a'.repeat(243)}@example.com` },
      message: 'm'.repeat(301),
    });
    expect(validateGiftOrder(tooLong, TODAY)).toEqual({
      recipientName: 'validation/too-long',
      recipientEmail: 'validation/too-long',
      message: 'validation/too-long',
    });
  });

  test('a recipient needs a name and a valid address; the product must be one on sale', () => {
    expect(
      validateGiftOrder(
        order({ productId: 'yearly', recipient: { name: ' ', email: 'robin@nowhere' } }),
        TODAY,
      ),
    ).toEqual({
      productId: 'validation/required',
      recipientName: 'validation/required',
      recipientEmail: 'validation/invalid-email',
    });
    expect(validateGiftOrder(order({ recipient: { name: 'Robin', email: '' } }), TODAY)).toEqual({
      recipientEmail: 'validation/required',
    });
  });

  test('is sent trimmed, without the keys it does not have', () => {
    expect(
      giftOrderRequestOf(
        order({ recipient: { name: ' Robin ', email: ' robin@example.com ' }, message: ' Hi ' }),
      ),
    ).toEqual({
      productId: 'gift_12m',
      recipientName: 'Robin',
      recipientEmail: 'robin@example.com',
      message: 'Hi',
      sendOn: '2026-11-28',
    });
    expect(giftOrderRequestOf(order({ recipient: null, message: null }))).toEqual({
      productId: 'gift_12m',
      sendOn: '2026-11-28',
    });
  });

  test('is read back by the API from its request, and nothing else is', () => {
    const sent = giftOrderRequestOf(order());
    expect(parseGiftOrderRequest(sent)).toEqual(order());
    expect(parseGiftOrderRequest({ productId: 'gift_3m', sendOn: TODAY })).toEqual({
      productId: 'gift_3m',
      recipient: null,
      message: null,
      sendOn: TODAY,
    });
    // Half a recipient is a recipient the validation refuses, not "I'll give it myself".
    expect(
      parseGiftOrderRequest({ productId: 'gift_3m', sendOn: TODAY, recipientName: 'A' }),
    ).toMatchObject({ recipient: { name: 'A', email: '' } });
    for (const raw of [null, [], { productId: 3, sendOn: TODAY }, { productId: 'gift_3m' }]) {
      expect(parseGiftOrderRequest(raw)).toBeNull();
    }
    expect(parseGiftOrderRequest({ ...sent, message: 42 })).toBeNull();
  });
});

test('a gift’s code is the buyer’s only once the gift is paid', () => {
  expect(isGiftPaid({ status: 'pending', code: null })).toBe(false);
  expect(isGiftPaid({ status: 'paid', code: 'MNDF-YEAR-2026-0001' })).toBe(true);
  expect(isGiftPaid({ status: 'sent', code: null })).toBe(false);
});
