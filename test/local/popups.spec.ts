/**
 * Google and Apple in their popups, on the real Firebase adapter against the Auth emulator (npm run
 * test:local). The emulator's provider page stands in for Google's and Apple's; its helper frame
 * and Firebase talk through the stand-in for Google's gapi loader (emulator-front.ts).
 */
import type { Page } from '@playwright/test';
import { expectPath, expectProfile, logOut } from '../e2e/support/app';
import { expect, test } from '../e2e/support/fixtures';

/** Firebase's 2 s poll of the popup, its 8 s grace once it is closed, and a margin. */
const FIREBASE_NOTICES_A_CLOSED_POPUP_MS = 15_000;

let accounts = 0;

function newEmail(name: string): string {
  accounts += 1;
  return `${name}.${Date.now()}.${accounts}@local.test`;
}

/** Clicks "Continue with …" and gives the provider's page that opens for it. */
async function openProvider(page: Page, provider: 'Google' | 'Apple'): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  return popup;
}

/** At the provider's page: a new account of the provider, then its sign-in. */
async function newProviderAccount(popup: Page, email: string, name: string) {
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  await popup.locator('#sign-in').click();
}

test('a new person continues with Google, meets their profile, and comes back the same way', async ({
  page,
}) => {
  const email = newEmail('grace');
  await page.goto('/signin');
  const popup = await openProvider(page, 'Google');
  await expect(popup).toHaveURL(/providerId=google\.com/u);
  await newProviderAccount(popup, email, 'Grace Hopper');
  await popup.waitForEvent('close');

  const profile = await expectProfile(page, 'Grace Hopper');
  await expect(profile).toContainText('Signed in with Google Account');
  await expect(profile).toContainText(email);

  await logOut(page);
  const again = await openProvider(page, 'Google');
  // The provider's page offers the account it knows.
  await again.getByText(email).click();
  await again.waitForEvent('close');
  await expectProfile(page, 'Grace Hopper');
});

test('a new person signs up with Apple from the sign-up page', async ({ page }) => {
  await page.goto('/signup');
  const popup = await openProvider(page, 'Apple');
  await expect(popup).toHaveURL(/providerId=apple\.com/u);
  await newProviderAccount(popup, newEmail('tim'), 'Tim Berners');
  await popup.waitForEvent('close');
  const profile = await expectProfile(page, 'Tim Berners');
  await expect(profile).toContainText('Signed in with Apple ID');
});

test('closing the provider’s page leaves the person on the sign-in page, free to try again', async ({
  page,
}) => {
  await page.goto('/signin');
  const popup = await openProvider(page, 'Google');
  await popup.close();
  await expectPath(page, '/signin');
  // Firebase may keep the sign-in under way for 10 s after the provider's page closed.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled({
    timeout: FIREBASE_NOTICES_A_CLOSED_POPUP_MS,
  });
});
