/**
 * Give Mindful (issue 47, DESIGN.md "Gifts"): a visitor in Germany writes a twelve-month gift for a
 * friend dated next week, signs in and comes back to it with everything kept, pays in euros (VAT
 * named), gets the code; the demo tools send it now; the friend follows the outbox's link to
 * /redeem (the code leaves the address), signs up and redeems it without a card. A web member's
 * redemption moves the next charge later; an App Store member is warned that the store keeps
 * billing. Axe-clean in both themes along the way.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  closeDialog,
  expectAccessible,
  expectFocusKept,
  expectPath,
  fillCard,
  fillSignIn,
  fillSignUp,
  h1,
  openDemoTools,
  readWorld,
  signIn,
  signInWith,
} from './support/app';

const FRIEND = 'robin.gift@example.test';

function isoDay(offsetDays: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

async function chooseCountry(page: Page, name: RegExp) {
  const tools = await openDemoTools(page);
  await tools.getByRole('radio', { name }).check();
  await closeDialog(page);
}

test('a gift bought in euros for next week, sent now from the demo tools, redeemed by the friend without a card', async ({
  page,
}) => {
  test.slow();
  await page.goto('/membership');
  await chooseCountry(page, /Germany/u);
  await page.getByRole('link', { name: 'Give Mindful as a gift' }).click();
  await expectPath(page, '/gift');
  await expect(h1(page)).toHaveText('Give Mindful');

  const twelve = page.getByRole('radio', { name: /12 months/u });
  await expect(twelve).toBeChecked();
  await expect(page.getByText('€49.99').first()).toBeVisible();
  await page.getByLabel('Their name').fill('Robin');
  await page.getByLabel('Their e-mail').fill(FRIEND);
  await page.getByLabel('Your message (optional)').fill('Breathe, Robin.');
  await expect(page.getByText('285 characters left')).toBeVisible();
  await page.getByLabel('Send on').fill(isoDay(7));
  await expectAccessible(page, 'the gift form');

  // A visitor signs in first, and comes back to the gift with everything kept.
  await page.getByRole('button', { name: 'Sign in to pay' }).click();
  await expectPath(page, '/signin');
  await fillSignIn(page, 'free@demo.test');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/gift');
  await expect(page.getByLabel('Their e-mail')).toHaveValue(FRIEND);
  await expect(page.getByLabel('Your message (optional)')).toHaveValue('Breathe, Robin.');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  const summary = page.locator('.gift-summary').first();
  await expect(summary).toContainText('incl. 19% VAT (€7.98)');
  await expect(page.getByText('One payment of €49.99. It does not renew.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page, 'the gift payment');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay €49.99' }).click();

  await expectPath(page, '/gift/paid');
  await expect(h1(page)).toHaveText('Your gift is ready');
  await expectFocusKept(page, 'paying for the gift');
  await expect(page.getByText(`We'll e-mail it to Robin (${FRIEND}) on`)).toBeVisible();
  const code = (await page.locator('.gift-ready .gift-code').first().textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/u);
  await expect(page.getByRole('region', { name: 'Gift card' })).toContainText(code);
  await expectAccessible(page, 'the paid gift');
  const world = await readWorld(page);
  expect(world.events).toEqual(
    expect.arrayContaining([expect.objectContaining({ event: 'purchase', itemCategory: 'gift' })]),
  );

  // Next week comes at once: the demo tools send it now.
  const tools = await openDemoTools(page);
  await tools.getByRole('button', { name: 'Send now' }).click();
  await expect(tools.getByRole('link', { name: `Gift link for ${FRIEND}` })).toBeVisible();
  await closeDialog(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectPath(page, '/signin');

  // The friend follows the link: the code leaves the address and is kept across the sign-up.
  const again = await openDemoTools(page);
  await again.getByRole('link', { name: `Gift link for ${FRIEND}` }).click();
  await expectPath(page, '/redeem');
  await expect(page).not.toHaveURL(/code=/u);
  await expect(page.getByLabel('Gift code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/signup');
  await expect(page).not.toHaveURL(/code/u);
  await fillSignUp(page, { firstName: 'Robin', lastName: 'Gift', email: FRIEND });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/redeem');
  const preview = page.getByRole('status').filter({ hasText: 'What the gift does' });
  await expect(preview).toContainText('You get 12 months of Mindful');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page, 'the redemption preview');
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(h1(page)).toHaveText('Your gift is redeemed');
  await expect(page.getByText(/^Gift membership until /u)).toBeVisible();
  await expectAccessible(page, 'the redeemed gift');
});

test("a web member's gift moves the next charge later; a used code changes nothing", async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'member@demo.test');
  await page.goto('/redeem?code=mndf year 2026 0002');
  await expect(page).not.toHaveURL(/code=/u);
  await expect(page.getByRole('alert')).toHaveText('This code has already been redeemed.');
  await page.getByLabel('Gift code').fill('mndf-year-2026-0001');
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(page.getByText(/your next charge moves to /u)).toBeVisible();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(h1(page)).toHaveText('Your gift is redeemed');
});

test('an App Store member is told the store keeps billing before redeeming', async ({ page }) => {
  test.slow();
  await signInWith(page, 'Apple');
  await page.goto('/redeem');
  await page.getByLabel('Gift code').fill('MNDF-YEAR-2026-0001');
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(
    page.getByText(/billed by the App Store, and a gift cannot stop that billing/u),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem', exact: true })).toBeVisible();
});

test('a gift member sees when the gift ends, no renewal and an invitation to choose a plan', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'gift@demo.test');
  await expect(page.getByText(/^Gift membership until /u)).toBeVisible();
  await expect(page.getByText(/Choose a plan above to keep going after/u)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel subscription' })).toHaveCount(0);
  await expect(page.getByText('No trial: your plan starts when your gift ends.')).toBeVisible();
  await expect(page.getByText(/free trial/iu)).toHaveCount(0);
  await expectAccessible(page, "a gift member's profile");
});
