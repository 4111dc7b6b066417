/**
 * Express checkout in the memory build (issue: "pay by card or express checkout", SPEC.md's first
 * line): demo wallets beside the card form, a sheet with the page's schedule, the same confirmation,
 * success screen and tracking as a card, and no second subscription from any double action.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import {
  closeDialog,
  expectAccessible,
  expectFocusKept,
  expectPath,
  expectProfile,
  fillSignUp,
  h1,
  openDemoTools,
  payButton,
  purchases,
  readWorld,
  signIn,
} from './support/app';
import { startSignedIn } from './support/world';

const wallet = (page: Page, name: 'Apple Pay' | 'Google Pay') =>
  page.getByRole('button', { name: `${name} Demo` });

async function openCheckout(page: Page) {
  await signIn(page, DEMO_ACCOUNTS.free.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Payment details' })).toBeVisible();
}

async function openSheet(page: Page, name: 'Apple Pay' | 'Google Pay'): Promise<Locator> {
  await wallet(page, name).click();
  const sheet = page.getByRole('dialog', { name });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function subscriptionOf(page: Page, email: string) {
  const world = await readWorld(page);
  const uid = world.accounts.find((account) => account.email === email)?.uid;
  return world.profiles.find((profile) => profile.uid === uid)?.subscription ?? null;
}

for (const name of ['Apple Pay', 'Google Pay'] as const) {
  test(`a visitor subscribes with ${name} from /membership to the profile`, async ({ page }) => {
    await page.goto('/membership?promo=WELCOME20');
    await expect(page.getByText('Code applied successfully.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/signup');
    await fillSignUp(page, { firstName: 'Wally', lastName: 'Lett', email: 'wally@example.com' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectProfile(page, 'Wally Lett');

    // The order's line sits right above the wallets, which commit to it; the sheet says the rest.
    const payment = page.getByRole('region', { name: 'Payment details' });
    const terms = payment.getByRole('region', { name: 'Your order' });
    await expect(terms).toContainText('$0.00 today');
    await expect(terms).toContainText('$39.99 first year');
    await expect(terms).toContainText('then $49.99/year');
    const line = await terms.boundingBox();
    const firstWallet = await wallet(page, 'Apple Pay').boundingBox();
    expect(
      firstWallet!.y - (line!.y + line!.height),
      'nothing between line and wallets',
    ).toBeLessThan(24);
    await expect(payment.getByText('or pay by card')).toBeVisible();

    const sheet = await openSheet(page, name);
    await expect(sheet).toContainText('wally@example.com');
    await expect(sheet).toContainText('Visa ending in 4242');
    await expect(sheet).toContainText('$39.99 on');
    await expect(sheet).toContainText('for the first year only');
    await expect(sheet).toContainText('$49.99 every year until you cancel');
    await expectAccessible(page, `the ${name} sheet`);
    await sheet.getByRole('button', { name: 'Pay' }).click();

    await expectPath(page, '/payment-successful');
    await expect(h1(page)).toHaveText('Welcome to Mindful');
    await expectFocusKept(page, `paying with ${name}`);
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
      'for the first year only',
    );
    await expect.poll(async () => purchases(await readWorld(page))).toHaveLength(1);

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
      'Card ending in 4242',
    );
    expect(purchases(await readWorld(page))).toHaveLength(1);
  });
}

test.describe('the sheet', () => {
  test('closing the sheet leaves the page as it was; nothing is paid', async ({ page }) => {
    await openCheckout(page);
    await expectAccessible(page, 'the checkout with wallets');

    let sheet = await openSheet(page, 'Apple Pay');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(wallet(page, 'Apple Pay')).toBeFocused();

    sheet = await openSheet(page, 'Google Pay');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(wallet(page, 'Google Pay')).toBeFocused();

    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(payButton(page)).toBeVisible();
    expect(await subscriptionOf(page, DEMO_ACCOUNTS.free.email)).toBeNull();
  });

  test('a declined wallet, then one that needs the bank’s check', async ({ page }) => {
    await openCheckout(page);
    let tools = await openDemoTools(page);
    await tools
      .getByRole('radiogroup', { name: 'Next wallet payment' })
      .getByRole('radio', { name: 'Is declined' })
      .check();
    await closeDialog(page);

    let sheet = await openSheet(page, 'Google Pay');
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Your card was declined.');
    await expectFocusKept(page, 'a declined wallet payment');
    await expectAccessible(page, 'the sheet with its error');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Payment details' })).toContainText(
      'Your card was declined.',
    );
    expect(await subscriptionOf(page, DEMO_ACCOUNTS.free.email)).toBeNull();

    tools = await openDemoTools(page);
    await tools
      .getByRole('radiogroup', { name: 'Next wallet payment' })
      .getByRole('radio', { name: 'Needs authentication' })
      .check();
    await closeDialog(page);
    sheet = await openSheet(page, 'Apple Pay');
    await sheet.getByRole('button', { name: 'Pay' }).click();
    const check = page.getByRole('dialog', { name: '3-D Secure check' });
    await check.getByRole('button', { name: 'Complete authentication' }).click();

    await expectPath(page, '/payment-successful');
    await expect.poll(async () => purchases(await readWorld(page))).toHaveLength(1);
  });

  test('a double click on the wallet and on Pay makes one subscription', async ({ page }) => {
    await openCheckout(page);

    await wallet(page, 'Apple Pay').dblclick();
    const sheet = page.getByRole('dialog', { name: 'Apple Pay' });
    await expect(sheet).toHaveCount(1);
    await sheet.getByRole('button', { name: 'Pay' }).dblclick();

    await expectPath(page, '/payment-successful');
    await expect.poll(async () => purchases(await readWorld(page))).toHaveLength(1);
    const world = await readWorld(page);
    expect(world.paymentMethods.filter((method) => method.last4 === '4242')).toHaveLength(2);
  });

  test('keyboard only: Tab to a wallet, Enter, Pay', async ({ page }) => {
    await openCheckout(page);
    await wallet(page, 'Apple Pay').focus();
    await page.keyboard.press('Tab');
    await expect(wallet(page, 'Google Pay')).toBeFocused();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Google Pay' });
    await expect(sheet).toBeVisible();
    // The sheet opens on its first control, Pay; Tab stays inside it.
    const pay = sheet.getByRole('button', { name: 'Pay' });
    await expect(pay).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(pay).toBeFocused();
    await page.keyboard.press('Enter');

    await expectPath(page, '/payment-successful');
    await expectFocusKept(page, 'paying by keyboard');
  });

  test('change payment method with a wallet: a setup, nothing charged', async ({ page }) => {
    await startSignedIn(page, 'member', '/change-payment-method');
    await expect(page.getByText(/Nothing is charged today/u).first()).toBeVisible();

    const sheet = await openSheet(page, 'Google Pay');
    await expect(sheet).toContainText('Nothing is charged today');
    await sheet.getByRole('button', { name: 'Pay' }).click();

    await expectPath(page, '/');
    await expect(page.getByText('Your payment method was updated.')).toBeVisible();
    expect(purchases(await readWorld(page))).toHaveLength(0);
  });
});
