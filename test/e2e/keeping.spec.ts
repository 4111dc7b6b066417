/**
 * Keeping members (issue 31; DESIGN.md, keeping members): the four demo members it seeds, at phone
 * size, with the keyboard and axe.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { TEST_CARDS } from '../support/test-cards';
import { expectAccessible, expectProfile, fillCard, readWorld } from './support/app';
import { startSignedIn } from './support/world';

const banner = (page: Page) => page.getByRole('region', { name: "Your payment didn't go through" });
/** On the profile the subscription card tells an unpaid renewal; the banner is on the other pages. */
const subscriptionCard = (page: Page) => page.getByRole('region', { name: 'Your subscription' });

test('Robin (past due) updates the card; the renewal is paid and Robin is active', async ({
  page,
}) => {
  await startSignedIn(page, 'pastDue');
  await expect(subscriptionCard(page)).toContainText("We couldn't charge $4.99 for your renewal");
  await expect(banner(page)).toHaveCount(0);
  await expectAccessible(page, 'a past-due subscription card');
  const history = page.getByRole('region', { name: 'Billing history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Failed');
  await expect(history.getByRole('link', { name: /^Receipt from/u })).toHaveCount(2);
  await history.getByRole('button', { name: 'Show all 6 charges' }).click();
  await expect(history.getByRole('link', { name: /^Receipt from/u })).toHaveCount(5);

  await subscriptionCard(page).getByRole('link', { name: 'Update card and pay $4.99' }).click();
  // The banner is on every member page but the profile.
  await expect(banner(page)).toBeVisible();
  await expectAccessible(page, 'the past-due banner');
  await fillCard(page, TEST_CARDS.succeeds);
  await page.getByRole('button', { name: 'Save card' }).click();

  await expectProfile(page, 'Robin Diaz');
  await expect(subscriptionCard(page).getByRole('heading', { name: 'Active' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Billing history' }).getByRole('row').nth(1),
  ).toContainText('Paid');
  const world = await readWorld(page);
  const robin = world.profiles.find((profile) => profile.uid === 'demo-pastdue');
  expect(robin?.subscription).toMatchObject({ status: 'active', paymentIssue: null });
  // A recovered renewal is no new purchase.
  expect(world.events.filter((event) => event.event === 'purchase')).toEqual([]);
});

const bankCheck = (page: Page) => page.getByRole('dialog', { name: '3-D Secure check' });

test('Noor confirms the renewal with the bank and is active', async ({ page }) => {
  await startSignedIn(page, 'authCheck');
  const card = subscriptionCard(page);
  await expect(card.getByRole('heading', { name: 'Waiting for your bank' })).toBeVisible();
  await expect(card).toContainText('Your bank needs to confirm the $49.99 renewal');
  await expectAccessible(page, 'the bank check on the subscription card');

  await card.getByRole('button', { name: 'Confirm with your bank' }).click();
  await expectAccessible(page, "the bank's check of a renewal");
  await bankCheck(page).getByRole('button', { name: 'Complete authentication' }).click();

  await expect(
    page.getByText('Thank you. Your payment went through and your membership is active again.'),
  ).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Active' })).toBeVisible();
  const world = await readWorld(page);
  const noor = world.profiles.find((profile) => profile.uid === 'demo-authcheck');
  expect(noor?.subscription).toMatchObject({ status: 'active', paymentIssue: null });
  // The recovered renewal is reported once, as a renewal.
  expect(world.events).toEqual([{ event: 'renewal', value: 49.99, currency: 'usd' }]);
});

test('Noor fails the bank check, and a new card pays the renewal', async ({ page }) => {
  await startSignedIn(page, 'authCheck');
  const card = subscriptionCard(page);
  await card.getByRole('button', { name: 'Confirm with your bank' }).click();
  await bankCheck(page).getByRole('button', { name: 'Fail authentication' }).click();
  await expect(card).toContainText("We couldn't verify your card.");

  await card.getByRole('link', { name: 'Update card and pay $49.99' }).click();
  await fillCard(page, TEST_CARDS.authentication);
  await page.getByRole('button', { name: 'Save card' }).click();
  await bankCheck(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expectProfile(page, 'Noor Haddad');
  await expect(card.getByRole('heading', { name: 'Active' })).toBeVisible();
});

test('Lee sees that the card expires before the next charge', async ({ page }) => {
  await startSignedIn(page, 'expiring');
  await expect(page.getByText('Your card expires soon.')).toBeVisible();
  await expect(
    page.getByText(/The card ending in 4444 expires on .*, before your next charge on/u),
  ).toBeVisible();
  await expectAccessible(page, 'the expiring-card notice');
});

test('Sky is paused, told so once and not that it renews, and resumes', async ({ page }) => {
  await startSignedIn(page, 'paused');
  const card = subscriptionCard(page);
  await expect(card.getByRole('heading', { name: /^Paused until/u })).toBeVisible();
  await expect(page.getByText(/^Paused until/u)).toHaveCount(1);
  await expect(page.getByText(/renews automatically/iu)).toHaveCount(0);
  await expect(card.getByText('Next charge')).toHaveCount(0);
  await expectAccessible(page, 'a paused membership');
  await card.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Your subscription renews again.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pause your membership' })).toBeVisible();
});

test('a yearly member previews and makes the switch to monthly, by keyboard', async ({ page }) => {
  await startSignedIn(page, 'member');
  const card = page.getByRole('region', { name: 'Change plan' });
  await card.getByRole('button', { name: 'Switch to monthly' }).focus();
  await page.keyboard.press('Enter');
  await expect(card).toContainText('Due today$0.00');
  await expect(card).toContainText('$4.99 on January 15, 2027');
  await expect(card).toContainText('The new plan starts on January 15, 2027');
  await expectAccessible(page, 'the plan-change preview');
  await card.getByRole('button', { name: 'Confirm the switch' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Your plan has changed. The next charge is $4.99 on January 15, 2027.'),
  ).toBeVisible();
  const world = await readWorld(page);
  expect(world.acknowledgments.at(-1)?.body).toContain('Next charge: $4.99 on January 15, 2027');
  expect(world.events).toEqual([]);
});
