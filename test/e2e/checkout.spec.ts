/**
 * SPEC.md section 4, checkout state: a plan (default yearly or from ?plan=), a promo code applied
 * or refused, the checkout form, the payment, and the return to payment-successful.
 */
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { TEST_CARDS } from '../support/test-cards';
import {
  accountsWithEmail,
  expectAccessible,
  expectFocusKept,
  expectPath,
  expectProfile,
  fillCard,
  fillSignUp,
  h1,
  payButton,
  paymentMethodsOf,
  purchases,
  readWorld,
  signIn,
} from './support/app';

test('membership ?plan=first&promo=WELCOME20 → sign up → pay with 4242 → payment-successful → Subscribed', async ({
  page,
}) => {
  await page.goto('/membership?plan=first&promo=WELCOME20');
  await expect(h1(page)).toHaveText('Find your calm with Mindful');
  await expect(page.getByRole('radio', { name: /Monthly/u })).toBeChecked();
  await expect(page.getByText('Code applied successfully.')).toBeVisible();
  // A code is applied: the plans are locked and the code, a chip now, can only be removed.
  await expect(page.getByRole('radio', { name: /Yearly/u })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove code WELCOME20' })).toBeVisible();
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toContainText('WELCOME20');
  await expect(order).toContainText('$3.99');
  await expect(order.getByText('Due today')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectPath(page, '/signup');
  await expectFocusKept(page, 'Continue to /signup');
  await expect(page).toHaveURL(/plan=first/u);
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('WELCOME20');
  await fillSignUp(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  await page.getByRole('button', { name: 'Create account' }).click();

  // Straight into the checkout: the payment form beside the order it pays for.
  await expectProfile(page, 'Ada Lovelace');
  await expectFocusKept(page, 'Create account');
  await expect(page.getByRole('region', { name: 'Payment details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('WELCOME20');
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();

  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful');
  await expectFocusKept(page, 'paying');
  const summary = page.getByRole('region', { name: 'Your order' });
  // The order in one line, its receipt one tap away.
  await expect(summary.getByText('Paid today')).toBeHidden();
  await summary.getByText('Order details').click();
  await expect(summary.getByText('Paid today')).toBeVisible();
  await expect(summary).toContainText('$0.00');
  await expect(summary).toContainText('for the first month only');
  await expect(summary).toContainText('$4.99 every month until you cancel');
  await expect(summary.getByText('WELCOME20')).toBeVisible();
  // The plan, in the order's line and on its tile in the receipt.
  await expect(summary.getByText('Monthly', { exact: true })).toHaveCount(2);
  const next = page.getByRole('region', { name: "What's next" });
  await expect(next).toContainText('You created your account with Email.');
  await expect(next.getByRole('link', { name: 'support@mindful.example' })).toBeVisible();
  await expect(next.getByRole('link', { name: /App Store/u })).toBeVisible();

  await page.goto('/');
  const profile = await expectProfile(page, 'Ada Lovelace');
  await expect(profile.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    'Card ending in 4242',
  );
  await expect(page.getByRole('region', { name: 'Get the app' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Choose your plan' })).toHaveCount(0);

  const world = await readWorld(page);
  expect(accountsWithEmail(world, 'ada@example.com')).toHaveLength(1);
  expect(paymentMethodsOf(world, 'ada@example.com')).toHaveLength(1);
  expect(purchases(world)).toEqual([
    expect.objectContaining({ event: 'purchase', value: 4.99, currency: 'usd' }),
  ]);
  expect(world.events.filter((event) => event.event === 'lead')).toHaveLength(1);
});

test('sign up without a plan: benefits beside the form, then the plan chooser, TRIAL30 and the yearly plan', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('region', { name: 'What you get with Mindful' })).toContainText(
    'A new meditation every day',
  );
  await fillSignUp(page, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });
  await page.getByRole('button', { name: 'Create account' }).click();

  await expectProfile(page, 'Grace Hopper');
  const chooser = page.getByRole('region', { name: 'Choose your plan' });
  await expect(chooser.getByRole('radio', { name: /Yearly/u })).toBeChecked();
  await chooser.getByRole('textbox', { name: 'Promo code' }).fill('  trial30 ');
  await chooser.getByRole('button', { name: 'Apply' }).click();
  await expect(chooser.getByText('Code applied successfully.')).toBeVisible();
  await expect(chooser).toContainText('30 days');
  await chooser.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('region', { name: 'Payment details' })).toBeVisible();
  await expectFocusKept(page, 'Continue to the payment step');
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expectPath(page, '/payment-successful');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(/30 days, until/u);
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
    '$49.99 every year until you cancel',
  );
  await page.getByRole('region', { name: 'Your order' }).getByText('Order details').click();
  await expect(page.getByText(/^TRIAL30$/iu)).toBeVisible();
});

test('a declined card, a mistyped number, then the 3-D Secure check failed and completed', async ({
  page,
}) => {
  // Three axe checks and three payment attempts: the longest journey of the suite.
  test.slow();
  await signIn(page, DEMO_ACCOUNTS.free.email);
  await page.getByRole('radio', { name: /Monthly/u }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('region', { name: 'Payment details' });
  await expect(payment).toBeVisible();

  await fillCard(page, TEST_CARDS.declined);
  await payButton(page).click();
  await expect(payment.getByRole('alert')).toHaveText(
    'Your card was declined. Try another card or another way to pay.',
  );
  await expect(payButton(page)).toBeFocused();
  await expectAccessible(page, 'a declined card');

  await fillCard(page, TEST_CARDS.notLuhn);
  await payButton(page).click();
  // Said once, under the field, as Stripe's form does; the person is taken there.
  await expect(payment.getByLabel('Card number')).toHaveAccessibleDescription(
    'Your card number is invalid.',
  );
  await expect(payment.getByRole('alert')).toHaveText(['Your card number is invalid.']);
  await expect(payment.getByLabel('Card number')).toBeFocused();

  await fillCard(page, TEST_CARDS.authentication);
  await payButton(page).click();
  const check = page.getByRole('dialog', { name: '3-D Secure check' });
  await expect(check).toBeVisible();
  await expect(check.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
  await expectAccessible(page, 'the 3-D Secure dialog');
  await check.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(check).toHaveCount(0);
  await expect(payment.getByRole('alert')).toHaveText(
    "We couldn't verify your card. Try again or use another card.",
  );
  await expect(payButton(page)).toBeFocused();
  await expectPath(page, '/');

  await payButton(page).click();
  await page
    .getByRole('dialog', { name: '3-D Secure check' })
    .getByRole('button', { name: 'Complete authentication' })
    .click();
  await expectPath(page, '/payment-successful');
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
    '$4.99 every month until you cancel',
  );

  await expect.poll(async () => purchases(await readWorld(page))).toHaveLength(1);
  const world = await readWorld(page);
  expect(paymentMethodsOf(world, DEMO_ACCOUNTS.free.email)).toEqual([
    expect.objectContaining({ last4: '3184' }),
  ]);
});

test('an invalid promo code is refused, then removed and replaced', async ({ page }) => {
  await page.goto('/membership?promo=NOPE');
  const promo = page.getByRole('form', { name: 'Promo code' });
  await expect(promo.getByText('Invalid promocode')).toBeVisible();
  await expect(promo.getByRole('textbox', { name: 'Promo code' })).toHaveValue('NOPE');
  await expect(promo.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page, 'an invalid promo code');

  await promo.getByRole('textbox', { name: 'Promo code' }).fill('welcome20');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByText('Code applied successfully.')).toBeVisible();
  await promo.getByRole('button', { name: 'Remove code welcome20' }).click();
  await expect(promo.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
  await expect(page.getByRole('radio', { name: /Monthly/u })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Your order' })).not.toContainText('WELCOME20');
});

test('with a code the chosen plan stays vivid, the other is muted and says why, and the chip removes the code', async ({
  page,
}) => {
  await page.goto('/membership?plan=second&promo=WELCOME20');
  await expect(page.getByText('Code applied successfully.')).toBeVisible();
  const card = (name: RegExp) =>
    page.getByRole('radio', { name }).locator('xpath=ancestor::label[1]');
  const yearly = card(/^Yearly/u);
  const monthly = card(/^Monthly/u);
  await expect(yearly).toContainText('$39.99 first year, then $49.99/year');
  await expect(monthly).toContainText('The code applies to the yearly plan.');
  await expect(yearly).not.toContainText('applies to');
  // The chosen card keeps the look of a chosen card; only the other one is muted.
  const look = (locator: typeof yearly) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderTopStyle, background: style.backgroundColor };
    });
  const surface = await page.evaluate(
    () => getComputedStyle(document.querySelector('.card')!).backgroundColor,
  );
  expect(await look(yearly)).toEqual({ border: 'solid', background: surface });
  expect((await look(monthly)).border).toBe('dashed');
  expect((await look(monthly)).background).not.toBe(surface);
  await expectAccessible(page, '/membership with a code applied');

  await page.getByRole('button', { name: 'Remove code WELCOME20' }).click();
  const field = page.getByRole('textbox', { name: 'Promo code' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await expect(yearly).toContainText('$49.99 / year');
  await expect(yearly).not.toContainText('first year');
  await expect(monthly).not.toContainText('applies to');
  await expect(page).toHaveURL(/\/membership\?plan=second$/u);
  // A reload does not bring the removed code back.
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Yearly/u })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
  await expect(page.getByText('Code applied successfully.')).toHaveCount(0);
});

test('a member changes plan from the checkout overview before paying', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.free.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Payment details' })).toBeVisible();
  await page.getByRole('button', { name: 'Change plan' }).click();
  const chooser = page.getByRole('region', { name: 'Choose your plan' });
  await expectFocusKept(page, 'Change plan');
  await chooser.getByRole('radio', { name: /Monthly/u }).check();
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Monthly');
  await expectFocusKept(page, 'Continue after changing plan');
  await fillCard(page, TEST_CARDS.mastercard);
  await payButton(page).click();
  await expectPath(page, '/payment-successful');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    'Card ending in 4444',
  );
});
