/**
 * End-to-end tests: the production build in dist/ (`npm run test:e2e` builds it first), served by
 * tools/serve-dist/serve-dist.ts with the headers of the build's dist/firebase.json, in the system's Chromium at a phone
 * and a desktop size. Playwright never downloads a browser here: CHROME_PATH, else Debian's
 * headless shell for the journeys and /usr/bin/chromium for the interaction latency.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath, journeyChromiumPath } from './tools/chromium';

// The global setup checks that a Chromium is there, before any test.
const inBrowser = (executablePath: string) => ({ executablePath, args: CHROMIUM_FLAGS });

const CI = Boolean(process.env.CI);

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
/** interaction.spec.ts measures latency (INP), which other tests running beside it would skew. */
const INTERACTION = '**/interaction.spec.ts';

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
    launchOptions: inBrowser(journeyChromiumPath()),
    // Spinners and skeletons stand still, so what axe and the screenshots see is settled.
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    // Recording a trace of every test makes the suite a third slower; CI prints the failures
    // and keeps no files, so it records none. Locally a failing test keeps its trace.
    trace: CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: INTERACTION,
      use: PHONE,
    },
    {
      name: 'desktop',
      testIgnore: INTERACTION,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Latency is measured on a machine at rest: after every other test, and one measurement
      // at a time (side by side, each journey's browser took the other's core: CI run of
      // 2026-11-27, a promo click of 536 ms beside the card form's test, 64 ms after it).
      name: 'interaction',
      testMatch: INTERACTION,
      dependencies: ['mobile', 'desktop'],
      fullyParallel: false,
      // In the browser a person runs: its latency is the one the bars were set on.
      use: { ...PHONE, launchOptions: inBrowser(chromiumPath()) },
    },
  ],
});
