/**
 * The gifts' screens and states (issue 47) for npm run screens: the gift's form, its payment, the
 * paid gift with its card, the redemption's preview and a refused code, and a gift member's
 * profile. `SCREENS_ONLY=gift` or `=redeem` narrows the run to them.
 */
import type { Page } from '@playwright/test';
import { TEST_CARDS } from '../../test/support/test-cards';

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();

async function writeGift(page: Page) {
  await page.goto('/gift');
  await page.getByLabel('Their name').fill('Robin');
  await page.getByLabel('Their e-mail').fill('robin@example.com');
  await page.getByLabel('Your message (optional)').fill('A year of calm, Robin. Breathe easy.');
}

async function toGiftPayment(page: Page) {
  await writeGift(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Card number').waitFor();
}

export const GIFT_SHOTS = [
  { name: 'gift-form', go: writeGift },
  { name: 'gift-payment', account: 'free' as const, go: toGiftPayment },
  {
    name: 'gift-paid',
    account: 'free' as const,
    go: async (page: Page) => {
      await toGiftPayment(page);
      await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
      await page.getByLabel('Expiration date').fill('12 / 34');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByRole('heading', { name: 'Your gift is ready' }).waitFor();
    },
  },
  {
    name: 'redeem-preview',
    account: 'member' as const,
    go: async (page: Page) => {
      await page.goto('/redeem?code=MNDF-YEAR-2026-0001');
      await page.getByRole('button', { name: 'Redeem', exact: true }).waitFor();
    },
  },
  {
    name: 'redeem-used',
    account: 'free' as const,
    go: async (page: Page) => {
      await page.goto('/redeem?code=MNDF-YEAR-2026-0002');
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'gift-member',
    account: 'gift' as const,
    go: async (page: Page) => (await page.goto('/'), heading(page)),
  },
];
