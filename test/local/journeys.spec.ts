/**
 * Every journey on the real adapters, offline (npm run test:local): Firebase Auth on its emulator,
 * the HTTP user API on the local API server, Stripe's adapter on the stand-in for Stripe.js. A bank's
 * check leaves the portal for the stand-in's page and comes back to return_url, as with Stripe.
 * Each test signs up an account of its own.
 */
import type { Page } from '@playwright/test';
import { readResetCode } from '../../tools/emulator/emulator';
import { TEST_CARDS } from '../support/test-cards';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import {
  expectFocusKept,
  expectPath,
  expectProfile,
  fillCard,
  fillSignIn,
  fillSignUp,
  h1,
  logOut,
  payButton,
} from '../e2e/support/app';
import { expect, test } from '../e2e/support/fixtures';
import {
  LOCAL_STRIPE_PATHS,
  type RenewalFailureRequest,
} from '../../tools/stand-ins/stripe/protocol';

let accounts = 0;

/** An address no earlier run used: the emulator keeps its accounts for the whole run. */
function newEmail(name: string): string {
  accounts += 1;
  return `${name}.${Date.now()}.${accounts}@local.test`;
}

async function signUp(page: Page, firstName: string, lastName: string, path = '/signup') {
  const email = newEmail(firstName.toLowerCase());
  await page.goto(path);
  await fillSignUp(page, { firstName, lastName, email });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, `${firstName} ${lastName}`);
  return email;
}

async function continueToPayment(page: Page) {
  await page.getByRole('radio', { name: /Monthly/u }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('region', { name: 'Payment details' });
  await expect(payment.getByLabel('Card number')).toBeVisible();
  return payment;
}

/** The bank's check: the stand-in's page, away from the portal, as Stripe's would be. */
async function passBankCheck(page: Page, outcome: 'Complete' | 'Fail') {
  await expect(page.getByRole('heading', { name: 'Local 3-D Secure check' })).toBeVisible();
  await page.getByRole('button', { name: `${outcome} authentication` }).click();
}

async function expectWelcome(page: Page) {
  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful');
  // The provider's parameters are cleaned out of the address bar.
  await expect(page).not.toHaveURL(/client_secret|redirect_status/u);
}

async function expectSubscribedWithCard(page: Page, last4: string) {
  await page.goto('/');
  const profile = await expectProfile(page);
  await expect(profile.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    `Card ending in ${last4}`,
  );
}

test('a visitor with WELCOME20 signs up and pays by card through the bank’s check', async ({
  page,
}) => {
  await page.goto('/membership?plan=first&promo=WELCOME20');
  await expect(page.getByText('Code applied successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/signup');
  await fillSignUp(page, { firstName: 'Ada', lastName: 'Lovelace', email: newEmail('ada') });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, 'Ada Lovelace');

  await fillCard(page, TEST_CARDS.authentication);
  await payButton(page).click();
  await passBankCheck(page, 'Complete');

  await expectWelcome(page);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText('for the first month only');
  await expect(summary).toContainText('$4.99 every month until you cancel');
  await summary.getByText('Order details').click();
  await expect(summary.getByText('WELCOME20')).toBeVisible();
  await expectSubscribedWithCard(page, '3184');
});

/** The browser logs every HTTP error answer; these are the ones a journey expects. */
const DECLINED_ANSWER = /status of 402 .*\/stripe\/confirm/u;
const WRONG_PASSWORD_ANSWER = /status of 400 .*accounts:signInWithPassword/u;

test('a declined card, a failed bank check, then a wallet pays', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(DECLINED_ANSWER);
  await signUp(page, 'Grace', 'Hopper');
  const payment = await continueToPayment(page);

  await fillCard(page, TEST_CARDS.declined);
  await payButton(page).click();
  await expect(payment.getByRole('alert')).toContainText('Your card was declined.');
  await expectFocusKept(page, 'a declined card');

  await fillCard(page, TEST_CARDS.authentication);
  await payButton(page).click();
  await passBankCheck(page, 'Fail');
  // Back from the provider with a failed check: the profile, still without a subscription.
  await expectProfile(page, 'Grace Hopper');
  await expect(page).not.toHaveURL(/client_secret|redirect_status/u);
  await expect(page.getByText('Subscribed', { exact: true })).toHaveCount(0);

  const retried = await continueToPayment(page);
  await retried.getByRole('button', { name: /Google Pay/u }).click();
  const sheet = page.getByRole('dialog', { name: /Google Pay/u });
  await expect(sheet).toContainText('4242');
  await sheet.getByRole('button', { name: 'Pay' }).click();
  await expectWelcome(page);
  await expectSubscribedWithCard(page, '4242');
});

test('a member edits the profile, changes the card through the bank’s check, cancels, and deletes the account', async ({
  page,
  allowConsoleErrors,
}) => {
  test.slow();
  allowConsoleErrors(WRONG_PASSWORD_ANSWER);
  const email = await signUp(page, 'Sam', 'Rivera');
  await continueToPayment(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expectWelcome(page);
  await expectSubscribedWithCard(page, '4242');

  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('button', { name: 'Edit First Name' }).click();
  await details.getByRole('textbox', { name: 'First Name' }).fill('Samuel');
  await details.getByRole('button', { name: 'Save First Name' }).click();
  await expect(page.getByRole('region', { name: 'Your profile' })).toContainText('Samuel Rivera');
  const newAddress = newEmail('samuel');
  await details.getByRole('button', { name: 'Edit Email' }).click();
  await details.getByRole('textbox', { name: 'Email' }).fill(newAddress);
  await details.getByRole('button', { name: 'Save Email' }).click();
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  // Firebase ends every session of an account whose e-mail changed: sign in with the new one.
  await logOut(page);
  await fillSignIn(page, newAddress);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectProfile(page, 'Samuel Rivera');
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue(newAddress);

  const returns: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) returns.push(frame.url());
  });
  await page.getByRole('link', { name: 'Change payment method' }).click();
  await expectPath(page, '/change-payment-method');
  await fillCard(page, TEST_CARDS.authentication);
  await page.getByRole('button', { name: 'Save card' }).click();
  await passBankCheck(page, 'Complete');
  await expectProfile(page, 'Samuel Rivera');
  await expect(page.getByText('Your payment method was updated.')).toBeVisible();
  await expect(page).not.toHaveURL(/client_secret|redirect_status/u);
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    'Card ending in 3184',
  );
  // The card change's return address, replayed (here, and in another tab): it changes nothing.
  const returnAddress = returns.find((address) => address.includes('setup_intent_client_secret'));
  expect(returnAddress).toBeDefined();
  for (const tab of [page, await page.context().newPage()]) {
    await tab.goto(returnAddress!);
    await expectProfile(tab, 'Samuel Rivera');
    await expect(tab).not.toHaveURL(/client_secret|redirect_status/u);
    await expect(tab.getByText('Your payment method was updated.')).toHaveCount(0);
    await expect(tab.getByText("Your payment method wasn't changed.")).toHaveCount(0);
  }

  await page.getByRole('link', { name: 'Cancel subscription' }).click();
  await page.getByRole('radio', { name: 'I’m not using the service anymore' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The local API offers a pause for this reason; "Continue cancelling" finishes at once.
  await page
    .getByRole('region', { name: 'Before you go' })
    .getByRole('button', { name: 'Continue cancelling' })
    .click();
  await expectProfile(page, 'Samuel Rivera');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your subscription is cancelled' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Your subscription' })
      .getByRole('heading', { name: /^Ends on/u }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('I understand that this action is permanent').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/signin');
  for (const address of [email, newAddress]) {
    await fillSignIn(page, address);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectPath(page, '/signin');
  }
});

/** A new member's first renewal comes due and fails at the stand-in's servers (a test clock). */
async function failRenewal(email: string, outcome: RenewalFailureRequest['outcome']) {
  const api = process.env.LOCAL_API_URL ?? '';
  const response = await fetch(new URL(LOCAL_STRIPE_PATHS.renewalFailure, api), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, outcome } satisfies RenewalFailureRequest),
  });
  expect(response.status).toBe(200);
}

async function subscribedMember(page: Page, firstName: string, lastName: string) {
  const email = await signUp(page, firstName, lastName);
  await continueToPayment(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expectWelcome(page);
  return email;
}

/** On the profile the subscription card tells an unpaid renewal; the banner is on other pages. */
const subscriptionCard = (page: Page) => page.getByRole('region', { name: 'Your subscription' });

test('a member pays a declined renewal with a new card and is active again', async ({ page }) => {
  const email = await subscribedMember(page, 'Robin', 'Diaz');
  await failRenewal(email, 'declined');
  await page.goto('/');
  await expect(subscriptionCard(page)).toContainText("We couldn't charge $4.99 for your renewal");

  await subscriptionCard(page).getByRole('link', { name: 'Update card and pay $4.99' }).click();
  await expectPath(page, '/change-payment-method');
  await fillCard(page, TEST_CARDS.succeeds);
  await page.getByRole('button', { name: 'Save card' }).click();

  await expectProfile(page, 'Robin Diaz');
  await expect(subscriptionCard(page).getByRole('heading', { name: 'Active' })).toBeVisible();
});

test('a member confirms a renewal’s bank check over the page and is active again', async ({
  page,
}) => {
  const email = await subscribedMember(page, 'Noor', 'Haddad');
  await failRenewal(email, 'authentication_required');
  await page.goto('/');
  await expect(subscriptionCard(page)).toContainText(
    'Your bank needs to confirm the $4.99 renewal',
  );

  await subscriptionCard(page).getByRole('button', { name: 'Confirm with your bank' }).click();
  // Stripe's 3-D Secure frame is laid over the page: the portal is never left.
  await page
    .getByRole('dialog', { name: 'Local 3-D Secure check' })
    .getByRole('button', { name: 'Complete authentication' })
    .click();

  await expect(
    page.getByText('Thank you. Your payment went through and your membership is active again.'),
  ).toBeVisible();
  await expect(subscriptionCard(page).getByRole('heading', { name: 'Active' })).toBeVisible();
  await expectPath(page, '/');
});

test('a forgotten password is set again through the e-mailed link', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(WRONG_PASSWORD_ANSWER);
  const email = await signUp(page, 'Jamie', 'Lee');
  await logOut(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Great! Now check your email.')).toBeVisible();

  const code = await readResetCode(email);
  await page.goto(`/set-password?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await page.getByLabel('New password').fill('Serene#Sky7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectPath(page, '/set-password-successful');

  await page.goto('/signin');
  await fillSignIn(page, email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials, please try again.');
  await fillSignIn(page, email, 'Serene#Sky7');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectProfile(page, 'Jamie Lee');
});

/** The purchases tracking recorded (tracking stays in memory on the local stack: the demo world). */
async function purchases(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('demo-world');
    const world = raw ? (JSON.parse(raw) as { events?: { event: string }[] }) : {};
    return (world.events ?? []).filter((event) => event.event === 'purchase');
  });
}

/** Pays by the card that needs the bank's check, and stops on the bank's page. */
async function leaveOnBankCheck(page: Page) {
  await signUp(page, 'Noor', 'Haddad');
  await continueToPayment(page);
  await fillCard(page, TEST_CARDS.authentication);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Local 3-D Secure check' })).toBeVisible();
}

/** The return page, with the order not believed: being confirmed, never welcomed, nothing tracked. */
async function expectNotBelieved(page: Page) {
  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('We are confirming your payment');
  await expect(page.getByText('Welcome to Mindful')).toHaveCount(0);
  expect(await purchases(page)).toEqual([]);
}

test.describe('a payment is believed only on the provider’s word (issue 29)', () => {
  test('a reload of the portal while the bank’s check is open: confirming, not paid', async ({
    page,
  }) => {
    await leaveOnBankCheck(page);
    await page.goto('/');
    await expectNotBelieved(page);
  });

  test('Back from the bank’s page: confirming, not paid; once the check passes, paid once', async ({
    page,
  }) => {
    // The page's clock runs as usual, and jumps over the portal's waits between its questions.
    await page.clock.install();
    await leaveOnBankCheck(page);
    const bankPage = page.url();
    await page.goBack();
    await expectNotBelieved(page);
    // The portal keeps asking (after 2, 4, 8, 16 and 30 s, then every minute) and, while the
    // bank's check may still go through, never offers to pay again.
    for (const wait of [2_000, 4_000, 8_000, 16_000, 30_000, 60_000, 60_000]) {
      await page.clock.fastForward(wait);
      await expect(h1(page)).toHaveText('We are confirming your payment');
      await expect(page.getByRole('button', { name: /checkout|pay again/iu })).toHaveCount(0);
    }
    expect(await purchases(page)).toEqual([]);

    // The member finishes the check after all, and asks again: now the provider says succeeded.
    await page.goto(bankPage);
    await passBankCheck(page, 'Complete');
    await expectWelcome(page);
    expect(await purchases(page)).toHaveLength(1);
    await page.reload();
    await expectPath(page, '/');
    expect(await purchases(page)).toHaveLength(1);
  });

  test('a typed /payment-successful: without an order the profile, with one still at the bank confirming', async ({
    page,
  }) => {
    await signUp(page, 'Typed', 'Address');
    await page.goto('/payment-successful?redirect_status=succeeded');
    await expectProfile(page, 'Typed Address');
    expect(await purchases(page)).toEqual([]);

    await continueToPayment(page);
    await fillCard(page, TEST_CARDS.authentication);
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Local 3-D Secure check' })).toBeVisible();
    await page.goto('/payment-successful');
    await expectNotBelieved(page);
  });

  test('a forged redirect_status=succeeded with Stripe.js unreachable: not paid', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The blocked script is the browser's own complaint.
    allowConsoleErrors(/ERR_FAILED|stripe\/v3\.js/u);
    await leaveOnBankCheck(page);
    await page.route(`**${LOCAL_STRIPE_PATHS.script}*`, (route) => route.abort());
    await page.goto(
      '/payment-successful?redirect_status=succeeded&payment_intent_client_secret=pi_forged_secret_1',
    );
    await expectNotBelieved(page);
  });
});

test('a sign-out in another tab closes the open checkout; nothing is paid or tracked', async ({
  page,
  context,
}) => {
  await signUp(page, 'Two', 'Tabs');
  const payment = await continueToPayment(page);
  await expect(payment.getByLabel('Card number')).toBeVisible();

  const other = await context.newPage();
  await other.goto('/');
  await expectProfile(other, 'Two Tabs');
  await logOut(other);

  // The first tab hears of it: its checkout closes and the person is asked to sign in.
  await expectPath(page, '/signin');
  await expect(page.getByRole('region', { name: 'Payment details' })).toHaveCount(0);
  expect(await purchases(page)).toEqual([]);
});
