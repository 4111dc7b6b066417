/**
 * Give Mindful on the real adapters, offline (npm run test:local): the gift ordered over HTTP from
 * the local API server, its one-time PaymentIntent confirmed by Stripe's adapter on the stand-in
 * through the bank's check (away to the stand-in's page and back to /gift/paid), settled on the
 * provider's word with its code; then another account, on the Auth emulator, redeems the code
 * without a card.
 */
import type { Page } from '@playwright/test';
import { TEST_CARDS } from '../support/test-cards';
import { expectPath, expectProfile, fillCard, fillSignUp, h1, logOut } from '../e2e/support/app';
import { expect, test } from '../e2e/support/fixtures';

let accounts = 0;

/** An address no earlier run used: the emulator keeps its accounts for the whole run. */
function newEmail(name: string): string {
  accounts += 1;
  return `${name}.${Date.now()}.${accounts}@local.test`;
}

async function signUpFrom(page: Page, button: string, firstName: string) {
  await page.getByRole('button', { name: button }).click();
  await expectPath(page, '/signup');
  await fillSignUp(page, { firstName, lastName: 'Local', email: newEmail(firstName) });
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('a gift paid through the bank’s check on the real adapters, redeemed by another account', async ({
  page,
}) => {
  await page.goto('/gift');
  await expect(h1(page)).toHaveText('Give Mindful');
  await page.getByRole('radio', { name: "I'll give it myself" }).check();
  await page.getByLabel('Your message (optional)').fill('For you.');
  await signUpFrom(page, 'Create account', 'Giver');
  await expectPath(page, '/gift');
  await expect(page.getByLabel('Your message (optional)')).toHaveValue('For you.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByText('One payment of $49.99. It does not renew.')).toBeVisible();
  await fillCard(page, TEST_CARDS.authentication);
  await page.getByRole('button', { name: 'Pay $49.99' }).click();
  await expect(page.getByRole('heading', { name: 'Local 3-D Secure check' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  await expectPath(page, '/gift/paid');
  await expect(h1(page)).toHaveText('Your gift is ready');
  await expect(page).not.toHaveURL(/client_secret|redirect_status/u);
  const code = (await page.locator('.gift-ready .gift-code').first().textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/u);

  await page.goto('/');
  await expectProfile(page);
  await logOut(page);

  await page.goto(`/redeem?code=${code.toLowerCase()}`);
  await expect(page).not.toHaveURL(/code=/u);
  await signUpFrom(page, 'Create account', 'Friend');
  await expectPath(page, '/redeem');
  await expect(page.getByText(/You get 12 months of Mindful/u)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(h1(page)).toHaveText('Your gift is redeemed');
  await expect(page.getByText(/^Gift membership until /u)).toBeVisible();
});
