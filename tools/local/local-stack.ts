/**
 * npm run start:local, inside the Auth emulator (tools/emulator/with-auth-emulator.sh, which stops
 * it all on Ctrl+C): the local API server (with its stand-in for Stripe), the portal's dev server
 * built with the settings of local-settings.ts, and a watch on the emulator's reset e-mails that
 * prints each one as a link into the portal.
 */
import { spawn } from 'node:child_process';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { EMULATOR_PROJECT_ID, EMULATOR_URL } from '../emulator/emulator';
import { startApiServer } from '../api-server/server';
import { startEmulatorFront } from './emulator-front';
import { localSettings } from './local-settings';

const API_PORT = 8787;
const PORTAL = 'http://localhost:8080';
const RESET_POLL_MS = 1500;

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

async function resetCodes(): Promise<OobCode[]> {
  const response = await fetch(
    `${EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/oobCodes`,
  );
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((code) => code.requestType === 'PASSWORD_RESET');
}

/** The emulator sends no e-mail: print each reset as the link the e-mail would have held. */
function announceResetLinks(): () => void {
  const seen = new Set<string>();
  const timer = setInterval(() => {
    resetCodes().then(
      (codes) => {
        for (const { email, oobCode } of codes.filter((code) => !seen.has(code.oobCode))) {
          seen.add(oobCode);
          const link = `${PORTAL}/set-password?mode=resetPassword&oobCode=${oobCode}`;
          console.log(`\nPassword reset e-mail for ${email}:\n  ${link}\n`);
        }
      },
      () => undefined,
    );
  }, RESET_POLL_MS);
  return () => clearInterval(timer);
}

async function main(): Promise<void> {
  const api = await startApiServer({
    port: API_PORT,
    storage: new MemoryStorage(),
    origins: 'loopback',
    emulator: { projectId: EMULATOR_PROJECT_ID, url: EMULATOR_URL },
    log: (line) => console.log(`[api] ${line}`),
  });
  const emulator = await startEmulatorFront(EMULATOR_URL);
  const portal = spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    stdio: 'inherit',
    env: { ...process.env, ...localSettings(api.url, emulator) },
  });
  const stopAnnouncing = announceResetLinks();
  console.log(
    `\nThe portal: ${PORTAL} (identity on ${EMULATOR_URL} through ${emulator.url}; the API and the stand-in for ` +
      `Stripe on ${api.url}: pay with 4242 4242 4242 4242)\n`,
  );

  const stop = () => {
    stopAnnouncing();
    portal.kill('SIGTERM');
    void emulator.close();
    void api.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise<void>((resolve) => portal.once('exit', () => resolve()));
  stop();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
