import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { byUid } from '../../src/demo/demo-lookups';
import { FakeClock, TODAY } from '../support/clocks';
import { FileStorage } from '../../tools/api-server/file-storage';
import { EMULATOR_TEST_PROJECT, emulatorToken } from './fake-emulator-token';
import {
  startApiServer,
  type ApiServer,
  type ApiServerOptions,
} from '../../tools/api-server/server';

const PROJECT = EMULATOR_TEST_PROJECT;
const nowSeconds = () => Math.floor(Date.now() / 1000);

let server: ApiServer;

async function start(options: ApiServerOptions = {}): Promise<ApiServer> {
  server = await startApiServer({ clock: new FakeClock(TODAY), ...options });
  return server;
}

afterEach(async () => {
  await server?.close();
});

function call(
  pathAndQuery: string,
  {
    method = 'GET',
    token,
    body,
    headers = {},
  }: {
    method?: string;
    token?: string;
    body?: string | object;
    headers?: Record<string, string>;
  } = {},
) {
  return fetch(new URL(pathAndQuery, server.url), {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: typeof body === 'object' ? JSON.stringify(body) : body,
  });
}

describe('the local API server', () => {
  it('listens on 127.0.0.1 only', async () => {
    await start();

    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/u);
    await expect(startApiServer({ host: '0.0.0.0' })).rejects.toThrow(/loopback/u);
  });

  it('answers errors with the code of the port in the body', async () => {
    await start();

    const promo = await call('users/me/checkout-session?product_id=yearly&promo_code=NOPE');
    const noToken = await call('users/me');

    expect(promo.status).toBe(422);
    await expect(promo.json()).resolves.toMatchObject({ code: 'promo/invalid' });
    expect(noToken.status).toBe(401);
    await expect(noToken.json()).resolves.toMatchObject({ code: 'api/unauthorized' });
  });

  it('answers 404 off the REST table and 405 for a method it lacks', async () => {
    await start();

    const missing = await call('users/you');
    const wrongMethod = await call('users/me/setup-intent', { method: 'GET' });

    expect(missing.status).toBe(404);
    await expect(missing.json()).resolves.toMatchObject({ code: 'api/not-found' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['a body that is not JSON', 'PATCH', 'users', '{"firstName":'],
    ['a body that is not an object', 'PATCH', 'users/me', ['firstName']],
    ['two fields at once', 'PATCH', 'users/me', { firstName: 'A', lastName: 'B' }],
    ['a field it does not know', 'PATCH', 'users/me', { subscribed: 'true' }],
    ['a name that is not text', 'PATCH', 'users', { firstName: 1, lastName: 'B', email: 'a@b.co' }],
    ['no product', 'POST', 'users/me/checkout-session', { automaticTax: false }],
    [
      'automaticTax as text',
      'POST',
      'users/me/checkout-session',
      { productId: 'yearly', automaticTax: 'no' },
    ],
    ['no reason', 'DELETE', 'users/me/subscription', {}],
  ])('refuses %s with 400', async (_case, method, route, body) => {
    await start({ emulator: {} });

    const response = await call(route, { method, body, token: emulatorToken() });

    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ code: 'api/bad-request' });
  });

  it('refuses a preview without a product', async () => {
    await start();

    expect((await call('users/me/checkout-session?promo_code=TRIAL30')).status).toBe(400);
  });

  describe('the checkout’s Idempotency-Key', () => {
    const checkout = (token: string, key: string | null, productId = 'yearly') =>
      call('users/me/checkout-session', {
        method: 'POST',
        token,
        body: { productId, automaticTax: false },
        headers: key === null ? {} : { 'Idempotency-Key': key },
      });
    const sessions = () =>
      server.world.state.pendingSecrets.filter((secret) => secret.kind === 'checkout');
    const other = () => emulatorToken({ sub: 'emu-uid-2', email: 'other@example.com' });

    it('answers a repeated key with the session it started, and starts no other', async () => {
      await start();

      const first = await checkout(emulatorToken(), 'key-1');
      const again = await checkout(emulatorToken(), 'key-1');

      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      const secret = ((await first.json()) as { clientSecret: string }).clientSecret;
      await expect(again.json()).resolves.toEqual({ clientSecret: secret });
      expect(sessions().map((session) => session.clientSecret)).toEqual([secret]);
    });

    it('answers repeats that arrive together with the one session', async () => {
      await start();

      const answers = await Promise.all([1, 2, 3].map(() => checkout(emulatorToken(), 'key-1')));

      const secrets = await Promise.all(answers.map((answer) => answer.json()));
      expect(new Set(secrets.map((secret) => JSON.stringify(secret))).size).toBe(1);
      expect(sessions()).toHaveLength(1);
    });

    it('acts again for each new key, and for each call without one', async () => {
      await start();

      await checkout(emulatorToken(), 'key-1', 'yearly');
      await checkout(emulatorToken(), 'key-2', 'monthly');
      await checkout(emulatorToken(), null, 'yearly_gb');
      await checkout(emulatorToken(), null, 'monthly_gb');

      expect(sessions()).toHaveLength(4);
    });

    it('starts a session for each new key, and for each call without one', async () => {
      await start();

      await checkout(emulatorToken(), 'key-1');
      await checkout(emulatorToken(), 'key-2');
      await checkout(emulatorToken(), null);
      await checkout(emulatorToken(), null);

      // Each tab pays its own checkout: the one that pays second is refused as already subscribed.
      expect(sessions()).toHaveLength(4);
    });

    it('keeps each user’s keys apart', async () => {
      await start();

      const mine = await checkout(emulatorToken(), 'key-1');
      const theirs = await checkout(other(), 'key-1');

      await expect(theirs.json()).resolves.not.toEqual(await mine.json());
      expect(new Set(sessions().map((session) => session.uid))).toEqual(
        new Set(['emu-uid-1', 'emu-uid-2']),
      );
    });

    it('refuses a key used before for another request', async () => {
      await start();

      await checkout(emulatorToken(), 'key-1', 'yearly');
      const reused = await checkout(emulatorToken(), 'key-1', 'monthly');

      expect(reused.status).toBe(400);
      await expect(reused.json()).resolves.toMatchObject({ code: 'api/bad-request' });
      expect(sessions()).toHaveLength(1);
    });

    it.each([
      ['empty', ''],
      ['longer than 255 characters', 'k'.repeat(256)],
    ])('refuses a key that is %s', async (_case, key) => {
      await start();

      const response = await checkout(emulatorToken(), key);

      expect(response.status).toBe(400);
      expect(sessions()).toEqual([]);
    });
  });

  describe('CORS', () => {
    it('lets the portal send the bearer token from a loopback origin', async () => {
      await start();

      const preflight = await call('users/me', {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:8080',
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
        },
      });
      const actual = await call('users/me', { headers: { Origin: 'http://localhost:8080' } });

      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/u);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/u);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Accept-Language/u);
      expect(actual.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    });

    it('allows only the origins it is given', async () => {
      await start({ origins: ['http://portal.test:8080'] });

      const allowed = await call('users/me', { headers: { Origin: 'http://portal.test:8080' } });
      const other = await call('users/me', {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'GET' },
      });

      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://portal.test:8080');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('allows no origin off the loopback by default', async () => {
      await start();

      const response = await call('users/me', { headers: { Origin: 'https://elsewhere.test' } });

      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('ID tokens of the Auth emulator', () => {
    it('creates a world account for a new user on first sight, then keeps it', async () => {
      await start();

      const first = await call('users/me', { token: emulatorToken() });
      await call('users/me', {
        method: 'PATCH',
        token: emulatorToken(),
        body: { firstName: 'Emu' },
      });
      const again = await call('users/me', { token: emulatorToken({ iat: nowSeconds() + 1 }) });

      expect(first.status).toBe(200);
      await expect(first.json()).resolves.toEqual({
        firstName: 'Emu van',
        lastName: 'User',
        email: 'emu.user@example.com',
        profilePictureURL: null,
        subscribed: false,
        subscription: null,
      });
      await expect(again.json()).resolves.toMatchObject({ firstName: 'Emu', lastName: 'User' });
      expect(byUid(server.world.state.accounts, 'emu-uid-1')).toMatchObject({
        provider: 'password',
        password: null,
      });
    });

    it('takes the sign-in provider and the picture from the token', async () => {
      await start();
      const token = emulatorToken({
        sub: 'emu-google',
        picture: 'https://pictures.test/me.png',
        firebase: { sign_in_provider: 'google.com' },
      });

      const me = await call('users/me', { token });
      const email = await call('users/me', { method: 'PATCH', token, body: { email: 'x@y.co' } });

      await expect(me.json()).resolves.toMatchObject({
        profilePictureURL: 'https://pictures.test/me.png',
      });
      // The e-mail of a Google login belongs to Google.
      expect(email.status).toBe(400);
    });

    it.each([
      ['another project', { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' }],
      ['another issuer', { iss: 'https://evil.test/demo-mindful' }],
      ['an expired token', { exp: nowSeconds() - 1 }],
      ['no expiry', { exp: undefined }],
      ['no e-mail', { email: undefined }],
      ['an anonymous sign-in', { firebase: { sign_in_provider: 'anonymous' } }],
    ])('refuses %s', async (_case, claims) => {
      await start();

      const response = await call('users/me', { token: emulatorToken(claims) });

      expect(response.status).toBe(401);
      expect(server.world.state.accounts.some((account) => account.uid === 'emu-uid-1')).toBe(
        false,
      );
    });

    it('refuses a token whose parts cannot be read', async () => {
      await start();

      expect((await call('users/me', { token: 'abc.def.ghi' })).status).toBe(401);
      expect((await call('users/me', { headers: { Authorization: 'Basic abc' } })).status).toBe(
        401,
      );
    });

    it('accepts no emulator token when told not to', async () => {
      await start({ emulator: null });

      expect((await call('users/me', { token: emulatorToken() })).status).toBe(401);
    });

    it.each([
      ['older than five minutes', { auth_time: nowSeconds() - 6 * 60 }],
      [
        'six minutes older than its token',
        { iat: nowSeconds() - 60, auth_time: nowSeconds() - 7 * 60 },
      ],
      ['unknown', { auth_time: undefined }],
      ['of a token issued at an unknown time', { iat: undefined }],
    ])(
      'refuses an e-mail change and a deletion when the sign-in is %s, not a name change',
      async (_case, claims) => {
        await start();
        const token = emulatorToken(claims);

        const email = await call('users/me', { method: 'PATCH', token, body: { email: 'x@y.co' } });
        const deletion = await call('users/me', { method: 'DELETE', token });
        const name = await call('users/me', { method: 'PATCH', token, body: { firstName: 'E' } });

        expect(email.status).toBe(401);
        await expect(email.json()).resolves.toMatchObject({
          code: 'identity/requires-recent-login',
        });
        expect(deletion.status).toBe(401);
        expect(name.status).toBe(204);
        expect(byUid(server.world.state.accounts, 'emu-uid-1')).toMatchObject({
          email: 'emu.user@example.com',
        });
      },
    );

    it('measures the sign-in against its token’s iat, by the provider’s clock alone', async () => {
      await start();
      await call('users/me', { token: emulatorToken() });
      // Issued ten minutes ago by the emulator's clock, a minute after the sign-in: recent. The
      // address changed at the identity provider, so the token names the new one.
      const token = emulatorToken({
        email: 'x@y.co',
        iat: nowSeconds() - 10 * 60,
        auth_time: nowSeconds() - 11 * 60,
      });

      const email = await call('users/me', { method: 'PATCH', token, body: { email: 'x@y.co' } });

      expect(email.status).toBe(204);
      await expect((await call('users/me', { token })).json()).resolves.toMatchObject({
        email: 'x@y.co',
      });
    });

    it('refuses the token of a deleted account, though it has not expired', async () => {
      await start();
      const token = emulatorToken();

      expect((await call('users/me', { method: 'DELETE', token })).status).toBe(204);

      expect((await call('users/me', { token })).status).toBe(401);
      expect(byUid(server.world.state.accounts, 'emu-uid-1')).toBeUndefined();
    });

    describe('at the emulator', () => {
      let emulator: ReturnType<typeof createServer>;
      let received: { url: string; authorization: string | undefined; body: unknown }[];

      beforeEach(async () => {
        received = [];
        emulator = createServer((request: IncomingMessage, response) => {
          let text = '';
          request.on('data', (chunk: Buffer) => (text += chunk.toString()));
          request.on('end', () => {
            received.push({
              url: request.url ?? '',
              authorization: request.headers.authorization,
              body: JSON.parse(text) as unknown,
            });
            response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
          });
        });
        await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
      });

      afterEach(async () => {
        emulator.closeAllConnections();
        await new Promise((resolve) => emulator.close(resolve));
      });

      it('deletes the account there too, as the back end would, but never sets its e-mail', async () => {
        const { port } = emulator.address() as AddressInfo;
        await start({ emulator: { url: `http://127.0.0.1:${port}` } });
        const token = emulatorToken();

        // The sign-in address changes at the identity provider, by the member (DESIGN.md, Trust).
        const email = await call('users/me', {
          method: 'PATCH',
          token,
          body: { email: ' new@example.com ' },
        });
        await call('users/me', { method: 'DELETE', token });

        expect(email.status).toBe(403);
        const base = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}`;
        expect(received).toEqual([
          {
            url: `${base}/accounts:delete`,
            authorization: 'Bearer owner',
            body: { localId: 'emu-uid-1' },
          },
        ]);
      });

      it('reports an emulator it cannot reach and answers all the same', async () => {
        const { port } = emulator.address() as AddressInfo;
        emulator.close();
        const lines: string[] = [];
        await start({
          emulator: { url: `http://127.0.0.1:${port}` },
          log: (line) => lines.push(line),
        });

        const response = await call('users/me', { method: 'DELETE', token: emulatorToken() });

        expect(response.status).toBe(204);
        expect(lines.some((line) => line.includes('could not be reached'))).toBe(true);
      });
    });
  });

  // The consent kept with the checkout, and POST /users/me/consents: checkout-consent.test.ts.

  it("writes a call's e-mail in the language of its Accept-Language, else English", async () => {
    await start();
    const withdraw = (headers: Record<string, string>) =>
      call('contracts/withdraw', {
        method: 'POST',
        body: { email: 'nobody@example.com', contract: 'not-sure' },
        headers,
      });

    for (const header of ['de-AT,de;q=0.9,en;q=0.5', 'it-IT,fr;q=0.8', 'it', '']) {
      expect((await withdraw(header ? { 'Accept-Language': header } : {})).status).toBe(200);
    }

    expect(server.world.state.acknowledgments.map((mail) => mail.subject)).toEqual([
      'Dein Widerruf ist bei uns eingegangen',
      'Nous avons bien reçu votre rétractation',
      'We received your withdrawal',
      'We received your withdrawal',
    ]);
  });

  it('keeps the world in a file across restarts when given one', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'api-world-'));
    try {
      const file = path.join(folder, 'world.json');
      await start({ storage: new FileStorage(file) });
      await call('users/me', {
        method: 'PATCH',
        token: emulatorToken(),
        body: { lastName: 'Kept' },
      });
      await server.close();

      await start({ storage: new FileStorage(file) });
      const me = await call('users/me', { token: emulatorToken() });

      await expect(me.json()).resolves.toMatchObject({ lastName: 'Kept' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
