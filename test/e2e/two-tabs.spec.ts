/**
 * The demo world is one world in every tab (DESIGN.md: kept in localStorage; each tab takes up
 * what another saves): two tabs of one browser, at a phone's and a laptop's width. A second tab
 * that tries to pay for an account the first one has just subscribed is told so, and nothing is
 * replaced.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { TEST_CARDS } from '../support/test-cards';
import {
  expectAccessible,
  expectFocusKept,
  expectPath,
  expectProfile,
  fillCard,
  h1,
  logOut,
  payButton,
  paymentMethodsOf,
  purchases,
  readWorld,
} from './support/app';
import { startSignedIn } from './support/world';

// The two tabs set their own widths, a phone's and a laptop's: run at desktop size only.
test.skip(({ isMobile }) => isMobile, 'viewport-independent');

const ALREADY_SUBSCRIBED =
  'You already have an active subscription. Nothing was charged for this checkout. Your subscription is shown below.';

/** From the profile's plan chooser to the open checkout, with the card form ready. */
async function openCheckout(tab: Page) {
  const chooser = tab.getByRole('region', { name: 'Choose your plan' });
  await chooser.getByRole('button', { name: 'Continue' }).click();
  const payment = tab.getByRole('region', { name: 'Payment details' });
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await expectFocusKept(tab, 'Continue to the payment step');
}

test('two tabs open checkout; the first pays, the second is told and the first subscription stays', async ({
  page,
  context,
}) => {
  await startSignedIn(page, 'free');
  await expectProfile(page, 'Alex Morgan');
  const second = await context.newPage();
  await second.goto('/');
  await expectProfile(second, 'Alex Morgan');

  await openCheckout(page);
  await openCheckout(second);

  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful');

  await fillCard(second, TEST_CARDS.mastercard);
  await payButton(second).click();

  const notice = second.getByText(ALREADY_SUBSCRIBED);
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(second.getByRole('region', { name: 'Payment details' })).toHaveCount(0);
  await expectPath(second, '/');
  const profile = await expectProfile(second, 'Alex Morgan');
  await expect(profile.getByText('Subscribed', { exact: true })).toBeVisible();
  const subscription = second.getByRole('region', { name: 'Your subscription' });
  await expect(subscription).toContainText('Card ending in 4242');
  await expect(second.getByRole('region', { name: 'Choose your plan' })).toHaveCount(0);
  await expectAccessible(second, 'the profile after a checkout another tab paid first');

  // Nothing was replaced: one card, one purchase, the first tab's subscription, also after a reload.
  const world = await readWorld(second);
  expect(paymentMethodsOf(world, DEMO_ACCOUNTS.free.email)).toEqual([
    expect.objectContaining({ last4: '4242' }),
  ]);
  await expect.poll(async () => purchases(await readWorld(second)).length).toBe(1);
  await second.reload();
  await expectProfile(second, 'Alex Morgan');
  await expect(second.getByRole('region', { name: 'Your subscription' })).toContainText(
    'Card ending in 4242',
  );
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    'Card ending in 4242',
  );
});

test('a second tab follows the first: logging out in one signs the other out too', async ({
  page,
  context,
}) => {
  await startSignedIn(page, 'member');
  await expectProfile(page, 'Sam Rivera');
  const second = await context.newPage();
  await second.goto('/');
  await expectProfile(second, 'Sam Rivera');

  await logOut(page);

  await expectPath(second, '/signin');
  await expect(h1(second)).toHaveText('Welcome back');
});
