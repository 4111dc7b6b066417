/**
 * Back, forward and reload on every route, also in the middle of checkout and after payment: no
 * screen breaks, no order is lost or paid twice (DESIGN.md quality bars).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { TEST_CARDS } from '../support/test-cards';
import {
  expectNoCrash,
  expectPath,
  expectProfile,
  fillCard,
  fillSignUp,
  h1,
  payButton,
  paymentMethodsOf,
  purchases,
  readWorld,
} from './support/app';
import { startSignedIn } from './support/world';

// Back, forward and reload do not depend on the viewport: run at desktop size only.
test.skip(({ isMobile }) => isMobile, 'viewport-independent');

/** Reloads and checks the page comes back as it was. */
async function reloadKeeps(page: Page, path: string, heading: string) {
  await page.reload();
  await expectPath(page, path);
  await expect(h1(page)).toHaveText(heading);
}

test('visitor routes: reload each, then back through all of them and forward again', async ({
  page,
}) => {
  // Every visitor route loaded, reloaded and walked back and forth.
  test.slow();
  const visited: [string, string][] = [
    ['/membership', 'Find your calm with Mindful'],
    ['/signup', 'Create your account'],
    ['/signin', 'Welcome back'],
    ['/forgot-password', 'Forgot your password?'],
    ['/set-password-successful', 'Ready when you are'],
    ['/lost', 'Page not found'],
  ];
  await page.goto('/membership');
  await reloadKeeps(page, '/membership', 'Find your calm with Mindful');
  await page.getByRole('button', { name: 'Continue' }).click();
  await reloadKeeps(page, '/signup', 'Create your account');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await reloadKeeps(page, '/signin', 'Welcome back');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await reloadKeeps(page, '/forgot-password', 'Forgot your password?');
  await page.goto('/set-password-successful');
  await reloadKeeps(page, '/set-password-successful', 'Ready when you are');
  await page.goto('/lost');
  await reloadKeeps(page, '/lost', 'Page not found');

  for (const [path, heading] of visited.slice(0, -1).reverse()) {
    await page.goBack();
    await expectPath(page, path);
    await expect(h1(page)).toHaveText(heading);
  }
  for (const [path, heading] of visited.slice(1)) {
    await page.goForward();
    await expectPath(page, path);
    await expect(h1(page)).toHaveText(heading);
  }
});

test('member routes: reload each, back and forward between profile, card change and cancel', async ({
  page,
}) => {
  await startSignedIn(page, 'member');
  await expectProfile(page, 'Sam Rivera');
  await page.reload();
  await expectProfile(page, 'Sam Rivera');
  await page.getByRole('link', { name: 'Change payment method' }).click();
  await reloadKeeps(page, '/change-payment-method', 'Change payment method');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.goBack();
  await expectProfile(page, 'Sam Rivera');
  await page.goForward();
  await expect(h1(page)).toHaveText('Change payment method');
  await page.getByRole('link', { name: 'Cancel', exact: true }).click();
  await page.getByRole('link', { name: 'Cancel subscription' }).click();
  await reloadKeeps(page, '/cancel-subscription', 'Cancel your subscription');
  await page.getByRole('radio', { name: 'It is too expensive' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('region', { name: 'Before you go' })
    .getByRole('button', { name: 'Continue cancelling' })
    .click();
  await expectProfile(page, 'Sam Rivera');
  // Back to the cancel page of a subscription that no longer renews: it sends the member home.
  await page.goBack();
  await expectProfile(page, 'Sam Rivera');
  await expectNoCrash(page);
  expect((await readWorld(page)).cancellations).toHaveLength(1);
});

test('reload and back in the middle of checkout and after payment: nothing lost, nothing paid twice', async ({
  page,
}) => {
  test.slow();
  await page.goto('/membership?plan=first&promo=WELCOME20');
  await expect(page.getByText('Code applied successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillSignUp(page, { firstName: 'Back', lastName: 'Button', email: 'back@example.com' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, 'Back Button');
  await expect(page.getByLabel('Card number')).toBeVisible();

  // Reload with the checkout open: the plan chooser comes back with the order of the address.
  await page.reload();
  await expectProfile(page, 'Back Button');
  await expectNoCrash(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();

  // Back from the checkout: the sign-up page is for visitors, so the member stays home.
  await page.goBack();
  await expectProfile(page, 'Back Button');
  await page.goForward();
  await expectNoCrash(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful');
  await expect.poll(async () => purchases(await readWorld(page))).toHaveLength(1);

  // After payment: reload, back and forward never pay or report again.
  await page.reload();
  await expectNoCrash(page);
  await page.goBack();
  await expectNoCrash(page);
  await page.goForward();
  await expectNoCrash(page);
  await page.goto('/');
  const profile = await expectProfile(page, 'Back Button');
  await expect(profile.getByText('Subscribed', { exact: true })).toBeVisible();
  await page.goBack();
  await expectNoCrash(page);

  const world = await readWorld(page);
  expect(paymentMethodsOf(world, 'back@example.com')).toHaveLength(1);
  expect(purchases(world)).toHaveLength(1);
});

test('back after signing in or out never shows the other side’s page', async ({ page }) => {
  await page.goto('/membership');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.free.email);
  await page.getByLabel('Password', { exact: true }).fill('Mindful#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectProfile(page, 'Alex Morgan');
  await page.goBack();
  await expectProfile(page, 'Alex Morgan');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectPath(page, '/signin');
  // The profile's history entry became /signin: back leaves the portal, forward returns to sign-in.
  await page.goBack();
  await page.goForward();
  await expectPath(page, '/signin');
  await expect(h1(page)).toHaveText('Welcome back');
});
