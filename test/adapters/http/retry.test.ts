import type { ErrorCode } from '../../../src/domain/errors';
import type { UserApi } from '../../../src/application/ports/user-api';
import { HttpClient, type HttpClientOptions } from '../../../src/adapters/http/http-request';
import { HttpUserApi, type HttpUserApiOptions } from '../../../src/adapters/http/http-user-api';
import { retryAfterMs } from '../../../src/adapters/http/retry';
import { InMemoryIdentityProvider } from '../../../src/demo/in-memory-identity-provider';
import { person } from '../../support/builders';
import { addMembers } from '../../support/demo-world';
import { DEMO_PASSWORD } from '../../support/demo-accounts';
import { expectAppError } from '../../support/expectations';
import { FakeClock, TODAY } from '../../support/clocks';
import { startApiServer } from '../../../tools/api-server/server';
import { json, noContent, stubFetch, type Responder } from './stub-fetch';
import { stubTokens } from './stub-tokens';

const BASE = 'https://api.example.test/api/v1/';
const ME = { firstName: 'Sam' };
const SECRET = { clientSecret: 'pi_1_secret_2' };

/** Answers with each responder in turn, and with the last one from then on. */
function inTurn(...responders: Responder[]): Responder {
  let next = 0;
  return (request, signal) => {
    const responder = responders[Math.min(next, responders.length - 1)] as Responder;
    next += 1;
    return responder(request, signal);
  };
}

const offline: Responder = () => Promise.reject(new TypeError('Failed to fetch'));
const status =
  (code: number, headers: Record<string, string> = {}): Responder =>
  () =>
    new Response(`Status ${code}`, { status: code, headers });
const never: Responder = () => new Promise<Response>(() => undefined);
const ok: Responder = () => json(200, ME);

/** A wait that returns at once and keeps what it was asked to wait. */
function recordedWaits() {
  const waits: number[] = [];
  const wait = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return { wait, waits };
}

function clientWith(responder: Responder, options: Partial<HttpClientOptions> = {}) {
  const { fetch, sent } = stubFetch(responder);
  const { wait, waits } = recordedWaits();
  const http = new HttpClient({
    baseUrl: BASE,
    timeoutMs: 1000,
    fetch,
    tokens: stubTokens().tokens,
    wait,
    random: () => 0,
    ...options,
  });
  return {
    http,
    sent,
    waits,
    getMe: () => http.json({ method: 'GET', path: 'users/me', bearer: 'required' }),
  };
}

function apiWith(responder: Responder, options: Partial<HttpUserApiOptions> = {}) {
  const { fetch, sent } = stubFetch(responder);
  const { wait, waits } = recordedWaits();
  const api = new HttpUserApi({
    baseUrl: BASE,
    tokens: stubTokens().tokens,
    fetch,
    wait,
    random: () => 0,
    ...options,
  });
  return { api, sent, waits };
}

describe('HttpClient retries of a GET', () => {
  it('answers after two network errors, on its third call, after about 300 then 900 ms', async () => {
    const { getMe, sent, waits } = clientWith(inTurn(offline, offline, ok), { random: () => 0.5 });

    await expect(getMe()).resolves.toEqual(ME);

    expect(sent).toHaveLength(3);
    // A jitter of up to 20%: half of it here.
    expect(waits).toEqual([330, 990]);
  });

  it.each([429, 500, 502, 503, 504])('tries again after a %i', async (code) => {
    const { getMe, sent, waits } = clientWith(inTurn(status(code), ok));

    await expect(getMe()).resolves.toEqual(ME);

    expect(sent).toHaveLength(2);
    expect(waits).toEqual([300]);
  });

  it('tries again after an attempt that timed out, each attempt with its own timeout', async () => {
    const { getMe, sent } = clientWith(inTurn(never, ok), { timeoutMs: 20 });

    await expect(getMe()).resolves.toEqual(ME);

    expect(sent).toHaveLength(2);
    expect(sent[0]?.init.signal?.aborted).toBe(true);
    expect(sent[1]?.init.signal?.aborted).toBe(false);
  });

  it('sends the same request on each attempt', async () => {
    const { http, sent } = clientWith(inTurn(offline, ok));

    await http.json({ method: 'GET', path: 'users/me', query: { a: 'b' }, bearer: 'required' });

    expect(sent[1]?.url).toBe(sent[0]?.url);
    expect(sent[1]?.headers).toEqual(sent[0]?.headers);
  });

  // A 401 is tried once more, with a fresh token: bearer.test.ts.
  it.each([400, 403, 404, 405, 408, 409, 422])('does not retry a %i', async (code) => {
    const { getMe, sent, waits } = clientWith(status(code));

    await expect(getMe()).rejects.toThrow();

    expect(sent).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('does not retry an answer that is not JSON', async () => {
    const { getMe, sent } = clientWith(() => new Response('<html>', { status: 200 }));

    await expectAppError(getMe(), 'api/invalid-response');
    expect(sent).toHaveLength(1);
  });

  it.each<[string, Responder, ErrorCode]>([
    ['503s', status(503), 'api/server'],
    ['network errors', offline, 'network/unavailable'],
    ['timeouts', never, 'network/timeout'],
  ])(
    'stops after two retries of %s, failing as a single attempt does',
    async (_case, answer, code) => {
      const retried = clientWith(answer, { timeoutMs: 20 });
      const once = clientWith(answer, {
        timeoutMs: 20,
        retry: { delaysMs: [], jitter: 0, maxRetryAfterMs: 0 },
      });

      const error = await expectAppError(retried.getMe(), code);
      const single = await expectAppError(once.getMe(), code);

      expect(retried.sent).toHaveLength(3);
      expect(retried.waits).toEqual([300, 900]);
      expect(once.sent).toHaveLength(1);
      expect(error.message).toBe(single.message);
    },
  );

  it('keeps the jitter within a fifth of the backoff', async () => {
    const { getMe, waits } = clientWith(status(503), { random: () => 0.999 });

    await expectAppError(getMe(), 'api/server');

    expect(waits).toEqual([360, 1080]);
  });

  it.each([
    ['seconds', '2', [2000]],
    ['no wait', '0', [0]],
    ['an HTTP date, which the backoff replaces', 'Wed, 21 Oct 2026 07:28:00 GMT', [300]],
  ])('waits as a Retry-After in %s tells', async (_case, retryAfter, waits) => {
    const retried = clientWith(inTurn(status(429, { 'Retry-After': retryAfter }), ok));

    await expect(retried.getMe()).resolves.toEqual(ME);

    expect(retried.waits).toEqual(waits);
  });

  it('fails at once when the server asks to wait longer than a person would', async () => {
    const { getMe, sent } = clientWith(status(503, { 'Retry-After': '6' }));

    await expectAppError(getMe(), 'api/server');

    expect(sent).toHaveLength(1);
  });

  it('waits with a timer unless told otherwise', async () => {
    const { fetch, sent } = stubFetch(inTurn(status(503), ok));
    const http = new HttpClient({
      baseUrl: BASE,
      timeoutMs: 1000,
      fetch,
      tokens: stubTokens(null).tokens,
      retry: { delaysMs: [1], jitter: 0, maxRetryAfterMs: 0 },
    });

    await expect(
      http.json({ method: 'GET', path: 'users/me', bearer: 'if-signed-in' }),
    ).resolves.toEqual(ME);
    expect(sent).toHaveLength(2);
  });
});

describe('retryAfterMs', () => {
  it.each([
    ['3', 3000],
    [' 10 ', 10_000],
    ['1.5', null],
    ['-1', null],
    ['', null],
    [null, null],
  ])('reads %p as %p', (header, ms) => {
    expect(retryAfterMs(header)).toBe(ms);
  });
});

/** The calls of the user API that could act twice if sent twice. */
const ACTIONS: [string, (api: UserApi) => Promise<unknown>][] = [
  ['saveProfile', (api) => api.saveProfile({ firstName: 'A', lastName: 'B', email: 'a@b.co' })],
  ['updateMe', (api) => api.updateMe('firstName', 'Ann')],
  ['deleteMe', (api) => api.deleteMe()],
  ['createSetupIntent', (api) => api.createSetupIntent()],
  ['updatePaymentMethod', (api) => api.updatePaymentMethod('pm_1')],
  ['cancelSubscription', (api) => api.cancelSubscription('too-expensive')],
  ['resumeSubscription', (api) => api.resumeSubscription()],
];

describe('HttpUserApi calls that could act twice', () => {
  it.each(ACTIONS)('%s is never retried', async (_name, call) => {
    for (const answer of [offline, status(503), never]) {
      const { api, sent, waits } = apiWith(answer, { timeoutMs: 20 });

      await expect(call(api)).rejects.toThrow();

      expect(sent).toHaveLength(1);
      expect(waits).toEqual([]);
    }
  });

  it('they send no Idempotency-Key', async () => {
    const { api, sent } = apiWith(noContent);

    await api.resumeSubscription();

    expect(sent[0]?.headers).not.toHaveProperty('Idempotency-Key');
  });
});

describe('the checkout’s Idempotency-Key', () => {
  const checkout = (api: UserApi) =>
    api.createCheckoutSession({ productId: 'yearly', promoCode: 'TRIAL30' });
  const keysOf = (sent: { headers: Record<string, string> }[]) =>
    sent.map((request) => request.headers['Idempotency-Key']);

  it('is a random UUID unless given', async () => {
    const { api, sent } = apiWith(() => json(200, SECRET));

    await checkout(api);

    expect(keysOf(sent)[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u,
    );
  });

  it('stays the same on the retries of a call, which get the session', async () => {
    const { api, sent, waits } = apiWith(inTurn(offline, status(503), () => json(200, SECRET)));

    await expect(checkout(api)).resolves.toEqual(SECRET);

    expect(sent).toHaveLength(3);
    expect(new Set(keysOf(sent)).size).toBe(1);
    expect(sent.map((request) => request.body)).toEqual(Array(3).fill(sent[0]?.body));
    expect(waits).toEqual([300, 900]);
  });

  it('is new on each call: another checkout is another intent', async () => {
    let count = 0;
    const ids = { next: () => `key-${(count += 1)}` };
    const { api, sent } = apiWith(
      inTurn(offline, () => json(200, SECRET)),
      { ids },
    );

    await checkout(api);
    await checkout(api);

    expect(keysOf(sent)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it.each<[number, string, ErrorCode]>([
    [409, 'checkout/already-subscribed', 'checkout/already-subscribed'],
    [422, 'promo/invalid', 'promo/invalid'],
    [403, 'api/unauthorized', 'api/unauthorized'],
  ])('does not retry a %i', async (code, bodyCode, expected) => {
    const { api, sent } = apiWith(() => json(code, { code: bodyCode }));

    await expectAppError(checkout(api), expected);

    expect(sent).toHaveLength(1);
  });

  it('gives up after two retries as a GET does', async () => {
    const { api, sent } = apiWith(status(502));

    await expectAppError(checkout(api), 'api/server');

    expect(sent).toHaveLength(3);
  });
});

describe('a checkout whose answer was lost, over the local API server', () => {
  it('gets on its retry the session it started, and starts no second one', async () => {
    const server = await startApiServer({ clock: new FakeClock(TODAY) });
    try {
      const pat = person();
      server.world.change((draft) => addMembers(draft, [pat]));
      const identity = new InMemoryIdentityProvider(server.world);
      await identity.signIn(pat.email, DEMO_PASSWORD);
      let calls = 0;
      const losingTheFirstAnswer = async (url: string, init: RequestInit) => {
        calls += 1;
        const response = await fetch(url, init);
        if (calls === 1) throw new TypeError('The connection was reset');
        return response;
      };
      const api = new HttpUserApi({
        baseUrl: server.url,
        tokens: identity,
        fetch: losingTheFirstAnswer,
        wait: () => Promise.resolve(),
      });

      const { clientSecret } = await api.createCheckoutSession({
        productId: 'yearly',
        promoCode: null,
      });

      const sessions = server.world.state.pendingSecrets.filter((s) => s.kind === 'checkout');
      expect(calls).toBe(2);
      expect(sessions.map((session) => session.clientSecret)).toEqual([clientSecret]);
    } finally {
      await server.close();
    }
  });
});
