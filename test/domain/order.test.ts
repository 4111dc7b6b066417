import { findProduct } from '../../src/domain/catalogue';
import {
  confirmingWaitMs,
  isPending,
  PAYMENT_SUCCESSFUL_PATH,
  parseStoredOrder,
  settlementOf,
  paymentReturnUrl,
  providerReturnOf,
} from '../../src/domain/order';

const preview = {
  now: { currency: 'usd', amount: 0, trialDays: 7 },
  next: { amount: 39.99, date: '2026-11-15' },
};

/** An order as it comes back from JSON.parse(sessionStorage…): any shape at all. */
const stored = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'order-1',
  product: { ...findProduct('yearly') },
  promoCode: 'WELCOME20',
  preview,
  placedAt: '2026-11-08T09:30:00.000Z',
  uid: 'uid-1',
  clientSecret: 'pi_1_secret_1',
  ...overrides,
});

describe('parseStoredOrder', () => {
  test('reads back an order with a promo code and its preview', () => {
    expect(parseStoredOrder(stored())).toEqual({
      id: 'order-1',
      product: findProduct('yearly'),
      promoCode: 'WELCOME20',
      preview,
      placedAt: '2026-11-08T09:30:00.000Z',
      uid: 'uid-1',
      clientSecret: 'pi_1_secret_1',
    });
  });

  test.each([
    ['names no account', { uid: undefined }],
    ['names an empty account', { uid: '' }],
    ['names no intent', { clientSecret: undefined }],
    ['names an intent that is not text', { clientSecret: 7 }],
  ])('drops an order that %s (an older order can never be settled)', (_what, overrides) => {
    expect(parseStoredOrder(stored(overrides))).toBeNull();
  });

  test.each([undefined, null, 'yesterday', '2026-02-30T09:30:00Z', 7])(
    'keeps an order whose time of the click is %j, without that time',
    (placedAt) => {
      expect(parseStoredOrder(stored({ placedAt }))?.placedAt).toBeNull();
    },
  );

  test('survives a round trip through JSON', () => {
    const raw: unknown = JSON.parse(JSON.stringify(stored()));
    expect(parseStoredOrder(raw)).toEqual(parseStoredOrder(stored()));
  });

  test('reads back an order without a promo code, which has no preview', () => {
    expect(parseStoredOrder(stored({ promoCode: null, preview: null }))).toEqual({
      id: 'order-1',
      product: findProduct('yearly'),
      promoCode: null,
      preview: null,
      placedAt: '2026-11-08T09:30:00.000Z',
      uid: 'uid-1',
      clientSecret: 'pi_1_secret_1',
    });
  });

  test('ignores a preview stored without a promo code', () => {
    expect(parseStoredOrder(stored({ promoCode: null }))?.preview).toBeNull();
  });

  test.each([
    ['  WELCOME20  ', 'WELCOME20'],
    ['   ', null],
    ['', null],
  ])('tidies the promo code %p to %p', (promoCode, code) => {
    expect(parseStoredOrder(stored({ promoCode }))?.promoCode).toBe(code);
  });

  test('takes the product from the catalogue, ignoring a tampered price', () => {
    const order = parseStoredOrder(
      stored({
        product: { ...findProduct('yearly'), regularPrice: 0.01, currency: 'xyz', trialDays: 999 },
      }),
    );
    expect(order?.product).toMatchObject({ regularPrice: 49.99, currency: 'usd', trialDays: 7 });
  });

  test('needs only the product id', () => {
    expect(parseStoredOrder(stored({ product: { id: 'monthly' } }))?.product).toEqual(
      findProduct('monthly'),
    );
  });

  test('keeps the country of a GB product', () => {
    expect(parseStoredOrder(stored({ product: { id: 'yearly_gb' } }))?.product).toMatchObject({
      id: 'yearly_gb',
      regularPrice: 49.99,
      currency: 'gbp',
    });
  });

  test.each([
    ['null', null],
    ['undefined', undefined],
    ['an array', [stored()]],
    ['a string', JSON.stringify(stored())],
    ['a number', 42],
    ['an empty object', {}],
    ['a missing id', stored({ id: undefined })],
    ['an empty id', stored({ id: '' })],
    ['a numeric id', stored({ id: 7 })],
    ['a missing product', stored({ product: undefined })],
    ['a product that is a string', stored({ product: 'yearly' })],
    ['a product that is an array', stored({ product: ['yearly'] })],
    ['a product without an id', stored({ product: { regularPrice: 49.99 } })],
    ['a product with a numeric id', stored({ product: { id: 1 } })],
    ['an unknown product id', stored({ product: { id: 'lifetime' } })],
    ['a product id of __proto__', stored({ product: { id: '__proto__' } })],
    ['a numeric promo code', stored({ promoCode: 20 })],
    ['a promo code that is an object', stored({ promoCode: { code: 'WELCOME20' } })],
    ['a promo code that is true', stored({ promoCode: true })],
  ])('refuses %s', (_label, raw) => {
    expect(parseStoredOrder(raw)).toBeNull();
  });

  test.each([
    ['missing', undefined],
    ['null', null],
    ['a string', 'preview'],
    ['an array', [preview]],
    ['without now', { next: preview.next }],
    ['without next', { now: preview.now }],
    ['with now as a string', { ...preview, now: 'free' }],
    ['with a numeric currency', { ...preview, now: { ...preview.now, currency: 840 } }],
    ['with a currency that is no code', { ...preview, now: { ...preview.now, currency: 'x' } }],
    ['with an empty currency', { ...preview, now: { ...preview.now, currency: '' } }],
    ['with a text amount', { ...preview, now: { ...preview.now, amount: '0' } }],
    ['with an infinite amount', { ...preview, now: { ...preview.now, amount: Infinity } }],
    ['with a NaN trial', { ...preview, now: { ...preview.now, trialDays: NaN } }],
    ['with a missing trial', { ...preview, now: { currency: 'usd', amount: 0 } }],
    ['with a text next amount', { ...preview, next: { ...preview.next, amount: '39.99' } }],
    ['with a numeric next date', { ...preview, next: { ...preview.next, date: 20261115 } }],
    ['with a missing next date', { ...preview, next: { amount: 39.99 } }],
  ])('keeps the order but drops a preview %s', (_label, malformed) => {
    const order = parseStoredOrder(stored({ preview: malformed }));
    expect(order).not.toBeNull();
    expect(order?.promoCode).toBe('WELCOME20');
    expect(order?.preview).toBeNull();
  });

  test('accepts a preview currency in any case', () => {
    const upper = { ...preview, now: { ...preview.now, currency: 'GBP' } };
    expect(parseStoredOrder(stored({ preview: upper }))?.preview).toEqual(upper);
  });

  test('keeps only the fields of a preview it knows', () => {
    const extra = { ...preview, now: { ...preview.now, secret: 1 }, extra: true };
    expect(parseStoredOrder(stored({ preview: extra }))?.preview).toEqual(preview);
  });

  test('keeps the VAT a preview names, and takes a malformed one for none', () => {
    const tax = { rate: 19, amount: 7.98, inclusive: true };
    expect(parseStoredOrder(stored({ preview: { ...preview, tax } }))?.preview?.tax).toEqual(tax);
    const exclusive = { ...preview, tax: { ...tax, inclusive: false } };
    expect(parseStoredOrder(stored({ preview: exclusive }))?.preview?.tax).toBeNull();
  });
});

describe('paymentReturnUrl', () => {
  const origin = 'https://portal.example';

  test.each([
    ['/', 'https://portal.example/payment-successful'],
    ['', 'https://portal.example/payment-successful'],
    ['/membership', 'https://portal.example/membership/payment-successful'],
    ['/membership/', 'https://portal.example/membership/payment-successful'],
    [
      '/membership?plan=first&promo=WELCOME20',
      'https://portal.example/membership/payment-successful',
    ],
    ['/signup#order', 'https://portal.example/signup/payment-successful'],
    ['/?redirect=https://evil.example', 'https://portal.example/payment-successful'],
    ['/payment-successful', 'https://portal.example/payment-successful'],
    ['/payment-successful/', 'https://portal.example/payment-successful'],
    ['/payment-successful?redirect_status=failed', 'https://portal.example/payment-successful'],
    ['/membership/payment-successful', 'https://portal.example/membership/payment-successful'],
  ])('from %p returns to %s', (path, url) => {
    expect(paymentReturnUrl(origin, path)).toBe(url);
  });

  test.each(['//evil.example', '//evil.example/path', '/\\evil.example', '\\\\evil.example'])(
    'stays on our own origin for the path %p',
    (path) => {
      const url = new URL(paymentReturnUrl(origin, path));
      expect(url.origin).toBe(origin);
      expect(url.pathname.endsWith(PAYMENT_SUCCESSFUL_PATH)).toBe(true);
    },
  );

  test('keeps the port of a local origin', () => {
    expect(paymentReturnUrl('http://localhost:8080', '/')).toBe(
      'http://localhost:8080/payment-successful',
    );
  });
});

describe('providerReturnOf', () => {
  const query = (text: string) => new URLSearchParams(text);

  test('back on payment-successful, a payment intent is the checkout’s payment', () => {
    expect(
      providerReturnOf(
        '/membership/payment-successful',
        query(
          'payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
        ),
      ),
    ).toEqual({ kind: 'checkout', redirectStatus: 'succeeded', clientSecret: 'pi_1_secret_2' });
  });

  test('back on payment-successful, a setup intent is a trial’s checkout, not a new card', () => {
    expect(
      providerReturnOf(
        '/payment-successful/',
        query(
          'setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_2&redirect_status=failed',
        ),
      ),
    ).toEqual({ kind: 'checkout', redirectStatus: 'failed', clientSecret: 'seti_1_secret_2' });
  });

  test('anywhere else, a setup intent is the change of payment method', () => {
    expect(
      providerReturnOf(
        '/',
        query('setup_intent_client_secret=seti_1_secret_2&redirect_status=succeeded'),
      ),
    ).toEqual({ kind: 'payment-method', clientSecret: 'seti_1_secret_2' });
  });

  test('a status alone still counts as a checkout’s return; nothing at all is no return', () => {
    expect(providerReturnOf('/', query('redirect_status=failed'))).toEqual({
      kind: 'checkout',
      redirectStatus: 'failed',
      clientSecret: null,
    });
    expect(providerReturnOf('/payment-successful', query(''))).toBeNull();
    expect(providerReturnOf('/profile', query('tab=1'))).toBeNull();
  });
});

describe('settlementOf: an order is paid only on the provider’s word', () => {
  test.each([
    ['succeeded', 'paid'],
    ['processing', 'confirming'],
    ['requires_action', 'confirming'],
    ['unknown', 'confirming'],
    ['failed', 'unpaid'],
  ] as const)('%s → %s', (status, settlement) => {
    expect(settlementOf(status)).toBe(settlement);
  });
});

describe('confirmingWaitMs', () => {
  test('asks at once, then after 2, 4, 8, 16 and 30 seconds, then every minute, never stopping', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6, 7, 500].map(confirmingWaitMs)).toEqual([
      0, 0, 2000, 4000, 8000, 16000, 30000, 60000, 60000, 60000,
    ]);
  });
});

describe('isPending: neither paid nor failed, so the portal waits', () => {
  test.each([
    ['processing', true],
    ['requires_action', true],
    ['unknown', true],
    ['succeeded', false],
    ['failed', false],
  ] as const)('%s → %s', (status, pending) => {
    expect(isPending(status)).toBe(pending);
  });
});
