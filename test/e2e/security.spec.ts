/**
 * The hosting of DESIGN.md: every response carries the headers of the build's firebase.json (so the server
 * here and Firebase Hosting never differ), hashed assets are cached for good and index.html never,
 * and the production build runs under the strict Content Security Policy: no inline script or
 * style, no eval.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { TEST_CARDS } from '../support/test-cards';
import { expectPath, h1, openDemoTools, payButton, signIn } from './support/app';
import {
  BUILT_HOSTING_CONFIG,
  headersFor,
  isIgnored,
  matchesGlob,
  readHostingConfig,
} from '../../tools/serve-dist/serve-dist';

const hosting = readHostingConfig();
const DIST = path.dirname(BUILT_HOSTING_CONFIG);

const csp = () =>
  new Map(
    headersFor(hosting, '/')
      .get('Content-Security-Policy')!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/u))
      .map(([name, ...sources]) => [name!, sources]),
  );

// Headers, policy and inline styles do not depend on the viewport: run at desktop size only.
test.skip(({ isMobile }) => isMobile, 'viewport-independent');

test('the memory build’s hosting config: a policy that admits the portal alone, and no deploy', () => {
  const policy = csp();
  expect(Object.fromEntries(policy)).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  });
  expect(headersFor(hosting, '/').get('Permissions-Policy')).toBe(
    'payment=(), camera=(), microphone=(), geolocation=()',
  );
  const built = JSON.parse(readFileSync(BUILT_HOSTING_CONFIG, 'utf8')) as {
    hosting: { predeploy?: string[] };
  };
  expect(built.hosting.predeploy?.join(' ')).toContain('exit 1');
});

test('Apple Pay’s domain association file is served when the deployer provides it', async ({
  request,
}) => {
  const file = path.join(DIST, '.well-known', 'apple-developer-merchantid-domain-association');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'association from Stripe');
  try {
    const response = await request.get(
      '/.well-known/apple-developer-merchantid-domain-association',
    );
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe('association from Stripe');
  } finally {
    await rm(path.dirname(file), { recursive: true, force: true });
  }
});

test('source maps stay with the team: no script names one, and the hosting serves none', async ({
  request,
}) => {
  const assets = readdirSync(path.join(DIST, 'assets'));
  const scripts = assets.filter((file) => file.endsWith('.js'));
  const map = assets.find((file) => file.endsWith('.js.map'));
  expect(map, 'the build still writes maps for the team').toBeDefined();
  for (const script of scripts) {
    expect(readFileSync(path.join(DIST, 'assets', script), 'utf8')).not.toContain(
      'sourceMappingURL',
    );
  }
  expect((await request.get(`/assets/${map}`)).status()).toBe(404);
});

test('the server reads firebase.json globs as Firebase Hosting does', () => {
  const cases: [string, string, boolean][] = [
    ['**', '/', true],
    ['**', '/membership', true],
    ['/assets/**', '/assets/main.0123456789.js', true],
    // The folder itself is not under it: minimatch's reading, which the Hosting emulator shares.
    ['/assets/**', '/assets', false],
    ['/assets/**', '/membership', false],
    ['!/assets/**', '/membership', true],
    ['!/assets/**', '/assets/missing.js', false],
    ['**/*.@(js|css)', '/assets/x.js', true],
    ['**/*.{js,css}', '/a/b.css', true],
    ['**/*.{js,css}', '/a/b.svg', false],
    ['/*.svg', '/favicon.svg', true],
    ['/*.svg', '/a/favicon.svg', false],
  ];
  for (const [glob, target, expected] of cases) {
    expect(matchesGlob(glob, target), `${glob} against ${target}`).toBe(expected);
  }
  const deployed: [string, boolean][] = [
    ['firebase.json', true],
    ['assets/main.0123456789.js.map', true],
    ['.prerender/signin.html', true],
    ['assets/main.0123456789.js', false],
    ['index.html', false],
  ];
  for (const [file, ignored] of deployed) {
    expect(isIgnored(hosting, file), file).toBe(ignored);
  }
});

test('the built index.html has no inline script, style or event handler', () => {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/iu);
  expect(html).not.toMatch(/<style/iu);
  expect(html).not.toMatch(/\sstyle=/iu);
  expect(html).not.toMatch(/\son[a-z]+=/iu);
});

test('every response carries exactly the headers of firebase.json, with the right types', async ({
  request,
}) => {
  const script = readdirSync(path.join(DIST, 'assets')).find((file) => file.endsWith('.js'))!;
  const style = readdirSync(path.join(DIST, 'assets')).find((file) => file.endsWith('.css'))!;
  const cases = [
    { url: '/', status: 200, type: 'text/html' },
    { url: '/membership?plan=first', status: 200, type: 'text/html' },
    { url: '/no/such/route', status: 404, type: 'text/html' },
    { url: '/index.html', status: 200, type: 'text/html' },
    { url: '/favicon.svg', status: 200, type: 'image/svg+xml' },
    { url: `/assets/${script}`, status: 200, type: 'javascript' },
    { url: `/assets/${style}`, status: 200, type: 'text/css' },
    { url: '/assets/missing.0123456789.js', status: 404, type: 'text/html' },
    { url: '/firebase.json', status: 404, type: 'text/html' },
  ];
  for (const { url, status, type } of cases) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    expect(response.headers()['content-type'], url).toContain(type);
    const pathname = new URL(url, 'http://x').pathname;
    for (const [key, value] of headersFor(hosting, pathname)) {
      expect(response.headers()[key.toLowerCase()], `${key} of ${url}`).toBe(value);
    }
  }
  const page = await request.get('/signin');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  const asset = await request.get(`/assets/${script}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
test('the policy is enforced: inline script and style are refused and reported', async ({
  page,
  problems,
}) => {
  await page.goto('/signin');
  await expect(h1(page)).toHaveText('Welcome back');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { display: none }';
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      script: (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false,
      hidden: getComputedStyle(document.body).display === 'none',
    };
  });
  expect(ran).toEqual({ script: false, hidden: false });
  await expect.poll(() => problems.cspViolations.length).toBeGreaterThanOrEqual(2);
  // These violations were the point of the test.
  problems.cspViolations.length = 0;
});

test('the app itself sets no inline style: not on the forms, the checkout or the dialogs', async ({
  page,
}) => {
  const inlineStyles = () =>
    page.evaluate(() => ({
      styleElements: document.querySelectorAll('style').length,
      styleAttributes: [...document.querySelectorAll('[style]')].map((element) =>
        element.outerHTML.slice(0, 120),
      ),
    }));
  const none = { styleElements: 0, styleAttributes: [] };

  await page.goto('/membership?promo=WELCOME20');
  await expect(page.getByText('Code applied successfully.')).toBeVisible();
  expect(await inlineStyles()).toEqual(none);
  await openDemoTools(page);
  expect(await inlineStyles()).toEqual(none);
  await page.keyboard.press('Escape');

  await signIn(page, DEMO_ACCOUNTS.free.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Card number').fill(TEST_CARDS.authentication);
  await page.getByLabel('Expiration date').fill('1234');
  await page.getByLabel('Security code').fill('123');
  await payButton(page).click();
  await expect(page.getByRole('dialog', { name: '3-D Secure check' })).toBeVisible();
  expect(await inlineStyles()).toEqual(none);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expectPath(page, '/payment-successful');
  expect(await inlineStyles()).toEqual(none);
});
