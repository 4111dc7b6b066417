/**
 * The screens npm run screens takes (tools/screens/screens.ts): each a page, the account it is
 * seen as, and the steps that bring it on screen.
 */
import type { Page } from '@playwright/test';
import type { DEMO_ACCOUNTS } from '../../test/support/demo-accounts';
import { DEMO_PASSWORD } from '../../test/support/demo-accounts';
import { TEST_CARDS } from '../../test/support/test-cards';
import { GIFT_SHOTS } from './gift-shots';

export interface Shot {
  name: string;
  /** Signed in as this seed account before the first page load; a visitor without one. */
  account?: keyof typeof DEMO_ACCOUNTS;
  /** Brings the page to the state to photograph. */
  go: (page: Page) => Promise<void>;
  /** The first screen only (what is seen without scrolling), not the whole page. */
  fold?: boolean;
  /**
   * The last step, after a language switch (a dialog makes the footer's switch inert): `words`
   * gives a key's text in the page's language.
   */
  last?: (page: Page, words: Words) => Promise<void>;
}

export type Words = (key: string) => string;

export const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();

async function signUpToCheckout(page: Page) {
  await page.goto('/signup?plan=second');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Card number').waitFor();
}

/** The checkout asked for at sign-up, still opening: every call of the demo world slowed. */
async function signUpToOpeningCheckout(page: Page) {
  await page.goto('/signup?plan=second');
  await page.getByRole('button', { name: 'Demo tools' }).click();
  await page.getByLabel('Latency in ms for every call').fill('2000');
  await page.keyboard.press('Escape');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page
    .getByRole('region', { name: 'Payment details' })
    .getByText('Billing is loading...please wait.')
    .waitFor();
}

async function fillCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill(expiry);
  await page.getByLabel('Security code').fill(cvc);
}

const payButton = (page: Page) =>
  page.getByRole('button', { name: /^(Start free trial|Pay|Subscribe|Start trial)/u });

/** A visitor from the EU must ask for access within the withdrawal period before paying. */
async function tickWithdrawalBoxIfAsked(page: Page) {
  const box = page.getByLabel('I expressly ask that my access start now');
  if ((await box.count()) > 0) await box.check();
}

async function payAndWaitForAlert(page: Page) {
  await tickWithdrawalBoxIfAsked(page);
  await payButton(page).click();
  await page.getByRole('alert').first().waitFor();
}

async function payToWelcome(page: Page) {
  await signUpToCheckout(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await tickWithdrawalBoxIfAsked(page);
  await payButton(page).click();
  await page.getByRole('heading', { name: 'Welcome to Mindful' }).waitFor();
}

async function openDeleteDialog(page: Page, words: Words) {
  await page.getByRole('button', { name: words('deleteAccountModal.open') }).click();
  await page.getByRole('dialog').waitFor();
}

export const SHOTS: Shot[] = [
  { name: 'membership', go: async (page) => (await page.goto('/membership'), heading(page)) },
  {
    name: 'membership-promo',
    go: async (page) => {
      await page.goto('/membership?plan=first&promo=WELCOME20');
      await page.getByText('Code applied successfully.').waitFor();
    },
  },
  {
    name: 'signup-order',
    go: async (page) => (await page.goto('/signup?plan=second'), heading(page)),
  },
  { name: 'checkout-opening', go: signUpToOpeningCheckout },
  { name: 'checkout', go: signUpToCheckout },
  { name: 'checkout-fold', go: signUpToCheckout, fold: true },
  {
    name: 'checkout-trial-open',
    go: async (page) => {
      await signUpToCheckout(page);
      await page.getByText('How your trial works').click();
    },
  },
  {
    name: 'checkout-declined-fold',
    fold: true,
    go: async (page) => {
      await signUpToCheckout(page);
      await fillCard(page, TEST_CARDS.declined);
      await payAndWaitForAlert(page);
    },
  },
  {
    name: 'checkout-expired-fold',
    fold: true,
    go: async (page) => {
      await signUpToCheckout(page);
      await fillCard(page, TEST_CARDS.succeeds, '12 / 20');
      await payAndWaitForAlert(page);
    },
  },
  {
    name: 'checkout-incomplete-fold',
    fold: true,
    go: async (page) => {
      await signUpToCheckout(page);
      await payAndWaitForAlert(page);
    },
  },
  {
    name: 'checkout-promo',
    go: async (page) => {
      await page.goto('/membership?plan=second&promo=WELCOME20');
      await page.getByText('Code applied successfully.').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('First Name').fill('Ada');
      await page.getByLabel('Last Name').fill('Lovelace');
      await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByLabel('Card number').waitFor();
    },
  },
  {
    name: 'payment-successful-fold',
    fold: true,
    go: payToWelcome,
  },
  {
    name: 'payment-successful',
    go: payToWelcome,
  },
  ...(
    [
      ['free', 'free'],
      ['member', 'member'],
      ['cancelled', 'cancelled'],
      // Keeping members (issue 31): a failed renewal, the bank's check, an expiring card, a pause.
      ['past-due', 'pastDue'],
      ['bank-check', 'authCheck'],
      ['expiring', 'expiring'],
      ['paused', 'paused'],
    ] as const
  ).map(([name, account]) => ({ name: `profile-${name}`, account, go: heading })),
  {
    name: 'cancel-subscription',
    account: 'member',
    go: async (page) => {
      await page.goto('/cancel-subscription');
      // The page's own first reason: the footer's theme switch is a radio group too.
      await page.getByRole('main').getByRole('radio').first().check();
    },
  },
  {
    // The notice a cancellation leaves; in another language its date is rewritten by the switch.
    name: 'cancelled-notice',
    account: 'member',
    go: async (page) => {
      await page.goto('/cancel-subscription');
      await page.getByRole('main').getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: 'Continue cancelling' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Your subscription is cancelled' })
        .waitFor();
    },
  },
  ...(['member', 'free'] as const).map((account) => ({
    name: `delete-dialog-${account}`,
    account,
    fold: true,
    go: heading,
    last: openDeleteDialog,
  })),
  {
    name: 'not-found-visitor',
    go: async (page) => (await page.goto('/no-such-page'), heading(page)),
  },
  {
    name: 'not-found-member',
    account: 'member',
    go: async (page) => (await page.goto('/no-such-page'), heading(page)),
  },
  ...GIFT_SHOTS,
];

/**
 * The seed world, written before each page's first script runs: with `account` signed in, and the
 * visitor in the chosen language's country. Without either, the app seeds the world itself.
 */
