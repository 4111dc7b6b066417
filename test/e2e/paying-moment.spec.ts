/**
 * Issue 30, the moment of paying at 375 × 812: after "Create account" the checkout is a step of
 * its own with the card number on the first screen and a half; the regular price is said at most
 * three times (summary, terms, button); a declined card's message shows right above the pay
 * button, on screen, focus still on the button; an expired card or month 13 gives one specific
 * message, never the generic one beside it; payment-successful shows a store button on the first
 * screen; the unknown page is centred and offers a visitor the plans first, a member the account.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { TEST_CARDS } from '../support/test-cards';
import { boxOf, expectPath, fillCard, fillSignUp, h1, payButton } from './support/app';
import { startSignedIn } from './support/world';

const SCREEN = 812;

/** Signs up a new person for the yearly plan and waits for the checkout's card form. */
async function signUpToCheckout(page: Page, email: string) {
  await page.goto('/signup?plan=second');
  await fillSignUp(page, { firstName: 'Ada', lastName: 'Lovelace', email });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
}

/** How often the text the person can see says `words`. */
function timesShown(page: Page, words: string) {
  return page.evaluate((needle) => document.body.innerText.split(needle).length - 1, words);
}

test.describe('at 375 × 812', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone is the measure here');

  test('the checkout is a step of its own: card number within 1.5 screens, the price said at most 3 times', async ({
    page,
  }) => {
    await signUpToCheckout(page, 'step@example.com');
    const checkout = page.getByRole('region', { name: 'Payment details' });
    await expect(checkout.getByRole('list', { name: 'Checkout progress' })).toContainText(
      /Plan.*Account.*Payment/su,
    );
    const order = checkout.getByRole('region', { name: 'Your order' });
    await expect(order).toContainText(/Yearly.*\$0\.00 today.*then \$49\.99\/year/su);
    await expect(order.getByRole('button', { name: 'Change plan' })).toBeVisible();

    const cardNumber = await boxOf(page.getByLabel('Card number'));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(cardNumber.y + scrolled, 'card number starts within 1.5 screens').toBeLessThanOrEqual(
      1.5 * SCREEN,
    );
    expect(await timesShown(page, '$49.99')).toBeLessThanOrEqual(3);

    // The trial's steps are one tap away, saying what happens on each day.
    await page.getByText('How your trial works').click();
    await expect(page.getByText('Trial ends · first charge $49.99')).toBeVisible();

    // The profile's details wait below the pay button.
    const pay = await boxOf(payButton(page));
    const details = await boxOf(page.getByRole('region', { name: 'Your details' }));
    expect(details.y).toBeGreaterThan(pay.bottom);
  });

  test('a declined card says so right above the pay button, on screen, focus on the button', async ({
    page,
  }) => {
    await signUpToCheckout(page, 'declined@example.com');
    await fillCard(page, TEST_CARDS.declined);
    await payButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(alert).toBeInViewport();
    // One message for one failure.
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(payButton(page)).toBeInViewport();
    await expect(payButton(page)).toBeFocused();
    const message = await boxOf(alert);
    const button = await boxOf(payButton(page));
    expect(message.bottom).toBeLessThanOrEqual(button.y);
    expect(button.y - message.bottom, 'nothing between the message and the button').toBeLessThan(
      24,
    );
  });

  test('an empty card form: each field says what it needs once, and the page adds nothing', async ({
    page,
  }) => {
    await signUpToCheckout(page, 'empty-card@example.com');
    await payButton(page).click();
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText([
      'Your card number is incomplete.',
      "Your card's expiration date is incomplete.",
      "Your card's security code is incomplete.",
    ]);
    await expect(page.locator('.checkout-step__commitment').getByRole('alert')).toHaveCount(0);
  });

  for (const { what, expiry, words } of [
    {
      what: 'an expired card',
      expiry: '12 / 20',
      words: "Your card's expiration year is in the past.",
    },
    { what: 'month 13', expiry: '13 / 34', words: "Your card's expiration month is invalid." },
  ]) {
    test(`${what} is said once, at its field, which takes the focus`, async ({ page }) => {
      await signUpToCheckout(page, `expiry-${expiry.slice(0, 2)}@example.com`);
      await fillCard(page, TEST_CARDS.succeeds, expiry);
      await payButton(page).click();
      // One message, under the field that failed (as Stripe's form says it), and the person is there.
      const field = page.getByLabel('Expiration date');
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription(words);
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(page.getByRole('alert')).toHaveText(words);
      await expect(page.getByRole('alert')).toBeInViewport();
      await expect(page.getByText('Please complete your card details.')).toHaveCount(0);
    });
  }

  test('payment-successful shows the success and a store button on the first screen', async ({
    page,
  }) => {
    await signUpToCheckout(page, 'success@example.com');
    await fillCard(page, TEST_CARDS.succeeds);
    await payButton(page).click();
    await expectPath(page, '/payment-successful');
    await expect(h1(page)).toHaveText('Welcome to Mindful');
    await page.evaluate(() => window.scrollTo(0, 0));
    const store = page.getByRole('link', { name: /App Store/u }).first();
    await expect(store).toBeVisible();
    const box = await boxOf(store);
    expect(box.bottom, 'a store button on the first screen').toBeLessThanOrEqual(SCREEN);
  });
});

test('the unknown page offers a visitor the plans first, centred, with header and footer', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(h1(page)).toHaveText('Page not found');
  const actions = page.getByRole('main').getByRole('link');
  await expect(actions.first()).toHaveText('See plans');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const width = page.viewportSize()!.width;
  const heading = await boxOf(h1(page));
  expect(Math.abs(heading.x + heading.width / 2 - width / 2), 'heading centred').toBeLessThan(2);
  // The buttons, side by side or stacked, are centred as a group.
  const first = await boxOf(actions.first());
  const second = await boxOf(actions.nth(1));
  const left = Math.min(first.x, second.x);
  const right = Math.max(first.right, second.right);
  expect(Math.abs((left + right) / 2 - width / 2), 'buttons centred').toBeLessThan(2);
  await actions.first().click();
  await expectPath(page, '/membership');
});

test('the unknown page offers a member the account first', async ({ page }) => {
  await startSignedIn(page, 'free', '/no-such-page');
  await expect(h1(page)).toHaveText('Page not found');
  await expect(page.getByRole('main').getByRole('link').first()).toHaveText('Go to your account');
});
