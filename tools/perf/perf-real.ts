/**
 * npm run perf:real (tools/emulator/with-auth-emulator.sh starts the Auth emulator around it):
 * Lighthouse on the logged-out pages of the real build, as npm run perf measures the memory
 * build's. The build is the one test:local runs its journeys on (identity on the Auth emulator, the
 * user API on the local API server, payments through the real Stripe adapter against its stand-in),
 * built into dist-perf-real/ and served as its firebase.json says; issue 49 holds both builds to
 * the same bar.
 *
 * `npm run perf:real -- --trace [--language de] [--runs N] [--keep DIR]` traces /membership of
 * the same build instead (trace-membership.ts: its long tasks through the source maps).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { startApiServer } from '../api-server/server';
import { EMULATOR_PROJECT_ID, EMULATOR_URL } from '../emulator/emulator';
import { startEmulatorFront } from '../local/emulator-front';
import { localSettings } from '../local/local-settings';
import { startServer } from '../serve-dist/serve-dist';
import { lighthouseRoutes } from './lighthouse';
import { traceServed } from './trace-membership';

const ROOT = path.resolve(__dirname, '../..');
const OUT_DIR = 'dist-perf-real';

async function main(): Promise<string[]> {
  const api = await startApiServer({
    storage: new MemoryStorage(),
    emulator: { projectId: EMULATOR_PROJECT_ID, url: EMULATOR_URL },
  });
  const emulator = await startEmulatorFront(EMULATOR_URL);
  try {
    console.log(`Building the real app for the local stack (API ${api.url}) into ${OUT_DIR}/ …`);
    // Synchronous is safe here: nothing is asked of the API server or the emulator while it builds.
    const built = spawnSync(
      'npx',
      ['webpack', '--mode', 'production', '--output-path', OUT_DIR, '--stats', 'errors-warnings'],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...localSettings(api.url, emulator) } },
    );
    if (built.status !== 0) return ['The real build failed.'];
    const server = await startServer({ configPath: path.join(ROOT, OUT_DIR, 'firebase.json') });
    try {
      if (process.argv.includes('--trace')) {
        await traceServed(path.join(ROOT, OUT_DIR), server.url);
        return [];
      }
      return await lighthouseRoutes(server.url, 'real build on the local stack');
    } finally {
      await server.stop();
    }
  } finally {
    await emulator.close();
    await api.close();
  }
}

main().then(
  (failures) => {
    if (failures.length > 0) {
      console.error(`\nAgainst the bars:\n  ${failures.join('\n  ')}`);
      process.exit(1);
    }
    console.log('\nWithin the bars.');
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
