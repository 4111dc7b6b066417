import { systemChromium } from '../../tools/chromium';
import { startServer } from '../../tools/serve-dist/serve-dist';

/**
 * Serves dist/ for the whole run and stops the server when the run ends: Playwright calls the
 * returned function as the global teardown. The tests find it through E2E_BASE_URL; when that is
 * already set, the suite runs against that address instead and starts nothing. First of all, it
 * says how to install a Chromium when there is none.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  systemChromium('the end-to-end tests');
  if (process.env.E2E_BASE_URL) return undefined;
  const port = Number(process.env.E2E_PORT ?? 0);
  const server = await startServer({ port: Number.isInteger(port) && port >= 0 ? port : 0 });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    delete process.env.E2E_BASE_URL;
    await server.stop();
  };
}
