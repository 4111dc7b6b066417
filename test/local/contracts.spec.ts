/**
 * The law's cancellation on the real adapters (npm run test:local): a member of the Auth emulator
 * pays through the stand-in for Stripe, then, signed out, cancels on "Cancel contracts here". The
 * local API server changes nothing until the owner follows the one-time link it e-mailed to the
 * account (read from its outbox, as the journeys read the emulator's reset codes); then the
 * membership ends at the term it was received in.
 */
import type { Page } from '@playwright/test';
import {
  LOCAL_OUTBOX_PATH,
  type LocalMail,
  type LocalOutbox,
} from '../../tools/api-server/local-outbox';
import { TEST_CARDS } from '../support/test-cards';
import {
  expectPath,
  expectProfile,
  fillCard,
  fillSignIn,
  fillSignUp,
  logOut,
  payButton,
} from '../e2e/support/app';
import { expect, test } from '../e2e/support/fixtures';

/** An address no earlier run used: the emulator keeps its accounts for the whole run. */
const newEmail = () => `owner.${Date.now()}@local.test`;

/** The e-mails the local API server sent to an address, oldest first. */
async function mailTo(email: string): Promise<LocalMail[]> {
  const outbox = new URL(LOCAL_OUTBOX_PATH, process.env.LOCAL_API_URL ?? '');
  outbox.searchParams.set('email', email);
  const response = await fetch(outbox);
  expect(response.status).toBe(200);
  return ((await response.json()) as LocalOutbox).mails;
}

async function subscribedMember(page: Page, email: string) {
  await page.goto('/signup');
  await fillSignUp(page, { firstName: 'Olive', lastName: 'Owner', email });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, 'Olive Owner');
  await page.getByRole('radio', { name: /Monthly/u }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Payment details' })).toBeVisible();
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expectPath(page, '/payment-successful');
}

const subscriptionCard = (page: Page) => page.getByRole('region', { name: 'Your subscription' });

test("a signed-out cancellation waits for the owner's e-mailed link, then ends the membership", async ({
  page,
}) => {
  test.slow();
  const email = newEmail();
  await subscribedMember(page, email);
  await page.goto('/');
  await expect(subscriptionCard(page)).toContainText('renews automatically');
  await logOut(page);

  await page.goto('/cancel-contract');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Cancel now' }).click();
  await expect(page.getByRole('region', { name: 'We received your cancellation' })).toContainText(
    'Nothing changes yet.',
  );
  const mail = (await mailTo(email)).at(-1);
  expect(mail?.subject).toBe('Please confirm your cancellation');
  expect(mail?.body).toContain('If this was not you, ignore this e-mail: nothing changes.');

  // Nothing changed yet.
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectProfile(page, 'Olive Owner');
  await expect(subscriptionCard(page)).toContainText('renews automatically');
  await logOut(page);

  await page.goto(mail?.link ?? '/contracts/confirm');
  await expect(page).not.toHaveURL(/token/u);
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('region', { name: 'Your cancellation is confirmed' })).toContainText(
    'Your membership is cancelled.',
  );

  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectProfile(page, 'Olive Owner');
  await expect(subscriptionCard(page).getByRole('heading', { name: /^Ends on/u })).toBeVisible();
});
