/**
 * The journeys on the real adapters (npm run test:local, see test-local.ts): the build in
 * dist-local/ served at E2E_BASE_URL, talking to the Auth emulator and the local API server with
 * its stand-in for Stripe. One browser size: the end-to-end suite covers the layouts; this one
 * proves the adapters. One worker: the emulator's e-mails and accounts are shared.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, journeyChromiumPath } from '../../tools/chromium';

// test-local.ts has checked that a Chromium is there; Debian's headless shell when installed.
const executablePath = journeyChromiumPath();
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  forbidOnly: CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    trace: CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
