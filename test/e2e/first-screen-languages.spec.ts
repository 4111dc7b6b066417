/**
 * Issue 48.2 in every language: at 375 × 812 the three card fields of the checkout are on the
 * first screen and nothing scrolls sideways, with a promo code too (the order's longest form).
 * German from Germany in full (euro prices, four ways to pay), the others with a code.
 */
import type { Page } from '@playwright/test';
import type { DemoCountry } from '../../src/demo/demo-state';
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { boxOf, h1 } from './support/app';
import { seededWorld, storeWorldBeforeStart } from './support/world';

const CODE = 'WELCOME20';
const LANGUAGES = [
  {
    locale: 'en-US',
    country: 'US',
    words: {
      code: 'Promo code',
      apply: 'Apply',
      applied: 'Code applied successfully.',
      go: 'Continue',
    },
    fields: ['Card number', 'Expiration date', 'Security code'],
  },
  {
    locale: 'fr-FR',
    country: 'FR',
    words: { code: 'Code promo', apply: 'Appliquer', applied: 'Code appliqué.', go: 'Continuer' },
    fields: ['Numéro de carte', "Date d'expiration", 'Code de sécurité'],
  },
  {
    locale: 'es-ES',
    country: 'ES',
    words: {
      code: 'Código promocional',
      apply: 'Aplicar',
      applied: 'Código aplicado correctamente.',
      go: 'Continuar',
    },
    fields: ['Número de tarjeta', 'Fecha de caducidad', 'Código de seguridad'],
  },
] as const;

/** Opens the profile of the free demo member, signed in, visiting from `country`, tracking declined. */
async function openProfileSignedIn(page: Page, country: DemoCountry) {
  const world = seededWorld((draft) => {
    const uid = draft.accounts.find((entry) => entry.email === DEMO_ACCOUNTS.free.email)?.uid;
    if (!uid) throw new Error('No seed account free');
    draft.session = { uid, provider: 'password', signedInAt: new Date().toISOString() };
    draft.settings.country = country;
    draft.trackingConsent = 'denied';
  });
  await storeWorldBeforeStart(page, JSON.stringify(world));
  await page.goto('/');
}

for (const { locale, country, words, fields } of LANGUAGES) {
  test.describe(`paying at 375 × 812 in ${locale}, with a code`, () => {
    test.use({ locale });

    test('the three card fields are on the first screen; nothing scrolls sideways', async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the first screen of a phone');
      await openProfileSignedIn(page, country);
      await page.getByRole('textbox', { name: words.code }).fill(CODE);
      await page.getByRole('button', { name: words.apply, exact: true }).click();
      await expect(page.getByText(words.applied)).toBeVisible();
      await page.getByRole('button', { name: words.go, exact: true }).click();
      await expect(page.getByLabel(fields[0])).toBeVisible();
      await expect(page.locator('.checkout-overview .chip')).toContainText(CODE);

      const viewport = page.viewportSize()!;
      for (const label of fields) {
        const box = await page.getByLabel(label).boundingBox();
        expect(box, `${label} is drawn`).not.toBeNull();
        expect(box!.y + box!.height, `${label} on the first screen`).toBeLessThanOrEqual(
          viewport.height,
        );
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'no sideways scrolling',
      ).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test.describe('paying at 375 × 812 in German, from Germany (euro prices, four ways to pay)', () => {
  test.use({ locale: 'de-DE' });

  for (const code of [null, 'WELCOME20']) {
    test(`${code ? `with code ${code}: ` : ''}the order, the ways to pay and the three card fields on the first screen; nothing spills`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the first screen of a phone');
      await openProfileSignedIn(page, 'DE');
      await expect(h1(page)).toHaveText('Dein Konto');
      if (code) {
        // With a code the order says the most: the first year's price and the code's chip.
        await page.getByRole('textbox', { name: 'Aktionscode' }).fill(code);
        await page.getByRole('button', { name: 'Einlösen' }).click();
        await expect(page.getByText('Code erfolgreich eingelöst.')).toBeVisible();
      }
      await page.getByRole('button', { name: 'Weiter' }).click();
      await expect(page.getByLabel('Kartennummer')).toBeVisible();
      if (code) {
        const order = page.getByRole('region', { name: 'Deine Bestellung' });
        await expect(order.getByRole('listitem').last()).toHaveText(`Code ${code}`);
      }

      const viewport = page.viewportSize()!;
      const methods = page.getByRole('group', { name: 'Zahlungsart' });
      await expect(methods.getByRole('radio')).toHaveCount(4);
      // The ways to pay go two to a row: one to a row, they pushed the card off the first screen.
      const card = await boxOf(methods.getByText('Karte', { exact: true }));
      const sepa = await boxOf(methods.getByText('Lastschrift', { exact: true }));
      expect(Math.abs(card.y - sepa.y), 'two to a row').toBeLessThan(2);
      for (const label of ['Kartennummer', 'Ablaufdatum', 'Sicherheitscode']) {
        const field = await boxOf(page.getByLabel(label));
        expect(field.bottom, `${label} on the first screen`).toBeLessThanOrEqual(viewport.height);
      }
      // German's longer words stay inside their boxes: the demo notice's link to the test cards.
      const notice = await boxOf(page.locator('.demo-card-form__notice'));
      const testCards = await boxOf(page.locator('.demo-card-form__hint'));
      expect(testCards.right, '"Testkarten" inside its box').toBeLessThanOrEqual(notice.right);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'no sideways scrolling',
      ).toBeLessThanOrEqual(viewport.width);
      // Below, the e-mail address is what its row is for: its button ("Ändern") is the narrower.
      const details = page.getByRole('region', { name: 'Deine Angaben' });
      const email = await boxOf(details.getByRole('textbox', { name: 'E-Mail' }));
      const edit = await boxOf(details.getByRole('button', { name: 'Ändern E-Mail' }));
      expect(edit.width, 'the button leaves the address its room').toBeLessThan(email.width);
    });
  }
});
