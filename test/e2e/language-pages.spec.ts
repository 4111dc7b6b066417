/**
 * Each language its own page (issue 46.1): the build prerenders every logged-out page in English,
 * German, French and Spanish; the hosting serves a browser's language at the same address
 * (Firebase's i18n rewrites, dist/localized/) and each language at its own (/de/…); the app adopts
 * the page it finds when it is in the language the person reads.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectPath, h1 } from './support/app';

// What each language's address serves does not depend on the viewport: run at desktop size only.
test.skip(({ isMobile }) => isMobile, 'viewport-independent');

/** Records whether the page was ever held hidden for its language, from before its first frame. */
async function watchForHeldPage(page: Page) {
  await page.addInitScript(() => {
    const seen = { held: false };
    (window as unknown as { __held: typeof seen }).__held = seen;
    const look = () => {
      if (document.documentElement.hasAttribute('data-language-pending')) seen.held = true;
    };
    new MutationObserver(look).observe(document, { attributes: true, subtree: true });
    document.addEventListener('readystatechange', look);
  });
}

const wasHeld = (page: Page) =>
  page.evaluate(() => (window as unknown as { __held: { held: boolean } }).__held.held);

const HREFLANGS = ['en', 'de', 'fr', 'es', 'x-default'];

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets German in the first HTML, at the same address, never held hidden', async ({
    page,
  }) => {
    await watchForHeldPage(page);
    const response = await page.goto('/membership');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/^<!doctype html><html lang="de">/u);
    expect(html).toContain('<title>Wähle deinen Plan · Mindful</title>');
    expect(html).toContain('Finde deine Ruhe mit Mindful');
    await expectPath(page, '/membership');
    await expect(h1(page)).toHaveText('Finde deine Ruhe mit Mindful');
    // The app adopts it: the plans arrive on the page that was painted.
    await expect(page.getByRole('radio', { name: /Jährlich/u })).toBeVisible();
    expect(await wasHeld(page)).toBe(false);
  });

  test('an address the portal does not have: a 404 with the not-found page in German, adopted as it is', async ({
    page,
  }) => {
    await watchForHeldPage(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/^<!doctype html><html lang="de">/u);
    expect(html).toContain('Seite nicht gefunden');
    await expect(h1(page)).toHaveText('Seite nicht gefunden');
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    expect(await wasHeld(page)).toBe(false);
    await page.getByRole('link', { name: 'Pläne ansehen' }).click();
    await expectPath(page, '/membership');
    await expect(h1(page)).toHaveText('Finde deine Ruhe mit Mindful');

    // Under German's own prefix too, its way on staying there.
    expect((await page.goto('/de/no-such-page'))?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Seite nicht gefunden');
    await expect(page.getByRole('link', { name: 'Pläne ansehen' })).toHaveAttribute(
      'href',
      '/de/membership',
    );
  });

  test('finds the accessibility statement in German from the footer, and at /de/accessibility', async ({
    page,
  }) => {
    await page.goto('/membership');
    await expect(page.getByRole('radio', { name: /Jährlich/u })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' }).click();
    await expectPath(page, '/accessibility');
    await expect(h1(page)).toHaveText('Erklärung zur Barrierefreiheit');
    await expect(page).toHaveTitle('Erklärung zur Barrierefreiheit · Mindful');

    const response = await page.goto('/de/accessibility');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/^<!doctype html><html lang="de">/u);
    expect(html).toContain('Marktüberwachungsstelle der Länder');
    await expect(h1(page)).toHaveText('Erklärung zur Barrierefreiheit');
    await expect(
      page
        .getByRole('region', { name: 'Durchsetzungsverfahren' })
        .getByText(/\(MLBF\) in Magdeburg/u),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^An .+ schreiben$/u })).toHaveAttribute(
      'href',
      /^mailto:/u,
    );
  });

  test('the switch to French keeps the page and what was typed, and the choice then wins', async ({
    page,
  }) => {
    await page.goto('/signin');
    await expect(page.locator('form[inert]')).toHaveCount(0);
    await page.getByLabel('E-Mail').fill('ada@example.com');
    await page.getByLabel('Sprache').selectOption({ label: 'Français' });
    await expect(h1(page)).toHaveText('Bon retour parmi nous');
    await expectPath(page, '/signin');
    await expect(page.getByLabel('E-mail')).toHaveValue('ada@example.com');

    // The German page is served again, and held hidden until the app shows it in French.
    await watchForHeldPage(page);
    await page.reload();
    await expect(h1(page)).toHaveText('Bon retour parmi nous');
    expect(await wasHeld(page)).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-language-pending');
  });
});

test.describe('an English browser', () => {
  test('/fr/signin is French, and its links stay French', async ({ page }) => {
    await watchForHeldPage(page);
    await page.goto('/fr/signin');
    await expect(h1(page)).toHaveText('Bon retour parmi nous');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Connexion · Mindful');
    await expect(page.locator('form[inert]')).toHaveCount(0);
    expect(await wasHeld(page)).toBe(false);
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expectPath(page, '/fr/signup');
    await expect(h1(page)).toHaveText('Créez votre compte');
  });

  test('gets English at the root, and every page names its four languages and the default', async ({
    page,
  }) => {
    for (const path of ['/membership', '/es/signup', '/de/forgot-password']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const route = path.replace(/^\/(de|fr|es)\//u, '/');
      const alternates = await page
        .locator('head link[rel="alternate"]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      expect(alternates, path).toEqual(
        HREFLANGS.map((hreflang) => [
          hreflang,
          `${['en', 'x-default'].includes(hreflang) ? '' : `/${hreflang}`}${route}`,
        ]),
      );
    }
    await page.goto('/membership');
    await expect(h1(page)).toHaveText('Find your calm with Mindful');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
