/**
 * `npm run api`: the local API server on 127.0.0.1, serving the demo world over the REST contract.
 *
 *   API_PORT                      port (8787)
 *   API_WORLD_FILE                keep the world in this JSON file across restarts (in memory if unset)
 *   API_ORIGINS                   comma-separated browser origins for CORS (any loopback origin if unset)
 *   FIREBASE_AUTH_EMULATOR_HOST   the Auth emulator whose ID tokens are accepted (127.0.0.1:9099)
 *   API_EMULATOR_PROJECT          its project (demo-mindful)
 */
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { FileStorage } from './file-storage';
import { EMULATOR_PROJECT_ID, startApiServer } from './server';

const DEFAULT_PORT = 8787;

function portOf(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`API_PORT must be a port number, not ${value}`);
  }
  return port;
}

async function main(): Promise<void> {
  const env = process.env;
  const worldFile = env.API_WORLD_FILE;
  const origins = env.API_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
  const server = await startApiServer({
    port: portOf(env.API_PORT),
    storage: worldFile ? new FileStorage(worldFile) : new MemoryStorage(),
    origins: origins?.length ? origins : 'loopback',
    emulator: {
      projectId: env.API_EMULATOR_PROJECT || EMULATOR_PROJECT_ID,
      url: emulatorHost.includes('://') ? emulatorHost : `http://${emulatorHost}`,
    },
    log: (line) => console.log(line),
  });
  console.log(`The demo world's API listens on ${server.url} (Ctrl+C stops it).`);
  if (worldFile) console.log(`The world is kept in ${worldFile}.`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
