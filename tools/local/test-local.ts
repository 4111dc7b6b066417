/**
 * npm run test:local (tools/emulator/with-auth-emulator.sh starts the Auth emulator around it):
 * every journey on the real adapters, offline. It starts the local API server (with its stand-in
 * for Stripe), builds the portal for it into dist-local/ with the settings of local-settings.ts,
 * and into dist-local-tags/ the same with every adapter real and a Google Tag Manager container
 * (localTagSettings), serves each build as the hosting would (its own firebase.json: the CSP of its
 * settings), runs the Playwright suite of test/local against them (E2E_BASE_URL, LOCAL_TAGS_URL),
 * and stops everything it started. Extra arguments go to Playwright.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { systemChromium } from '../chromium';
import { startApiServer } from '../api-server/server';
import { startServer } from '../serve-dist/serve-dist';
import { EMULATOR_PROJECT_ID, EMULATOR_URL } from '../emulator/emulator';
import { startEmulatorFront } from './emulator-front';
import { localSettings, localTagSettings } from './local-settings';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT_DIR = 'dist-local';
const TAGS_OUT_DIR = 'dist-local-tags';

/** Runs a command to its end; never synchronously, since this process serves the API and the portal. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  // Before the build, not after it: without a browser there is nothing to run it in.
  systemChromium('the local journeys');
  const api = await startApiServer({
    storage: new MemoryStorage(),
    emulator: { projectId: EMULATOR_PROJECT_ID, url: EMULATOR_URL },
  });
  const emulator = await startEmulatorFront(EMULATOR_URL);
  try {
    const build = (outDir: string, settings: Record<string, string>) => {
      console.log(`Building the portal for the local stack (API ${api.url}) into ${outDir}/ …`);
      return run(
        'npx',
        ['webpack', '--mode', 'production', '--output-path', outDir, '--stats', 'errors-warnings'],
        settings,
      );
    };
    const built =
      (await build(OUT_DIR, localSettings(api.url, emulator))) ||
      (await build(TAGS_OUT_DIR, localTagSettings(api.url, emulator)));
    if (built !== 0) return built;
    const served = (outDir: string) =>
      startServer({ configPath: path.join(ROOT, outDir, 'firebase.json') });
    const portal = await served(OUT_DIR);
    const tags = await served(TAGS_OUT_DIR).catch(async (error: unknown) => {
      await portal.stop();
      throw error;
    });
    try {
      return await run(
        'npx',
        [
          'playwright',
          'test',
          '--config',
          'test/local/playwright.config.ts',
          ...process.argv.slice(2),
        ],
        { E2E_BASE_URL: portal.url, LOCAL_TAGS_URL: tags.url, LOCAL_API_URL: api.url },
      );
    } finally {
      await Promise.all([portal.stop(), tags.stop()]);
    }
  } finally {
    await emulator.close();
    await api.close();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
