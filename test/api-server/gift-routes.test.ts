import { SEED_GIFT_CODES } from '../../src/demo/demo-gift-seed';
import { FakeClock, TODAY } from '../support/clocks';
import { startApiServer, type ApiServer } from '../../tools/api-server/server';

let server: ApiServer;
let lines: string[];

beforeEach(async () => {
  lines = [];
  server = await startApiServer({
    clock: new FakeClock(TODAY),
    emulator: null,
    log: (line) => lines.push(line),
  });
  server.world.change((draft) => {
    draft.tokens.push({ token: 'token-free', uid: 'demo-free' });
  });
});

afterEach(async () => {
  await server.close();
});

function call(method: string, route: string, body?: unknown, headers: object = {}) {
  return fetch(new URL(route, server.url), {
    method,
    headers: {
      Authorization: 'Bearer token-free',
      'Content-Type': 'application/json',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const ORDER = { productId: 'gift_12m', sendOn: TODAY };

describe('the local API server’s gift routes', () => {
  it('serves the products to a visitor, in dollars without a country', async () => {
    const response = await fetch(new URL('gifts/products', server.url));

    expect(response.status).toBe(200);
    expect(((await response.json()) as { currency: string }[]).map((p) => p.currency)).toEqual([
      'usd',
      'usd',
    ]);
  });

  it('never writes a code in its log', async () => {
    await call('GET', `gifts/redeem/${SEED_GIFT_CODES.unused}`);
    await call('POST', 'gifts/redeem', { code: SEED_GIFT_CODES.redeemed });

    expect(lines.join('\n')).not.toMatch(/MNDF/u);
    expect(lines[0]).toMatch(/^GET \/gifts\/redeem\/\{code\} 200/u);
  });

  it('answers the refused codes with their statuses, and says when to try again', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await call('GET', 'gifts/redeem/ZZZZ-ZZZZ-ZZZZ-ZZZZ')).status);
    }
    statuses.push((await call('POST', 'gifts/redeem', { code: SEED_GIFT_CODES.redeemed })).status);
    const limited = await call('POST', 'gifts/redeem', { code: SEED_GIFT_CODES.unused });

    expect(statuses).toEqual([404, 404, 404, 404, 409]);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('3600');
    await expect(limited.json()).resolves.toMatchObject({ code: 'gift/rate-limited' });
  });

  it('answers a repeated order’s key with the first gift, and refuses the key for another', async () => {
    const key = { 'Idempotency-Key': 'order-1' };

    const first = (await (await call('POST', 'gifts', ORDER, key)).json()) as { giftId: string };
    const again = (await (await call('POST', 'gifts', ORDER, key)).json()) as { giftId: string };
    const other = await call('POST', 'gifts', { ...ORDER, productId: 'gift_3m' }, key);

    expect(again.giftId).toBe(first.giftId);
    expect(other.status).toBe(400);
    expect(server.world.state.gifts.filter((gift) => gift.buyerUid === 'demo-free')).toHaveLength(
      1,
    );
  });

  it.each([
    ['an order that is none', 'POST', 'gifts', { sendOn: TODAY }, 400],
    ['a redemption without a code', 'POST', 'gifts/redeem', {}, 400],
    ['another buyer’s gift', 'GET', 'gifts/gift_seed_0001', undefined, 404],
  ])('refuses %s', async (_what, method, route, body, status) => {
    await expect(call(method, route, body)).resolves.toMatchObject({ status });
  });

  it('refuses a visitor’s order', async () => {
    const response = await fetch(new URL('gifts', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ORDER),
    });

    expect(response.status).toBe(401);
  });
});
