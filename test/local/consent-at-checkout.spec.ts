/**
 * The consent recorded at checkout, on the real adapters (npm run test:local): the checkout
 * session carries the terms shown, the local API server records them with the intent, and when
 * the stand-in for Stripe confirms the card it makes the record final and sends the
 * acknowledgment itself (DESIGN.md, "The back end keeps the consent"). A user-API call that fails
 * at the moment of paying loses neither. The server's outbox is read at its local-only path.
 */
import type { Page, Route } from '@playwright/test';
import { seededWorld, storeWorldBeforeStart } from '../e2e/support/world';
import { expectPath, expectProfile, fillCard, fillSignUp, h1, payButton } from '../e2e/support/app';
import { expect, test } from '../e2e/support/fixtures';
import { TEST_CARDS } from '../support/test-cards';
import { LOCAL_OUTBOX_PATH, type LocalOutbox } from '../../tools/api-server/local-outbox';
import { TERMS_VERSION } from '../../src/domain/consent';

let accounts = 0;

/** An address no earlier run used: the emulator keeps its accounts for the whole run. */
function newEmail(name: string): string {
  accounts += 1;
  return `${name}.${Date.now()}.consent.${accounts}@local.test`;
}

const apiUrl = () => {
  const url = process.env.LOCAL_API_URL;
  if (!url) throw new Error('LOCAL_API_URL is not set: run the suite with `npm run test:local`.');
  return url;
};

/** What the local API server kept and sent for the account of this address. */
async function outboxOf(email: string): Promise<LocalOutbox> {
  const url = new URL(LOCAL_OUTBOX_PATH, apiUrl());
  url.searchParams.set('email', email);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as LocalOutbox;
}

/** Signs a new account up and opens the checkout of the plan chosen on the profile. */
async function signUpToPayment(page: Page, plan: RegExp) {
  const email = newEmail('consent');
  await page.goto('/signup');
  await fillSignUp(page, { firstName: 'Cora', lastName: 'Sent', email });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, 'Cora Sent');
  await page.getByRole('radio', { name: plan }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('region', { name: 'Payment details' }).getByLabel('Card number'),
  ).toBeVisible();
  return email;
}

/**
 * From now on, the next call of the user API fails on the network, once: as a person's connection
 * would drop at the moment of paying. Resolves with the call that failed, once it has.
 */
function failNextUserApiCall(page: Page): Promise<string> {
  const api = new URL(apiUrl());
  return new Promise((resolve) => {
    void page.route(
      (url) => url.origin === api.origin && url.pathname.startsWith(`${api.pathname}users`),
      async (route: Route) => {
        resolve(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
        await route.abort('internetdisconnected');
      },
      { times: 1 },
    );
  });
}

/** The browser logs the failed request; the test makes it fail. */
const DROPPED_CALL = /ERR_INTERNET_DISCONNECTED|Failed to load resource/u;

test('a US member’s consent and acknowledgment survive a failed user API call at the moment of paying', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(DROPPED_CALL);
  const email = await signUpToPayment(page, /Monthly/u);
  await expect(outboxOf(email)).resolves.toEqual({ consents: [], mails: [] });
  await fillCard(page, TEST_CARDS.succeeds);

  const failed = failNextUserApiCall(page);
  await payButton(page).click();

  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful');
  await expect(failed).resolves.toMatch(/ \/users/u);
  await expect(
    page.getByText("We've e-mailed you these terms and how to cancel.", { exact: false }),
  ).toBeVisible();
  const { consents, mails } = await outboxOf(email);
  expect(consents).toHaveLength(1);
  expect(consents[0]).toMatchObject({
    termsVersion: TERMS_VERSION,
    schedule: {
      dueToday: { amount: 0, currency: 'usd' },
      laterCharges: { price: { amount: 499, currency: 'usd' }, period: 'month' },
    },
  });
  expect(mails).toHaveLength(1);
  expect(mails[0]?.body).toContain('After that: $4.99 every month until you cancel');
  // A reload of the return page sends nothing again.
  await page.reload();
  await expectPath(page, '/');
  expect((await outboxOf(email)).mails).toHaveLength(1);
});

test('an EU member’s ticked withdrawal box goes with the intent, though that call fails once', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(DROPPED_CALL);
  // The country lookup stays in memory on the local stack: a visitor from Germany, who declined
  // tracking earlier.
  await storeWorldBeforeStart(
    page,
    JSON.stringify(
      seededWorld((world) => {
        world.settings.country = 'DE';
        world.trackingConsent = 'denied';
      }),
    ),
  );
  const email = await signUpToPayment(page, /Yearly/u);
  await fillCard(page, TEST_CARDS.succeeds);
  const waiver =
    'I expressly ask that my access start now, before the withdrawal period ends, and I know that I lose my right of withdrawal once it starts';
  await page.getByRole('checkbox', { name: waiver }).check();

  // The terms are sent again with the box ticked: that call fails once, and is tried again.
  const failed = failNextUserApiCall(page);
  await payButton(page).click();

  await expectPath(page, '/payment-successful');
  await expect(failed).resolves.toMatch(/^POST .*checkout-session$/u);
  const { consents, mails } = await outboxOf(email);
  expect(consents).toEqual([
    expect.objectContaining({
      withdrawalWaiver: waiver,
      schedule: expect.objectContaining({
        laterCharges: { price: { amount: 4999, currency: 'eur' }, period: 'year' },
      }),
    }),
  ]);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.body).toContain(`“${waiver}”`);
});
