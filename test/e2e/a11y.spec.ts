/**
 * DESIGN.md quality bars: axe finds nothing (WCAG 2.2 A and AA) on every route, dialog and error
 * state, and everything works from the keyboard. Most states are checked where the flows of the
 * other specs reach them; this file covers the rest, the dialogs' keyboard behaviour, and a
 * sign-up to payment done with the keyboard alone.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { TEST_CARDS } from '../support/test-cards';
import {
  expectAccessible,
  expectFocusKept,
  expectPath,
  expectProfile,
  failNextCall,
  h1,
  payButton,
  setLatency,
} from './support/app';
import { startSignedIn } from './support/world';

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab never reached ${target.toString()}`).toBe(true);
}

test('logged-out routes: membership, sign-up with an order, sign-in, forgot password, the accessibility statement', async ({
  page,
}) => {
  test.slow(); // five pages, each scanned by axe
  await page.goto('/membership');
  await expect(page.getByRole('radio', { name: /Yearly/u })).toBeChecked();
  await expectAccessible(page, '/membership');
  await page.goto('/signup?plan=second&promo=TRIAL30');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('TRIAL30');
  await expectAccessible(page, '/signup with an order');
  await page.goto('/signin');
  await expect(h1(page)).toHaveText('Welcome back');
  await expectAccessible(page, '/signin');
  await page.goto('/forgot-password');
  await expect(h1(page)).toHaveText('Forgot your password?');
  await expectAccessible(page, '/forgot-password');
  await page.goto('/accessibility');
  await expect(h1(page)).toHaveText('Accessibility statement');
  await expectAccessible(page, '/accessibility');
});

test('payment-successful and the profile of a member who just subscribed', async ({ page }) => {
  await startSignedIn(page, 'free');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
  await page.getByLabel('Expiration date').fill('1234');
  await page.getByLabel('Security code').fill('123');
  await payButton(page).click();
  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful');
  await expectAccessible(page, '/payment-successful');
});

test('the demo tools dialog: focus inside, Tab trapped, Escape closes and gives focus back', async ({
  page,
}) => {
  await page.goto('/signin');
  const opener = page.getByRole('button', { name: 'Demo tools' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Demo tools' });
  await expect(dialog.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectAccessible(page, 'the demo tools dialog');

  // However far Tab and Shift+Tab go, focus stays in the dialog.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 14; presses += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `${key} × ${presses + 1} left the dialog`,
      ).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The close button works too.
  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the reset password dialog from the keyboard, and its failure', async ({ page }) => {
  await startSignedIn(page, 'free');
  await failNextCall(page, 'identity');
  const opener = page.getByRole('button', { name: 'Reset password' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeFocused();
  await expectAccessible(page, 'the reset password dialog after a failed call');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('failed calls: the profile that would not load, and a checkout that would not open', async ({
  page,
}) => {
  await startSignedIn(page, 'free');
  await expectProfile(page, 'Alex Morgan');
  await failNextCall(page, 'userApi');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't reach our servers. Check your connection and try again.",
  );
  await expectAccessible(page, 'a checkout that failed to open');

  await failNextCall(page, 'userApi');
  await page.reload();
  await expect(h1(page)).toHaveText("We couldn't load your account");
  await expectAccessible(page, 'the profile that failed to load');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectProfile(page, 'Alex Morgan');
});

test('loading states while every call takes 1.5 s', async ({ page }) => {
  await page.goto('/membership');
  await setLatency(page, 1500);
  await page.reload();
  await expect(page.getByText('Loading plans…')).toBeAttached();
  await expectAccessible(page, '/membership while the plans load');
  await expect(page.getByRole('radio', { name: /Yearly/u })).toBeChecked({ timeout: 10_000 });
});

test('keyboard only: choose a plan, apply a code, sign up and pay', async ({ page }) => {
  test.slow();
  await page.goto('/membership');
  const yearly = page.getByRole('radio', { name: /Yearly/u });
  const monthly = page.getByRole('radio', { name: /Monthly/u });
  await expect(yearly).toBeChecked();
  await tabTo(page, yearly);
  await page.keyboard.press('ArrowUp');
  await expect(monthly).toBeChecked();
  await expect(monthly).toBeFocused();

  const promo = page.getByRole('textbox', { name: 'Promo code' });
  await page.keyboard.press('Tab');
  await expect(promo).toBeFocused();
  await page.keyboard.type('welcome20');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Code applied successfully.')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/signup');

  const firstName = page.getByLabel('First Name');
  await tabTo(page, firstName);
  await page.keyboard.type('Kay');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Last Name')).toBeFocused();
  await page.keyboard.type('Board');
  await page.keyboard.press('Shift+Tab');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveValue('Kay');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('kay.board@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Mindful#2026');
  await page.keyboard.press('Enter');

  await expectProfile(page, 'Kay Board');
  const number = page.getByLabel('Card number');
  await tabTo(page, number);
  await page.keyboard.type(TEST_CARDS.succeeds.replaceAll(' ', ''));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiration date')).toBeFocused();
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Security code')).toBeFocused();
  await page.keyboard.type('123');
  await tabTo(page, payButton(page));
  await page.keyboard.press('Space');

  await expectPath(page, '/payment-successful');
  // The paid order's details open from the keyboard too.
  await tabTo(page, page.getByText('Order details'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('WELCOME20')).toBeVisible();
});

test('keyboard only: membership to payment-successful with a 3-D Secure card, Escape on its check', async ({
  page,
}) => {
  test.slow();
  await page.goto('/membership');
  const monthly = page.getByRole('radio', { name: /Monthly/u });
  await tabTo(page, page.getByRole('radio', { name: /Yearly/u }));
  await page.keyboard.press('ArrowUp');
  await expect(monthly).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/signup');
  await expect(h1(page)).toBeFocused();

  await tabTo(page, page.getByLabel('First Name'));
  await page.keyboard.type('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Only');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('tab.only@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Mindful#2026');
  await page.keyboard.press('Enter');

  await expectProfile(page, 'Tab Only');
  await expectFocusKept(page, 'creating the account');
  const payment = page.getByRole('region', { name: 'Payment details' });
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type(TEST_CARDS.authentication.replaceAll(' ', ''));
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  const pay = payButton(page);
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  const check = page.getByRole('dialog', { name: '3-D Secure check' });
  await expect(check.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(check).toHaveCount(0);
  await expect(payment.getByRole('alert')).toBeVisible();
  await expect(pay).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(check.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful');
  await expectFocusKept(page, 'paying');
  await expect(h1(page)).toBeFocused();
});
