import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Clock } from '../../src/application/ports/clock';
import type { IdGenerator } from '../../src/application/ports/id-generator';
import type { StorageLike } from '../../src/ui/kit/safe-storage';
import { DemoWorld } from '../../src/demo/demo-world';
import { InMemoryUserApi } from '../../src/demo/in-memory-user-api';
import { InMemoryGiftShop } from '../../src/demo/in-memory-gift-shop';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { SystemClock } from '../../src/adapters/system/system-clock';
import { BearerTokens } from './bearer-tokens';
import type { OriginPolicy } from './cors';
import { EmulatorAdmin } from './emulator-admin';
import { createHandler } from './handler';
import { createLocalStripe } from './local-stripe';
import { localOutbox } from './local-outbox';
import type { CallerEffects } from './routes';

/** The Firebase project of the Auth emulator (a `demo-` project never reaches Google). */
export const EMULATOR_PROJECT_ID = 'demo-mindful';

export interface EmulatorOptions {
  /** The project whose unsigned ID tokens are accepted. */
  projectId?: string;
  /** The emulator, 'http://127.0.0.1:9099': deleting an account goes there too. */
  url?: string | null;
}

export interface ApiServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /** A loopback address only: this server is for a developer's machine and tests. */
  host?: string;
  /** Where the world is kept; a fresh seed in memory unless given. */
  storage?: StorageLike;
  clock?: Clock;
  ids?: IdGenerator;
  /** Browser origins allowed by CORS; any http(s) origin on a loopback host unless given. */
  origins?: OriginPolicy;
  /** ID tokens of the Firebase Auth emulator are accepted unless this is null. */
  emulator?: EmulatorOptions | null;
  /** One line per request and per warning; silent unless given. */
  log?: (line: string) => void;
  /** The stand-in for Stripe.js, served at /stripe/v3.js; tools/stand-ins/stripe/stand-in.ts unless given. */
  stripeScriptEntry?: string;
}

const STRIPE_STAND_IN = path.resolve(__dirname, '../stand-ins/stripe/stand-in.ts');

export interface ApiServer {
  /** The base URL, ending in '/'. */
  url: string;
  world: DemoWorld;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * What happens at the emulator when an emulator user deletes the account. A new e-mail is the
 * identity provider's to set, never the API's: the API only takes the address the token names.
 */
function emulatorEffects(bearers: BearerTokens, admin: EmulatorAdmin | null): CallerEffects {
  return {
    async accountDeleted({ emulatorUid }) {
      if (emulatorUid === null) return;
      bearers.forget(emulatorUid);
      await admin?.deleteAccount(emulatorUid);
    },
  };
}

/**
 * A local server of the product's REST API (SPEC.md section 7) over the demo world, for tests and
 * for running the portal with USER_API=http on a developer's machine; under /stripe/ it stands in
 * for Stripe's servers too (local-stripe.ts), so the real Stripe adapter can pay offline.
 */
export async function startApiServer({
  port = 0,
  host = '127.0.0.1',
  storage = new MemoryStorage(),
  clock = new SystemClock(),
  ids,
  origins = 'loopback',
  emulator = {},
  log = () => undefined,
  stripeScriptEntry = STRIPE_STAND_IN,
}: ApiServerOptions = {}): Promise<ApiServer> {
  if (!LOOPBACK_HOSTS.has(host)) {
    throw new Error(`The API server listens on a loopback address only, not ${host}.`);
  }
  const world = new DemoWorld(storage, clock, ids);
  printAcknowledgments(world, log);
  const projectId = emulator ? (emulator.projectId ?? EMULATOR_PROJECT_ID) : null;
  const bearers = new BearerTokens(world, projectId);
  const admin = emulator?.url && projectId ? new EmulatorAdmin(emulator.url, projectId, log) : null;
  const handle = createHandler({
    // Each request is served as its own bearer token's holder, in its own language, taking the
    // e-mail its token names, as the real API does.
    apiFor: (caller, language) =>
      new InMemoryUserApi(
        world,
        { idToken: () => Promise.resolve(caller?.token ?? null) },
        () => language,
        caller?.email ?? null,
      ),
    giftsFor: (caller, language) =>
      new InMemoryGiftShop(
        world,
        { idToken: () => Promise.resolve(caller?.token ?? null) },
        () => language,
      ),
    bearers,
    effects: emulatorEffects(bearers, admin),
    origins,
    stripe: createLocalStripe({ world, scriptEntry: stripeScriptEntry, log }),
    outbox: localOutbox(world),
    now: () => clock.now(),
    log,
  });

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`Failed to answer ${request.method} ${request.url}: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, family, port: actualPort } = server.address() as AddressInfo;
  const hostInUrl = family === 'IPv6' ? `[${address}]` : address;
  return {
    url: `http://${hostInUrl}:${actualPort}/`,
    world,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections of fetch would hold the server open until they time out.
        server.closeAllConnections();
      }),
  };
}

/** The acknowledgment e-mails the back end sends, printed as they are sent: the server's outbox. */
function printAcknowledgments(world: DemoWorld, log: (line: string) => void): void {
  let printed = world.state.acknowledgments.length;
  world.subscribe(() => {
    const sent = world.state.acknowledgments;
    // A reset of the world empties the outbox; nothing new to print then.
    for (const mail of sent.slice(Math.min(printed, sent.length))) {
      log(`Acknowledgment e-mail to ${mail.email}\nSubject: ${mail.subject}\n\n${mail.body}\n`);
    }
    printed = sent.length;
  });
}
