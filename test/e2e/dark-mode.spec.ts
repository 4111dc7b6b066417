/**
 * Dark mode (issue 16): the portal follows the system's prefers-color-scheme, and the footer's
 * theme switch (System, Light, Dark) overrides it and is kept in localStorage. axe finds nothing
 * on any route or dialog in the dark theme; a prerendered page is dark from its first frame, with
 * the system asking for it (CSS alone) and with a kept choice (the blocking theme script, which
 * runs before anything is painted and before the app's own scripts).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { TEST_CARDS } from '../support/test-cards';
import {
  closeDialog,
  expectAccessible,
  expectPath,
  expectProfile,
  fillCard,
  followResetLink,
  h1,
  openDemoTools,
  payButton,
  signIn,
  signInWith,
} from './support/app';
import { startSignedIn } from './support/world';
import { BUILT_HOSTING_CONFIG } from '../../tools/serve-dist/serve-dist';

/** --color-bg of each theme (src/ui/shared/styles/tokens.css), as getComputedStyle reports it. */
const BACKGROUND = { light: 'rgb(246, 244, 239)', dark: 'rgb(16, 19, 25)' } as const;

const PRERENDERED = [
  { path: '/membership', heading: 'Find your calm with Mindful' },
  { path: '/signin', heading: 'Welcome back' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/set-password-successful', heading: 'Ready when you are' },
  { path: '/accessibility', heading: 'Accessibility statement' },
];

/**
 * The page is painted in `theme`: its colour scheme (form controls too) and its background. Polled:
 * with reduced motion every property has a 0.01 ms transition (base.css), which a browser samples
 * at its next frame, so a colour read right after a switch can still be the one before it.
 */
async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect
    .poll(() =>
      page.evaluate(() => ({
        scheme: getComputedStyle(document.documentElement).colorScheme,
        background: getComputedStyle(document.body).backgroundColor,
      })),
    )
    .toEqual({ scheme: theme, background: BACKGROUND[theme] });
}

/** axe (WCAG 2.2 A and AA, contrast included) on the page as it is, and the page is dark. */
async function expectDarkAndAccessible(page: Page, what: string) {
  await expectTheme(page, 'dark');
  await expectAccessible(page, `${what} (dark)`);
}

const themeSwitch = (page: Page) => page.getByRole('group', { name: 'Theme' });

test.describe('the system asks for dark', () => {
  test.use({ colorScheme: 'dark' });
  // Colours do not depend on the width, and a11y.spec.ts runs axe on the phone's own layout.
  test.skip(({ isMobile }) => isMobile, 'viewport-independent');

  test('visitor routes pass axe', async ({ page }) => {
    test.slow();
    await page.goto('/membership');
    await expect(page.getByRole('radio', { name: /Yearly/u })).toBeChecked();
    await expectDarkAndAccessible(page, '/membership');

    await page.goto('/membership?promo=WELCOME20');
    await expect(page.getByText('Code applied successfully.')).toBeVisible();
    await expectDarkAndAccessible(page, '/membership with a code applied');

    await page.goto('/membership?promo=NOPE');
    await expect(page.getByText('Invalid promocode')).toBeVisible();
    await expectDarkAndAccessible(page, '/membership with an invalid code');

    await page.goto('/signup');
    await expect(h1(page)).toHaveText('Create your account');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First Name is required')).toBeVisible();
    await expectDarkAndAccessible(page, '/signup with its errors');

    await page.goto('/signup?plan=second&promo=TRIAL30');
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText('TRIAL30');
    await expectDarkAndAccessible(page, '/signup with an order');

    await page.goto('/signin');
    await expect(h1(page)).toHaveText('Welcome back');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.free.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials, please try again.');
    await expectDarkAndAccessible(page, '/signin with its error');

    await page.goto('/set-password-successful');
    await expect(h1(page)).toHaveText('Ready when you are');
    await expectDarkAndAccessible(page, '/set-password-successful');

    await page.goto('/accessibility');
    await expect(h1(page)).toHaveText('Accessibility statement');
    await expectDarkAndAccessible(page, '/accessibility');

    await page.goto('/no/such/page');
    await expect(h1(page)).toHaveText('Page not found');
    await expectDarkAndAccessible(page, 'the page that is not found');
  });

  test('forgot password, the demo outbox and set password pass axe', async ({ page }) => {
    test.slow();
    await page.goto('/forgot-password');
    await expect(h1(page)).toHaveText('Forgot your password?');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.free.email);
    await page.getByRole('button', { name: /reset link|Send/u }).click();
    await expect(
      page.getByText("Great! Now check your email. We've sent you a reset link."),
    ).toBeVisible();
    await expectDarkAndAccessible(page, '/forgot-password after sending');

    const tools = await openDemoTools(page);
    await expect(tools.getByRole('link', { name: /^Reset password link for/u })).toBeVisible();
    await expectDarkAndAccessible(page, 'the demo tools dialog with its outbox');
    await closeDialog(page);

    await followResetLink(page, DEMO_ACCOUNTS.free.email);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expectDarkAndAccessible(page, '/set-password with a checklist half met');
  });

  test('checkout: the profile, the demo card form, its errors, the wallet sheet, 3-D Secure and payment-successful', async ({
    page,
  }) => {
    test.slow();
    await startSignedIn(page, 'free');
    await expectProfile(page, 'Alex Morgan');
    await expectDarkAndAccessible(page, 'the profile of a member without a plan');

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const payment = page.getByRole('region', { name: 'Payment details' });
    await expect(payment.getByLabel('Card number')).toBeVisible();
    await fillCard(page, TEST_CARDS.declined);
    await payButton(page).click();
    await expect(payment.getByRole('alert')).toContainText('Your card was declined.');
    await expectDarkAndAccessible(page, 'the checkout with a declined card');

    await payment.getByRole('button', { name: 'Apple Pay Demo' }).click();
    const sheet = page.getByRole('dialog', { name: 'Apple Pay' });
    await expect(sheet).toBeVisible();
    await expectDarkAndAccessible(page, 'the demo Apple Pay sheet');
    await closeDialog(page);

    await fillCard(page, TEST_CARDS.authentication);
    await payButton(page).click();
    const check = page.getByRole('dialog', { name: '3-D Secure check' });
    await expect(check.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
    await expectDarkAndAccessible(page, 'the 3-D Secure check');
    await check.getByRole('button', { name: 'Complete authentication' }).click();

    await expectPath(page, '/payment-successful');
    await expect(h1(page)).toHaveText('Welcome to Mindful');
    await expectDarkAndAccessible(page, '/payment-successful');
  });

  test('member routes and their dialogs pass axe', async ({ page }) => {
    test.slow();
    await startSignedIn(page, 'member');
    await expectProfile(page, 'Sam Rivera');
    await expectDarkAndAccessible(page, 'the profile of a subscribed member');

    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    await expectDarkAndAccessible(page, 'the reset password dialog');
    await closeDialog(page);

    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectDarkAndAccessible(page, 'the delete account dialog');
    await closeDialog(page);

    await page.getByRole('link', { name: 'Change payment method' }).click();
    await expectPath(page, '/change-payment-method');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectDarkAndAccessible(page, '/change-payment-method');

    await page.goto('/cancel-subscription');
    await expect(h1(page)).toHaveText('Cancel your subscription');
    await expectDarkAndAccessible(page, '/cancel-subscription');
    await page.getByRole('radio', { name: 'It is too expensive' }).check();
    await expectDarkAndAccessible(page, '/cancel-subscription with a reason chosen');
  });

  test('a cancelled member and the App Store member pass axe, the delete dialog too', async ({
    page,
  }) => {
    test.slow();
    await startSignedIn(page, 'cancelled');
    await expectProfile(page, 'Jamie Lee');
    await expectDarkAndAccessible(page, 'the profile of a cancelled member');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/signin');
    await signInWith(page, 'Apple');
    await expect(page.getByRole('region', { name: 'Your profile' })).toContainText(
      DEMO_ACCOUNTS.apple.name,
    );
    await expectDarkAndAccessible(page, 'the profile of the App Store member');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectDarkAndAccessible(page, 'the App Store member’s delete account dialog');
  });
});

test.describe('the first frame of a prerendered page', () => {
  /**
   * Records when data-theme lands on <html>: the time, and whether the body was parsed yet. An init
   * script runs before <html> is parsed, so it watches the whole document.
   */
  function recordThemeArrival() {
    const arrivals: { theme: string | null; at: number; bodyParsed: boolean }[] = [];
    (window as unknown as { __themeArrivals: typeof arrivals }).__themeArrivals = arrivals;
    new MutationObserver(() => {
      arrivals.push({
        theme: document.documentElement.getAttribute('data-theme'),
        at: performance.now(),
        bodyParsed: document.body !== null,
      });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'] });
  }

  /** The app's scripts never arrive: what is on screen is the HTML, the CSS and the theme script. */
  async function withoutTheApp(page: Page, allowConsoleErrors: (...patterns: RegExp[]) => void) {
    allowConsoleErrors(/Failed to load resource/u);
    await page.route(/\/assets\/(?!theme\.)[^/]+\.js$/u, (route) => route.abort());
  }

  test.describe('with dark kept from an earlier visit, on a light system', () => {
    test.use({ colorScheme: 'light' });

    test('is dark before any of the app’s scripts run, on every prerendered page', async ({
      page,
      allowConsoleErrors,
    }) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await page.addInitScript(recordThemeArrival);
      await withoutTheApp(page, allowConsoleErrors);
      for (const { path: address, heading } of PRERENDERED) {
        await page.goto(address);
        await expect(h1(page)).toHaveText(heading);
        await expectTheme(page, 'dark');
        const { arrivals, firstPaint } = await page.evaluate(() => ({
          arrivals: (window as unknown as { __themeArrivals: unknown[] }).__themeArrivals,
          firstPaint:
            performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
        }));
        // Once, before the body existed, so before anything could be painted.
        expect(arrivals, address).toEqual([
          { theme: 'dark', at: expect.any(Number) as unknown, bodyParsed: false },
        ]);
        expect((arrivals[0] as { at: number }).at, address).toBeLessThan(firstPaint);
        // The app never ran: the page is still the prerendered one, waiting for it.
        await expect(page.locator('#root[data-prerendered]')).toBeAttached();
      }
    });

    test('a screenshot of the first frame is dark', async ({ page, allowConsoleErrors }) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await withoutTheApp(page, allowConsoleErrors);
      await page.goto('/signin', { waitUntil: 'commit' });
      await expect(h1(page)).toHaveText('Welcome back');
      const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 4, height: 4 } });
      // A PNG of a 4×4 corner; its pixels are the page's dark background, not the light one.
      const pixel = await page.evaluate(async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 4;
        canvas.height = 4;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return [...context.getImageData(1, 1, 1, 1).data.slice(0, 3)];
      }, shot.toString('base64'));
      expect(pixel).toEqual([16, 19, 25]);
    });
  });

  test.describe('with light kept, on a dark system', () => {
    test.use({ colorScheme: 'dark' });

    test('is light before any of the app’s scripts run', async ({ page, allowConsoleErrors }) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await withoutTheApp(page, allowConsoleErrors);
      await page.goto('/membership');
      await expect(h1(page)).toHaveText('Find your calm with Mindful');
      await expectTheme(page, 'light');
    });
  });

  test.describe('with nothing kept, on a dark system, without any script', () => {
    test.use({ colorScheme: 'dark', javaScriptEnabled: false });

    for (const { path: address, heading } of PRERENDERED) {
      test(`${address} is dark from CSS alone`, async ({ page }) => {
        await page.goto(address);
        await expect(h1(page)).toHaveText(heading);
        await expectTheme(page, 'dark');
      });
    }
  });
});

test.describe('the theme switch', () => {
  test.use({ colorScheme: 'light' });

  test('Dark repaints the page at once, survives reloads and navigation, System follows the device again', async ({
    page,
  }) => {
    await page.goto('/signin');
    await expect(page.locator('form[inert]')).toHaveCount(0);
    const group = themeSwitch(page);
    await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
    await expectTheme(page, 'light');

    await group.getByRole('radio', { name: 'Dark' }).check();
    await expectTheme(page, 'dark');
    await expectAccessible(page, 'the footer with Dark chosen');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expectTheme(page, 'dark');
    await expect(themeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeChecked();

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectPath(page, '/signup');
    await expectTheme(page, 'dark');
    await page.goto('/membership');
    await expectTheme(page, 'dark');
    await expect(themeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeChecked();

    await themeSwitch(page).getByRole('radio', { name: 'System' }).check();
    await expectTheme(page, 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
  });

  test('Light wins over a dark system, and a signed-in page passes axe with Dark chosen', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/membership');
    await expectTheme(page, 'dark');
    await themeSwitch(page).getByRole('radio', { name: 'Light' }).check();
    await expectTheme(page, 'light');

    await signIn(page, DEMO_ACCOUNTS.member.email);
    await expectTheme(page, 'light');
    await themeSwitch(page).getByRole('radio', { name: 'Dark' }).check();
    await expectDarkAndAccessible(page, 'the profile with Dark chosen');
  });

  test('a choice made in another tab repaints this one', async ({ page, context }) => {
    await page.goto('/signin');
    await expect(page.locator('form[inert]')).toHaveCount(0);
    const other = await context.newPage();
    await other.goto('/membership');
    await themeSwitch(other).getByRole('radio', { name: 'Dark' }).check();
    await expectTheme(other, 'dark');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    await expectTheme(page, 'dark');
    await expect(themeSwitch(page).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});

test('every built page loads the theme script first, blocking, same-origin and tiny', () => {
  const dist = path.dirname(BUILT_HOSTING_CONFIG);
  const pages = readdirSync(dist).filter((file) => file.endsWith('.html'));
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'signin.html', 'membership.html']));
  for (const file of pages) {
    const html = readFileSync(path.join(dist, file), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = [...head.matchAll(/<script\b[^>]*>/gu)].map((match) => match[0]);
    // First, without defer or async: it runs before the parser goes on, so before any paint.
    expect(scripts[0], file).toMatch(/^<script src="?\/assets\/theme\.[\w]+\.js"?>$/u);
    expect(head.indexOf(scripts[0]!), file).toBeLessThan(head.indexOf('<link href='));
    const src = /\/assets\/theme\.[\w]+\.js/u.exec(scripts[0]!)![0];
    // It sets the theme and, since the portal speaks four languages, the page's language before
    // the first paint, and moves the address's secrets out before any other script can read them
    // (src/ui/shared/address-secrets.ts): 2.1 KB, 1.0 KB gzip.
    expect(statSync(path.join(dist, src)).size, `${src} in bytes`).toBeLessThan(2560);
  }
});
