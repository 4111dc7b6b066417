/**
 * Consent fails closed, on a real build with a Google Tag Manager container (npm run test:local:
 * dist-local-tags/, every adapter real, GTM_ID set; local-settings.ts). Nothing here reaches the
 * internet: every request to a Google host is recorded and answered by the test, the container's
 * script by a stand-in, anything else of Google's refused. The geo lookup is unreachable unless a
 * journey answers it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expectProfile, fillSignUp } from '../e2e/support/app';
import { expect, test } from '../e2e/support/fixtures';
import { LOCAL_GTM_ID, UNREACHABLE_GEO_URL } from '../../tools/local/local-settings';

test.use({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.LOCAL_TAGS_URL;
    if (!url)
      throw new Error('LOCAL_TAGS_URL is not set: run the suite with `npm run test:local`.');
    await use(url);
  },
});

/** Google's hosts: its tag manager, Analytics, ads, fonts and APIs, and google.com in any country. */
const GOOGLE_HOST =
  /(^|\.)(google(-analytics|tagmanager|adservices|syndication|apis|usercontent)?|gstatic|doubleclick)\.[a-z]{2,}(\.[a-z]{2})?$/u;

const CONTAINER_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${LOCAL_GTM_ID}`;

/** What the stand-in for the container's script does when it runs: counts itself. */
const STAND_IN_SCRIPT = 'window.__standInContainerRuns = (window.__standInContainerRuns || 0) + 1;';

const BANNER = 'Can we measure your visit?';

/**
 * Records every request the context makes to a Google host, in order; answers the container's
 * script with the stand-in and refuses the rest.
 */
async function recordGoogle(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  context.on('request', (request) => {
    if (GOOGLE_HOST.test(new URL(request.url()).hostname)) requested.push(request.url());
  });
  await context.route(
    (url) => GOOGLE_HOST.test(url.hostname),
    (route) =>
      route.request().url() === CONTAINER_SCRIPT
        ? route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SCRIPT })
        : route.abort('blockedbyclient'),
  );
  return requested;
}

/** The geo lookup cannot be reached, as when its service is down or blocked. */
async function geoUnreachable(page: Page, allowConsoleErrors: (...patterns: RegExp[]) => void) {
  await page.route(UNREACHABLE_GEO_URL, (route) => route.abort('namenotresolved'));
  // The browser reports the failed request; the portal itself logs nothing.
  allowConsoleErrors(/geo\.invalid/u);
}

/** The data layer, with gtag's `arguments` objects as arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

/** The data layer's entries, each named by its event or its gtag command. */
async function layerNames(page: Page): Promise<string[]> {
  return (await dataLayer(page)).map((entry) => {
    if (Array.isArray(entry)) {
      const [command, kind, state] = entry as [string, string, Record<string, string>];
      return `${command} ${kind} ${state.analytics_storage}`;
    }
    return String((entry as { event?: unknown }).event);
  });
}

const standInRuns = (page: Page) =>
  page.evaluate(() => (window as { __standInContainerRuns?: number }).__standInContainerRuns ?? 0);

/** Signs up a new account under the banner: a lead the portal must hold back until Accept. */
async function signUpUnderTheBanner(page: Page) {
  await page.goto('/signup');
  await fillSignUp(page, {
    firstName: 'Ines',
    lastName: 'Ortega',
    email: `ines.${Date.now()}@local.test`,
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, 'Ines Ortega');
}

test('with the country unknown the visitor is asked, and nothing of Google is requested before Accept', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  const google = await recordGoogle(context);
  await geoUnreachable(page, allowConsoleErrors);

  await signUpUnderTheBanner(page);
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(google, 'no request to a Google host before Accept').toEqual([]);
  expect(await layerNames(page), 'no lead, no grant, no container').toEqual([]);

  await banner.getByRole('button', { name: 'Accept' }).click();

  await expect.poll(() => google).toEqual([CONTAINER_SCRIPT]);
  await expect.poll(() => standInRuns(page)).toBe(1);
  // Consent Mode's defaults first, the grant before the container starts, then the lead that waited.
  await expect
    .poll(() => layerNames(page))
    .toEqual(['consent default denied', 'consent update granted', 'gtm.js', 'lead']);
});

test('after Reject nothing of Google is requested, on this page or the next', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  const google = await recordGoogle(context);
  await geoUnreachable(page, allowConsoleErrors);

  await page.goto('/membership');
  const banner = page.getByRole('region', { name: BANNER });
  await banner.getByRole('button', { name: 'Reject' }).click();
  await expect(banner).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await layerNames(page)).toEqual(['consent default denied', 'consent update denied']);

  // The choice is kept: the next page does not ask, and still requests nothing of Google.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);

  expect(google).toEqual([]);
  expect(await standInRuns(page)).toBe(0);
});

test('a visitor known to need no consent (US) gets the container once the country is known', async ({
  page,
  context,
}) => {
  const google = await recordGoogle(context);
  await page.route(UNREACHABLE_GEO_URL, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ country: 'US' }),
    }),
  );

  await page.goto('/membership');

  await expect(page.getByRole('button', { name: 'Your privacy choices' })).toBeVisible();
  await expect.poll(() => google).toEqual([CONTAINER_SCRIPT]);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  expect(await layerNames(page)).toEqual([
    'consent default denied',
    'consent update granted',
    'gtm.js',
  ]);
  await expect.poll(() => standInRuns(page)).toBe(1);
});
