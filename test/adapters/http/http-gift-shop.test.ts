import { HttpGiftShop } from '../../../src/adapters/http/http-gift-shop';
import type { IdTokenSource } from '../../../src/application/ports/identity-provider';
import type { GiftOrder } from '../../../src/domain/gifts';
import { expectAppError } from '../../support/expectations';
import { json, stubFetch, type Responder } from './stub-fetch';
import { stubTokens, TOKEN } from './stub-tokens';

const BASE = 'https://api.example.test/api/v1/';
const CODE = 'MNDF-YEAR-2026-0001';

const ORDER: GiftOrder = {
  productId: 'gift_12m',
  recipient: null,
  message: null,
  sendOn: '2026-11-21',
};

const GIFT = {
  id: 'gift_1',
  status: 'paid',
  code: 'mndf year 2026 0001',
  productId: 'gift_12m',
  months: 12,
  amount: 49.99,
  currency: 'USD',
  sendOn: '2026-11-21T00:00:00Z',
  recipientEmail: null,
  extra: 'ignored',
};

/** Retries wait no time here; someone is signed in unless told. */
function shopWith(responder: Responder, tokens: IdTokenSource = stubTokens().tokens) {
  const stub = stubFetch(responder);
  let key = 0;
  const gifts = new HttpGiftShop({
    baseUrl: BASE,
    tokens,
    fetch: stub.fetch,
    wait: () => Promise.resolve(),
    random: () => 0,
    ids: { next: () => `key-${(key += 1)}` },
  });
  return { gifts, sent: stub.sent };
}

describe('HttpGiftShop', () => {
  it('asks for the products of a country, as a visitor with no token', async () => {
    const { gifts, sent } = shopWith(
      () => json(200, [{ id: 'gift_3m_eu', months: 3, price: 14.99, currency: 'EUR', tax: null }]),
      stubTokens(null).tokens,
    );

    await expect(gifts.products('DE')).resolves.toEqual([
      { id: 'gift_3m_eu', months: 3, price: 14.99, currency: 'eur', tax: null },
    ]);
    expect(sent[0]?.url).toBe(`${BASE}gifts/products?country=DE`);
    expect(sent[0]?.headers.Authorization).toBeUndefined();
  });

  it('orders a gift with its trimmed body and one idempotency key, kept on a retry', async () => {
    let calls = 0;
    const { gifts, sent } = shopWith(() =>
      (calls += 1) === 1
        ? json(503, {})
        : json(200, { giftId: 'gift_1', clientSecret: 'pi_1_secret_1' }),
    );

    await expect(gifts.order({ ...ORDER, message: ' Hi ' })).resolves.toEqual({
      giftId: 'gift_1',
      clientSecret: 'pi_1_secret_1',
    });
    expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(sent[1]).toMatchObject({
      method: 'POST',
      url: `${BASE}gifts`,
      body: { productId: 'gift_12m', message: 'Hi', sendOn: '2026-11-21' },
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
  });

  it('refuses a gift paid through a setup instead of a one-time payment', async () => {
    const { gifts } = shopWith(() => json(200, { giftId: 'g', clientSecret: 'seti_1_secret_1' }));

    await expectAppError(gifts.order(ORDER), 'api/invalid-response');
  });

  it('reads a gift, its code written in groups and its day plain', async () => {
    const { gifts, sent } = shopWith(() => json(200, GIFT));

    await expect(gifts.gift('gift 1')).resolves.toEqual({
      id: 'gift_1',
      status: 'paid',
      code: CODE,
      productId: 'gift_12m',
      months: 12,
      amount: 49.99,
      currency: 'usd',
      sendOn: '2026-11-21',
      recipientName: null,
      recipientEmail: null,
      message: null,
    });
    expect(sent[0]?.url).toBe(`${BASE}gifts/gift%201`);
  });

  it.each([
    ['an unknown status', { ...GIFT, status: 'lost' }],
    ['a code that is none', { ...GIFT, code: 'MNDF' }],
    ['months not sold', { ...GIFT, months: 6 }],
  ])('refuses a gift with %s', async (_what, answer) => {
    const { gifts } = shopWith(() => json(200, answer));

    await expectAppError(gifts.gift('gift_1'), 'api/invalid-response');
  });

  it('previews a redemption with the code in the path', async () => {
    const { gifts, sent } = shopWith(() =>
      json(200, { months: 12, effect: 'extend', nextChargeAt: '2028-01-15T00:00:00Z' }),
    );

    await expect(gifts.previewRedemption(CODE)).resolves.toEqual({
      months: 12,
      effect: 'extend',
      nextChargeAt: '2028-01-15',
      startsOn: null,
      endsAt: null,
    });
    expect(sent[0]?.url).toBe(`${BASE}gifts/redeem/${CODE}`);
  });

  it('redeems with the code in the body, and reads the subscription answered', async () => {
    const subscription = {
      type: 'GIFT',
      status: 'gift',
      autoRenew: false,
      subscribedAt: '2026-11-21',
      renewsAt: '2027-11-21',
      endsAt: '2027-11-21',
      originalPrice: 0,
      productPrice: 0,
      productCurrency: 'usd',
      productName: 'Gift',
      productReccurence: '',
      paymentOption: null,
    };
    const { gifts, sent } = shopWith(() => json(200, subscription));

    await expect(gifts.redeem(CODE)).resolves.toMatchObject({
      status: 'gift',
      endsAt: '2027-11-21',
    });
    expect(sent[0]).toMatchObject({ method: 'POST', body: { code: CODE } });
  });

  it.each([
    [404, 'gift/unknown-code'],
    [409, 'gift/used-code'],
    [429, 'gift/rate-limited'],
  ] as const)('reads a %i naming %s, with no code in its message', async (status, code) => {
    const { gifts } = shopWith(() => json(status, { code }));

    const preview = await expectAppError(gifts.previewRedemption(CODE), code);
    const redeem = await expectAppError(gifts.redeem(CODE), code);

    expect(preview.message).not.toContain(CODE);
    expect(redeem.message).not.toContain(CODE);
  });

  it('asks no more once refused for too many codes within the time it may wait', async () => {
    const { gifts, sent } = shopWith(
      () =>
        new Response(JSON.stringify({ code: 'gift/rate-limited' }), {
          status: 429,
          headers: { 'Retry-After': '3600' },
        }),
    );

    await expectAppError(gifts.previewRedemption(CODE), 'gift/rate-limited');
    expect(sent).toHaveLength(1);
  });

  it('keeps a code out of a failure that is no refusal of it', async () => {
    const { gifts } = shopWith(() => {
      throw new TypeError('Failed to fetch');
    });

    const error = await expectAppError(gifts.previewRedemption(CODE), 'network/unavailable');
    expect(error.message).not.toContain(CODE);
  });
});
