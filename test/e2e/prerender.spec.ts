/**
 * The prerendered logged-out pages (src/prerender.tsx): painted from the HTML before any script
 * runs, then taken over by the app with no loading state and no layout shift in between.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectPath, h1 } from './support/app';

/** The hosting's 404.html, at any address the portal does not have. */
const NOT_FOUND = {
  path: '/no/such/page',
  heading: 'Page not found',
  title: 'Page not found · Mindful',
};

const PAGES = [
  {
    path: '/membership',
    heading: 'Find your calm with Mindful',
    title: 'Choose your plan · Mindful',
  },
  { path: '/signin', heading: 'Welcome back', title: 'Sign in · Mindful' },
  { path: '/signup', heading: 'Create your account', title: 'Create your account · Mindful' },
  {
    path: '/forgot-password',
    heading: 'Forgot your password?',
    title: 'Forgot password · Mindful',
  },
  {
    path: '/set-password-successful',
    heading: 'Ready when you are',
    title: 'Ready when you are · Mindful',
  },
  {
    path: '/accessibility',
    heading: 'Accessibility statement',
    title: 'Accessibility statement · Mindful',
  },
  NOT_FOUND,
];

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title } of PAGES) {
    test(`${path} is there, styled, with its title`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      const content = page.locator('main .page').first();
      await expect(content).toBeVisible();
      // Styled as the app styles it: the stylesheets are in the HTML.
      expect(await content.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    });
  }

  test('a form cannot be used, so nothing typed is lost and nothing is sent', async ({ page }) => {
    await page.goto('/signin');
    const form = page.locator('form');
    await expect(form).toHaveAttribute('inert', '');
    await expect(page).toHaveURL(/\/signin$/u);
    // Nor can Google, Apple or the demo tools be pressed for nothing: they wait for the app.
    for (const name of ['Continue with Google', 'Continue with Apple', 'Demo tools']) {
      const button = page.getByRole('button', { name });
      expect(await button.evaluate((element) => element.closest('[inert]') !== null), name).toBe(
        true,
      );
    }
  });
});

/** Records, from before the first frame, a loading state and every layout shift of the page. */
async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen = { loading: false, shifts: [], from: 0 };
    (window as unknown as { __seen: Seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.page-loading')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
    // What moved, for the failure's message: an element's tag and class, from where to where.
    const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].join(',');
    // Only the app's takeover counts, which starts once the document is parsed, or once a test that
    // holds the app's script lets it go (`seen.from`): on a busy machine the browser paints a long
    // page while it still parses it (a header whose button has no text yet), which no script of
    // ours can cause or avoid, and the frame that shows the last of it may come after the parse.
    const parsedAt = () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domInteractive || Infinity;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (LayoutShift & PerformanceEntry)[]) {
        if (entry.startTime < parsedAt()) continue;
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? `${node.localName}.${node.className}` : '#text';
          return `${name} ${box(previousRect)} → ${box(currentRect)}`;
        });
        seen.shifts.push({ at: entry.startTime, value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('the app takes the page over without a loading state, a jump or an error', async ({
  page,
}) => {
  await watchTakeover(page);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(h1(page)).toHaveText(heading);
    // Live: the form answers, which the prerendered one does not.
    await expect(page.locator('form[inert]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
    expect(seen.loading, `${path}: a loading state showed`).toBe(false);
    expectNoShift(seen, path);
  }
});

interface Seen {
  loading: boolean;
  shifts: { at: number; value: number; moved: string[] }[];
  /** When the app's script was let go, where a test holds it: shifts before it are the parser's. */
  from: number;
}

/** No layout shift from the moment the app could take over. */
function expectNoShift(seen: Seen, path: string) {
  const shifts = seen.shifts.filter((shift) => shift.at >= seen.from);
  const moved = shifts.flatMap((shift) => shift.moved).join('; ');
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    `${path}: shifted ${moved}`,
  ).toBe(0);
}

/** The Layout Instability API's entry, which TypeScript's DOM types do not have. */
interface LayoutShift {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

// The hosting's answers, the loader and hydration are the same at any size: checked at desktop
// size only.
test.describe('the hosting, the loader and the takeover, at any size', () => {
  test.skip(({ isMobile }) => isMobile, 'viewport-independent');

  test('an address the portal does not have is a 404, and only such an address', async ({
    request,
  }) => {
    for (const missing of ['/no-such-page', '/de/no-such-page', '/membership/extra']) {
      expect((await request.get(missing)).status(), missing).toBe(404);
    }
    // The app's own addresses, in any language, are the app: a reload never meets the 404 page.
    for (const address of ['/', '/de', '/cancel-subscription', '/fr/gift/paid', '/es/redeem']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      // index.html, whose #root the app renders into.
      expect(await response.text(), address).toMatch(/<div id="?root"?><\/div>/u);
    }
  });

  test('a prerendered page with a query is the page of that query', async ({ page }) => {
    await page.goto('/signin?email=ada%40example.com');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  });

  test('/signin.html is served as /signin, as Firebase Hosting does with cleanUrls', async ({
    page,
  }) => {
    await page.goto('/signin.html?plan=first&email=ada%40example.com');
    await expectPath(page, '/signin');
    // The query is kept, but for the e-mail, which the page's start takes out of the address.
    await expect(page).toHaveURL(/\/signin\?plan=first$/u);
    await expect(h1(page)).toHaveText('Welcome back');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  });

  test('the app adopts the prerendered page: what was focused stays focused, no node is replaced', async ({
    page,
  }) => {
    // The app's own script is held until the person has focused a link of the prerendered page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main\.[\w]+\.js$/u, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/signin', { waitUntil: 'commit' });
    await expect(h1(page)).toHaveText('Welcome back');
    const createAccount = page.getByRole('link', { name: 'Create an account' });
    await createAccount.focus();
    await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-before-app', ''));
    release();
    await expect(page.locator('form[inert]')).toHaveCount(0);
    await expect(createAccount).toBeFocused();
    await expect(page.locator('h1[data-before-app]')).toHaveText('Welcome back');
  });

  test("the app's scripts are requested only once the page is painted", async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(path);
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      const { firstContentfulPaint, scripts } = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/u.test(entry.name))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(firstContentfulPaint, path).toBeDefined();
      const app = scripts.filter(({ name }) => !/\/(theme|start)\./u.test(name));
      expect(app.map(({ name }) => name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/\/main\./u)]),
      );
      for (const script of app) {
        expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThanOrEqual(
          firstContentfulPaint!,
        );
      }
    }
  });

  test("the app's scripts carry V8's compile hint, so the browser compiles them as they stream in", async ({
    page,
    request,
  }) => {
    await page.goto('/membership');
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    const loadedScripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => /\/assets\/[^/]+\.js$/u.test(name)),
      );
    const appScripts = (names: string[]) =>
      names.filter((name) => /\/(main|react|portal)\./u.test(name));
    // A script is listed once it has arrived: the composition root's may still be on its way when
    // the page is live (on a busy machine it was, at times).
    await expect.poll(async () => appScripts(await loadedScripts())).toHaveLength(3);
    const scripts = await loadedScripts();
    const firstLines = await Promise.all(
      scripts.map(async (name) => {
        const text = await (await request.get(name)).text();
        return { name, hinted: text.startsWith('//# allFunctionsCalledOnLoad\n') };
      }),
    );
    const expected = (name: string) => !/\/(theme|start|intl-warm-up)\./u.test(name);
    for (const { name, hinted } of firstLines) expect(hinted, name).toBe(expected(name));
  });

  test("the page's own chunk arriving after the session is known still adopts the page, without a mismatch", async ({
    page,
    allowConsoleErrors,
  }) => {
    // Six page loads, each with its chunk held 2 s on purpose.
    test.slow();
    allowConsoleErrors(/Failed to load resource: net::ERR_FAILED .*\/page-/u);
    // The page's chunk fails as the loader asks for it and comes late when the app asks again, as on
    // a poor line: the shell hydrates first and learns the session; the page hydrates after that,
    // still against the state it was prerendered from.
    const chunks: Record<string, string> = {
      '/signin': 'page-sign-in',
      '/signup': 'page-sign-up',
      [NOT_FOUND.path]: 'page-not-found',
    };
    // A plan chosen first, as a visitor on their way to sign up has one.
    await page.goto('/membership');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(h1(page)).toHaveText('Create your account');
    for (const { path, heading } of PAGES) {
      const chunk = chunks[path] ?? `page-${path.slice(1)}`;
      const pattern = new RegExp(`/assets/${chunk}\\.[\\w]+\\.js$`, 'u');
      let asked = 0;
      await page.route(pattern, async (route) => {
        asked += 1;
        if (asked === 1) return route.abort();
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return route.continue();
      });
      await page.goto(path);
      await expect(h1(page)).toHaveText(heading);
      await expect(page.locator('form[inert]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(asked, path).toBe(2);
      await page.unroute(pattern);
    }
  });
});

for (const [language, locale] of [
  ['de', 'de-DE'],
  ['fr', 'fr-FR'],
  ['es', 'es-ES'],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the app adopts each page in its language: no loading state, no jump, no node replaced', async ({
      page,
    }) => {
      // Twelve page loads, each held until its heading is marked.
      test.slow();
      await watchTakeover(page);
      // The app's own script waits until the test has marked the prerendered heading.
      let release = () => {};
      let held = Promise.resolve();
      await page.route(/\/assets\/main\.[\w]+\.js$/u, async (route) => {
        await held;
        await route.continue();
      });
      // At the same address (the browser's language) and at the language's own. The not-found
      // page has none of its own: at /de/… the app renders it afresh, its links under /de.
      const addresses = PAGES.flatMap((english) => [
        { ...english, path: english.path },
        ...(english === NOT_FOUND ? [] : [{ ...english, path: `/${language}${english.path}` }]),
      ]);
      for (const { path, heading: english } of addresses) {
        held = new Promise<void>((resolve) => (release = resolve));
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).not.toHaveAttribute('data-language-pending');
        await expect(h1(page)).toBeVisible();
        const heading = await h1(page).textContent();
        expect(heading, path).not.toBe(english);
        await page.evaluate(() => {
          document.querySelector('h1')?.setAttribute('data-before-app', '');
          (window as unknown as { __seen: Seen }).__seen.from = performance.now();
        });
        release();
        await expect(page.locator('#root [inert]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1[data-before-app]'), path).toHaveText(heading ?? '');
        const seen = await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
        expect(seen.loading, `${path}: a loading state showed`).toBe(false);
        expectNoShift(seen, path);
      }
    });
  });
}
