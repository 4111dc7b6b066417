/**
 * End-to-end tests: the production build in dist/ (`npm run test:e2e` builds it first), served by
 * test/e2e/serve-dist.ts with the headers of firebase.json, in the system's Chromium at a phone
 * and a desktop size. Playwright never downloads a browser here: CHROME_PATH or /usr/bin/chromium.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const CHROMIUM_CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(
  (candidate): candidate is string => Boolean(candidate),
);
const executablePath = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
if (!executablePath) {
  throw new Error(
    `No Chromium for the end-to-end tests: looked at ${CHROMIUM_CANDIDATES.join(' and ')}. ` +
      "Install Debian's chromium (`apt-get install -y chromium`) or set CHROME_PATH to a Chrome or Chromium binary.",
  );
}

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Spinners and skeletons stand still, so what axe and the screenshots see is settled.
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
