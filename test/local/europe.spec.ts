/**
 * Europe's ways to pay on the real adapters, offline (npm run test:local, issue 46.3): a visitor
 * from Germany sees euro prices, and the stand-in's Payment Element offers SEPA Direct Debit and
 * iDEAL | Wero beside the card, as Stripe's does for a euro intent. A debit is processing until the
 * local bank settles it a few seconds later; iDEAL leaves for the stand-in's bank page and comes
 * back to return_url with Stripe's query. Each test signs up an account of its own.
 */
import type { Page } from '@playwright/test';
import { seededWorld, storeWorldBeforeStart } from '../e2e/support/world';
import { expectPath, expectProfile, fillSignUp, h1, payButton } from '../e2e/support/app';
import { expect, test } from '../e2e/support/fixtures';

let accounts = 0;

/** An address no earlier run used: the emulator keeps its accounts for the whole run. */
function newEmail(name: string): string {
  accounts += 1;
  return `${name}.${Date.now()}.europe.${accounts}@local.test`;
}

/**
 * A visitor from Germany (the country lookup stays in memory on the local stack), who declined
 * tracking earlier, signs up and opens the checkout of the monthly plan in euros.
 */
async function euroCheckout(page: Page, firstName: string) {
  await storeWorldBeforeStart(
    page,
    JSON.stringify(
      seededWorld((world) => {
        world.settings.country = 'DE';
        world.trackingConsent = 'denied';
      }),
    ),
  );
  await page.goto('/signup');
  await fillSignUp(page, { firstName, lastName: 'Europa', email: newEmail(firstName) });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, `${firstName} Europa`);
  await page.getByRole('radio', { name: /Monthly/u }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('region', { name: 'Payment details' });
  await expect(payment.getByLabel('Card number')).toBeVisible();
  await expect(payment.getByText(/€/u).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /I expressly ask/u }).check();
  return payment.getByRole('group', { name: 'Payment method' });
}

/** Chooses iDEAL | Wero, pays, and stops on the stand-in's bank page. */
async function leaveForTheBank(page: Page) {
  const methods = await euroCheckout(page, 'Daan');
  await methods.getByRole('radio', { name: 'iDEAL | Wero' }).check();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Local test bank' })).toBeVisible();
}

async function expectSubscribedBySepa(page: Page, last4: string) {
  await page.goto('/');
  const profile = await expectProfile(page);
  await expect(profile.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    `SEPA Direct Debit, IBAN ending in ${last4}`,
  );
  await expect(page.getByRole('region', { name: 'Payment details' })).toHaveCount(0);
}

test('a German visitor subscribes by SEPA Direct Debit: processing, then active, never paid twice', async ({
  page,
}) => {
  const methods = await euroCheckout(page, 'Greta');
  await methods.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
  await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await payButton(page).click();

  // The bank has the debit: said honestly, with nothing offered to pay again.
  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Your bank is processing your payment');
  await expect(payButton(page)).toHaveCount(0);
  // The local bank settles the debit a few seconds later; the portal's next question hears it.
  await expect(h1(page)).toHaveText('Welcome to Mindful', { timeout: 20_000 });
  await expect(page).not.toHaveURL(/client_secret|redirect_status/u);
  await expectSubscribedBySepa(page, '3000');
});

test('a visitor pays with iDEAL | Wero at the bank’s page and comes back a member', async ({
  page,
}) => {
  await leaveForTheBank(page);

  await page.getByRole('button', { name: 'Authorize test payment' }).click();

  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful');
  await expect(page).not.toHaveURL(/client_secret|redirect_status/u);
  // The renewals are debited from the account iDEAL paid from (Stripe's generated_sepa_debit).
  await expectSubscribedBySepa(page, '5264');
});

test('a failed iDEAL payment: back to the checkout, the error said once, nothing paid', async ({
  page,
}) => {
  await leaveForTheBank(page);

  await page.getByRole('button', { name: 'Fail test payment' }).click();

  await expectPath(page, '/');
  const error = page.getByRole('alert').filter({ hasText: /\S/u });
  await expect(error).toHaveText("Your payment didn't go through. Please try again.");
  await expect(page.getByText("Your payment didn't go through.")).toHaveCount(1);
  await expect(page).not.toHaveURL(/client_secret|redirect_status/u);
  await expect(page.getByRole('heading', { name: 'Welcome to Mindful' })).toHaveCount(0);
  await expect(page.getByText('Subscribed', { exact: true })).toHaveCount(0);
});
