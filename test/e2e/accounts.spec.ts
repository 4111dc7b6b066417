/**
 * Each demo account of DESIGN.md signs in and sees its own profile: name, e-mail, the Subscribed
 * label, the login provider, and what its subscription offers (SPEC.md sections 2 and 6).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import {
  expectAccessible,
  expectPath,
  expectProfile,
  fillSignIn,
  logOut,
  signIn,
  signInWith,
} from './support/app';

const subscriptionCard = (page: Page) => page.getByRole('region', { name: 'Your subscription' });

test('free: Unsubscribed, the plan chooser, no subscription card', async ({ page }) => {
  const profile = await signIn(page, DEMO_ACCOUNTS.free.email);
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText('Alex Morgan');
  await expect(profile).toContainText('free@demo.test');
  await expect(profile.getByText('Unsubscribed', { exact: true })).toBeVisible();
  await expect(profile).toContainText('Signed in with Email');
  await expect(page.getByRole('region', { name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Yearly/u })).toBeChecked();
  await expect(subscriptionCard(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Get the app' })).toHaveCount(0);
  await expectAccessible(page, 'the profile of a member without a subscription');

  await logOut(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  await page.goto('/');
  await expectPath(page, '/signin');
});

test('member: Subscribed, the yearly plan with its dates and card, Cancel and Change Payment', async ({
  page,
}) => {
  const profile = await signIn(page, DEMO_ACCOUNTS.member.email);
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText('Sam Rivera');
  await expect(profile.getByText('Subscribed', { exact: true })).toBeVisible();
  const card = subscriptionCard(page);
  await expect(card).toContainText('$49.99 every year');
  await expect(card).toContainText('January 15, 2026');
  await expect(card).toContainText('01/15/2027');
  await expect(card).toContainText('Card ending in 4242');
  await expect(card.getByRole('link', { name: 'Cancel subscription' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Change payment method' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get the app' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Choose your plan' })).toHaveCount(0);
  await expectAccessible(page, 'the profile of a subscribed member');
});

test('discount: the discounted next charge beside the regular price, never as a lasting price', async ({
  page,
}) => {
  const profile = await signIn(page, DEMO_ACCOUNTS.discount.email);
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText('Casey Kim');
  const card = subscriptionCard(page);
  await expect(card).toContainText('$39.99, discount applied');
  await expect(card).toContainText('$49.99 every year');
  await expect(card).not.toContainText('$39.99 every year');
  await expect(card.locator('s, del')).toHaveCount(0);
  await expect(card).toContainText('Card ending in 4444');
  await expect(card.getByRole('link', { name: 'Cancel subscription' })).toBeVisible();
});

test('cancelled: the loss-of-access date, Change Payment but no Cancel', async ({ page }) => {
  const profile = await signIn(page, DEMO_ACCOUNTS.cancelled.email);
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText('Jamie Lee');
  const card = subscriptionCard(page);
  // One status: the end date once, as the card's heading, and its one action first.
  await expect(card.getByRole('heading', { name: 'Ends on December 20, 2026' })).toBeVisible();
  await expect(card).toContainText("Your subscription won't renew.");
  await expect(card.getByRole('button', { name: 'Turn renewal back on' })).toBeVisible();
  await expect(card).toContainText('$4.99 every month');
  await expect(card.getByRole('link', { name: 'Change payment method' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Cancel subscription' })).toHaveCount(0);
  // Cancelling is only for a subscription that renews: the address alone does not get there.
  await page.goto('/cancel-subscription');
  await expectProfile(page, 'Jamie Lee');
});

test('Google: Riley Chen, a Google Account whose e-mail cannot be edited here', async ({
  page,
}) => {
  const profile = await signInWith(page, 'Google');
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText('Riley Chen');
  await expect(profile).toContainText('riley.chen@demo.test');
  await expect(profile).toContainText('Signed in with Google Account');
  await expect(profile.getByText('Unsubscribed', { exact: true })).toBeVisible();
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue('riley.chen@demo.test');
  await expect(details.getByRole('button', { name: 'Edit Email' })).toHaveCount(0);
  await expect(details).toContainText("This email comes from your sign-in provider, so it can't");
  await expect(details.getByRole('button', { name: 'Edit First Name' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Choose your plan' })).toBeVisible();
});

test('Apple: Jordan Park, an App Store subscription the portal shows but cannot change', async ({
  page,
}) => {
  const profile = await signInWith(page, 'Apple');
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText('Jordan Park');
  await expect(profile).toContainText('Signed in with Apple ID');
  await expect(profile.getByText('Subscribed', { exact: true })).toBeVisible();
  const card = subscriptionCard(page);
  await expect(card).toContainText('billed by the App Store, so you manage or cancel it there');
  await expect(card.getByRole('link')).toHaveCount(1);
  await expect(card.getByRole('link', { name: /Manage it in the App Store/u })).toHaveAttribute(
    'href',
    'https://apps.apple.com/account/subscriptions',
  );
  const account = page.getByRole('region', { name: 'Password and account' });
  await expect(account.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  await expect(account).toContainText('You sign in with your Apple ID');
  await account.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: /Delete/u });
  await expect(dialog).toContainText('the App Store keeps billing it');
  await expectAccessible(page, 'the delete dialog of an App Store subscriber');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Get the app' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Choose your plan' })).toHaveCount(0);
  await expectAccessible(page, 'the profile of an App Store subscriber');

  // Cancel and change payment are only for Stripe subscriptions: both send the person to /.
  for (const path of ['/cancel-subscription', '/change-payment-method']) {
    await page.goto(path);
    await expectProfile(page, 'Jordan Park');
  }
});

test('a wrong password is refused; the right one signs in', async ({ page }) => {
  await page.goto('/signin');
  await fillSignIn(page, DEMO_ACCOUNTS.member.email, 'not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials, please try again.');
  await expectAccessible(page, 'a refused sign-in');
  await page.getByLabel('Password', { exact: true }).fill('Mindful#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectProfile(page, 'Sam Rivera');
});
