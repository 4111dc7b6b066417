import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ScriptGeoLookup } from '../../../src/adapters/browser/script-geo-lookup';
import { expectAppError } from '../../support/expectations';
import { describeGeoLookupContract } from '../geo-lookup.contract';

/** What the local geo service answers at /; the other paths answer fixed shapes. */
type Mode = 'json' | 'broken';

interface GeoServer {
  url: string;
  country: string;
  mode: Mode;
  /** Requests received, path by path. */
  requests: string[];
  close(): Promise<void>;
}

/** Generous, so a busy machine never turns a good answer into a timeout. */
const TIMEOUT_MS = 5000;
/** For the slow cases, which must not hold the suite up. */
const SHORT_TIMEOUT_MS = 100;
/** How long the slow paths take: far beyond the short timeout (their timers die with the server). */
const SLOW_MS = 3000;

/** A tiny stand-in for the geo-lookup service, on 127.0.0.1 and a free port. */
async function startGeoServer(): Promise<GeoServer> {
  const pending = new Set<ReturnType<typeof setTimeout>>();

  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
    response.end(body);
  };
  const json = (response: ServerResponse, body: unknown) =>
    send(response, 200, 'application/json', JSON.stringify(body));

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    state.requests.push(path);
    const { country } = state;
    switch (path) {
      case '/':
        if (state.mode === 'broken') send(response, 500, 'text/plain', 'Internal Server Error');
        else json(response, { country });
        return;
      case '/country':
        return json(response, { ip: '203.0.113.7', country: country.toLowerCase() });
      case '/countryCode':
        return json(response, {
          status: 'success',
          country: 'United Kingdom',
          countryCode: country,
        });
      case '/country_code':
        return json(response, { country_name: 'United Kingdom', country_code: country });
      case '/trace':
        return send(
          response,
          200,
          'text/plain',
          `fl=123\nh=example.test\nip=203.0.113.7\nloc=${country}\ntls=TLSv1.3\n`,
        );
      case '/bare':
        return send(response, 200, 'text/plain', `${country}\n`);
      case '/slow': {
        const timer = setTimeout(() => {
          pending.delete(timer);
          json(response, { country });
        }, SLOW_MS);
        pending.add(timer);
        response.on('close', () => {
          clearTimeout(timer);
          pending.delete(timer);
        });
        return;
      }
      case '/slow-body': {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"country":');
        const timer = setTimeout(() => {
          pending.delete(timer);
          response.end(`"${country}"}`);
        }, SLOW_MS);
        pending.add(timer);
        response.on('close', () => {
          clearTimeout(timer);
          pending.delete(timer);
        });
        return;
      }
      case '/500':
        return send(response, 500, 'application/json', JSON.stringify({ country }));
      case '/404':
        return send(response, 404, 'text/plain', 'Not Found');
      case '/garbage':
        return send(response, 200, 'text/html', '<!doctype html><p>Hello');
      case '/empty':
        return send(response, 200, 'application/json', '');
      case '/unknown':
        return json(response, { country: 'XX' });
      case '/name-only':
        return json(response, { country: 'United Kingdom' });
      case '/wrong-type':
        return json(response, { country: 826 });
      case '/list':
        return json(response, [{ country }]);
      default:
        return send(response, 404, 'text/plain', 'Not Found');
    }
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const state: GeoServer = {
    url: `http://127.0.0.1:${port}`,
    country: 'US',
    mode: 'json',
    requests: [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of pending) clearTimeout(timer);
        pending.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return state;
}

describeGeoLookupContract('ScriptGeoLookup against a local geo service', async () => {
  const server = await startGeoServer();
  return {
    geo: new ScriptGeoLookup({ url: `${server.url}/`, timeoutMs: TIMEOUT_MS }),
    setCountry: (country) => {
      server.country = country;
    },
    breakLookup: () => {
      server.mode = 'broken';
    },
    dispose: () => server.close(),
  };
});

describe('ScriptGeoLookup', () => {
  let server: GeoServer;

  beforeAll(async () => {
    server = await startGeoServer();
  });

  afterAll(async () => {
    await server.close();
  });

  beforeEach(() => {
    server.country = 'GB';
    server.mode = 'json';
    server.requests.length = 0;
  });

  const lookup = (path: string, timeoutMs = TIMEOUT_MS) =>
    new ScriptGeoLookup({ url: `${server.url}${path}`, timeoutMs });

  it.each([
    ['{ country: "gb" }, upper-cased', '/country'],
    ['{ countryCode } beside a country name', '/countryCode'],
    ['{ country_code } beside a country name', '/country_code'],
    ['a Cloudflare trace (loc=GB)', '/trace'],
    ['the bare code', '/bare'],
  ])('reads the country from %s', async (_shape, path) => {
    await expect(lookup(path).country()).resolves.toBe('GB');
  });

  it.each([
    ['is slower than the timeout', '/slow'],
    ['sends its body slower than the timeout', '/slow-body'],
  ])('gives up with a timeout, naming no country, when the service %s', async (_what, path) => {
    await expectAppError(lookup(path, SHORT_TIMEOUT_MS).country(), 'network/timeout');
  });

  it.each([
    ['answers 500', '/500'],
    ['answers 404', '/404'],
  ])('fails as unavailable, naming no country, when the service %s', async (_what, path) => {
    await expectAppError(lookup(path).country(), 'network/unavailable');
  });

  it.each([
    ['answers HTML', '/garbage'],
    ['answers nothing', '/empty'],
    ['answers XX, the code for unknown', '/unknown'],
    ['names the country but gives no code', '/name-only'],
    ['gives a number for the country', '/wrong-type'],
    ['answers a list', '/list'],
  ])('fails as an answer naming no country when the service %s', async (_what, path) => {
    await expectAppError(lookup(path).country(), 'api/invalid-response');
  });

  it('gives up at the timeout, not when the slow service finally answers', async () => {
    const started = Date.now();

    await expectAppError(lookup('/slow', 50).country(), 'network/timeout');

    expect(Date.now() - started).toBeLessThan(SLOW_MS / 2);
  });

  it('gives up within two seconds by default', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const deaf = new ScriptGeoLookup({
        url: 'http://geo.invalid/',
        fetch: () => new Promise<Response>(() => undefined),
      });
      const country = deaf.country();
      const failed = expectAppError(country, 'network/timeout');

      await jest.advanceTimersByTimeAsync(2000);

      await failed;
    } finally {
      jest.useRealTimers();
    }
  });

  it('fails as unavailable when nothing listens at the address', async () => {
    const gone = await startGeoServer();
    await gone.close();

    await expectAppError(
      new ScriptGeoLookup({ url: `${gone.url}/`, timeoutMs: 1000 }).country(),
      'network/unavailable',
    );
  });

  it('fails as unavailable when fetch itself throws or is missing', async () => {
    const throwing = new ScriptGeoLookup({
      url: `${server.url}/`,
      fetch: () => {
        throw new TypeError('fetch is not a function');
      },
    });

    await expectAppError(throwing.country(), 'network/unavailable');
  });

  it('gives up at the timeout even when fetch ignores its abort signal', async () => {
    const deaf = new ScriptGeoLookup({
      url: `${server.url}/`,
      timeoutMs: 20,
      fetch: () => new Promise<Response>(() => undefined),
    });

    await expectAppError(deaf.country(), 'network/timeout');
  });

  it('calls fetch without a receiver, as a detached window.fetch needs', async () => {
    const receivers: unknown[] = [];
    function fetchLike(this: unknown): Promise<Response> {
      receivers.push(this);
      return Promise.resolve(new Response('{"country":"GB"}'));
    }

    await expect(
      new ScriptGeoLookup({ url: 'http://geo.invalid/', fetch: fetchLike }).country(),
    ).resolves.toBe('GB');
    expect(receivers).toEqual([undefined]);
  });

  it('asks the service once for concurrent and later calls', async () => {
    const geo = lookup('/country');

    await expect(Promise.all([geo.country(), geo.country()])).resolves.toEqual(['GB', 'GB']);
    await expect(geo.country()).resolves.toBe('GB');

    expect(server.requests).toEqual(['/country']);
  });

  it('asks again after a failure rather than keeping it', async () => {
    const geo = lookup('/');
    server.mode = 'broken';

    await expectAppError(geo.country(), 'network/unavailable');
    server.mode = 'json';
    await expect(geo.country()).resolves.toBe('GB');

    expect(server.requests).toEqual(['/', '/']);
  });
});
