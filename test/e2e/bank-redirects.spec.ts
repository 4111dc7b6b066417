/**
 * Issue 46, Europe's bank redirects: a visitor paying a euro price with iDEAL | Wero or Bancontact
 * leaves for the demo bank's page and comes back through the return page, as Stripe's redirect
 * does; authorised, the member is active and pays the renewals by SEPA debit; failed, the checkout
 * says so once and nothing is paid.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  acceptTracking,
  expectAccessible,
  expectPath,
  fillSignUp,
  h1,
  openDemoTools,
  closeDialog,
  payButton,
  purchases,
  readWorld,
  uidOf,
} from './support/app';

// The bank's round trip and what it leaves behind do not depend on the viewport (the euro checkout at phone size is europe.spec.ts's): run at desktop size only.
test.skip(({ isMobile }) => isMobile, 'viewport-independent');

/** A visitor of the demo country Germany (euro prices) who signs up and reaches the payment. */
async function euroCheckout(page: Page, email: string) {
  await page.goto('/membership');
  const tools = await openDemoTools(page);
  await tools.getByRole('radio', { name: /Germany/u }).check();
  await closeDialog(page);
  await page.reload();
  // Accepted, so that the purchase is tracked: once, and only on the provider's word.
  await acceptTracking(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/signup');
  await fillSignUp(page, { firstName: 'Daan', lastName: 'de Vries', email });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('region', { name: 'Payment details' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I expressly ask/u }).check();
}

/** Chooses a bank redirect and pays: the page leaves for the demo bank. */
async function payAtTheBank(page: Page, method: 'iDEAL | Wero' | 'Bancontact') {
  await page.getByRole('radio', { name: method }).check();
  await expect(
    page.getByText(`Paying with ${method} also sets up SEPA Direct Debit`),
  ).toBeVisible();
  await payButton(page).click();
  await expectPath(page, '/demo-bank');
  await expect(h1(page)).toHaveText(`${method} test payment`);
  await expect(page.getByText(/^Mindful asks you to authorise SEPA Direct Debit/u)).toBeVisible();
}

test.describe("a visitor paying in euros through the bank's page", () => {
  // Sign-up, the payment form and two full navigations on a busy 2-core machine.
  test.slow();

  test('iDEAL | Wero, authorised: the success page, an active member paying by SEPA debit', async ({
    page,
  }) => {
    await euroCheckout(page, 'daan@example.nl');
    await payAtTheBank(page, 'iDEAL | Wero');
    await expectAccessible(page, "the demo bank's page");

    await page.getByRole('button', { name: 'Authorise test payment' }).click();

    await expectPath(page, '/payment-successful');
    await expect(h1(page)).toHaveText('Welcome to Mindful');
    // The provider's query left the address.
    expect(new URL(page.url()).search).toBe('');
    const world = await readWorld(page);
    const profile = world.profiles.find((entry) => entry.uid === uidOf(world, 'daan@example.nl'));
    expect(profile?.subscription).toMatchObject({
      productCurrency: 'eur',
      paymentOption: { type: 'sepa_debit', last4: '5264' },
    });
    expect(purchases(world)).toHaveLength(1);
  });

  test('iDEAL | Wero, failed: back to the checkout, the error said once, nothing paid', async ({
    page,
  }) => {
    await euroCheckout(page, 'sanne@example.nl');
    await payAtTheBank(page, 'iDEAL | Wero');

    await page.getByRole('button', { name: 'Fail test payment' }).click();

    // Back to the checkout's order, which says once that the payment did not go through.
    await expectPath(page, '/');
    const error = page.getByRole('alert').filter({ hasText: /\S/u });
    await expect(error).toHaveText("Your payment didn't go through. Please try again.");
    await expect(page.getByText("Your payment didn't go through.")).toHaveCount(1);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('heading', { name: 'Welcome to Mindful' })).toHaveCount(0);
    const world = await readWorld(page);
    const uid = uidOf(world, 'sanne@example.nl');
    expect(world.profiles.find((entry) => entry.uid === uid)?.subscription ?? null).toBeNull();
    expect(world.completedSecrets.filter((entry) => entry.uid === uid)).toHaveLength(0);
    expect(purchases(world)).toHaveLength(0);
  });

  test('Bancontact, authorised: the success page and the Belgian account for the renewals', async ({
    page,
  }) => {
    await euroCheckout(page, 'lotte@example.be');
    await payAtTheBank(page, 'Bancontact');

    await page.getByRole('button', { name: 'Authorise test payment' }).click();

    await expectPath(page, '/payment-successful');
    await expect(h1(page)).toHaveText('Welcome to Mindful');
    const world = await readWorld(page);
    const profile = world.profiles.find((entry) => entry.uid === uidOf(world, 'lotte@example.be'));
    expect(profile?.subscription).toMatchObject({
      paymentOption: { type: 'sepa_debit', last4: '7061' },
    });
  });
});
