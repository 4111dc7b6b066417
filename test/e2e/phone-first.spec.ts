/**
 * Issue 16, items 3 and 5, at 375 px and at 1280 px: on a phone the plans and Continue share the
 * first screen (Continue in a bar with the chosen plan and today's amount); the yearly card says
 * what it comes to per month and what it saves; paying, the order stays beside the form in the
 * form's columns; and on a computer, payment-successful offers a QR code for the phone (uqr, in a
 * chunk of its own that a phone never loads) beside the store buttons, which opens /get-app, from
 * where a phone goes on to its own store.
 */
import type { Locator, Page } from '@playwright/test';
import { renderSVG } from 'uqr';
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { TEST_CARDS } from '../support/test-cards';
import {
  boxOf,
  expectAccessible,
  expectPath,
  fillCard,
  h1,
  payButton,
  signIn,
} from './support/app';

const QR_CODE = "QR code that opens the Mindful app in your phone's app store";
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';
/** The demo build's store links (the examples of build/settings-table.ts, as .env.example has them). */
const APP_STORE = 'https://apps.apple.com/app/id000000000';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=example.mindful';

/** The plan card (the radio's label) of a plan. */
const planCard = (page: Page, name: RegExp) =>
  page.getByRole('radio', { name }).locator('xpath=ancestor::label[1]');

/** Whether the element is what a person sees (and taps) at its centre, not something over it. */
function isOnTop(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}

test.describe('/membership', () => {
  test('the plans and Continue are on the first screen, and the yearly card says its price per month', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/membership');
    const yearly = page.getByRole('radio', { name: /Yearly/u });
    await expect(yearly).toBeChecked();
    const viewport = page.viewportSize()!;
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeEnabled();

    const monthlyCard = await boxOf(planCard(page, /Monthly/u));
    const yearlyCard = await boxOf(planCard(page, /Yearly/u));
    const button = await boxOf(continueButton);
    for (const [what, box] of Object.entries({ monthlyCard, yearlyCard, button })) {
      expect(box.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
      expect(box.bottom, `${what} ends on the first screen`).toBeLessThanOrEqual(viewport.height);
      expect(box.right, `${what} fits the width`).toBeLessThanOrEqual(viewport.width);
    }
    expect(await isOnTop(continueButton), 'nothing covers Continue').toBe(true);

    await expect(yearly).toHaveAccessibleName(/\$4\.17\/month · Save 16% vs monthly/u);
    await expect(page.getByText('$4.17/month · Save 16% vs monthly')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Monthly/u })).not.toHaveAccessibleName(/Save/u);

    const bar = page.locator('.membership__action');
    if (isMobile) {
      // A bar along the bottom of the screen, over the page, with the plan and today's amount.
      const barBox = await boxOf(bar);
      expect(barBox.bottom).toBeCloseTo(viewport.height, 0);
      expect(barBox.width).toBeCloseTo(viewport.width, 0);
      expect(yearlyCard.bottom, 'the bar covers no plan').toBeLessThanOrEqual(barBox.y);
      await expect(bar.getByText('Yearly', { exact: true })).toBeVisible();
      await expect(bar.getByText('Today: $0.00')).toBeVisible();
      await page.getByRole('radio', { name: /Monthly/u }).check();
      await expect(bar.getByText('Monthly', { exact: true })).toBeVisible();
      // Scrolled to the end, the bar covers nothing: the last link of the page can be used.
      const signInLink = page.getByRole('link', { name: 'Sign in' });
      await signInLink.scrollIntoViewIfNeeded();
      expect(await isOnTop(signInLink), 'the bar leaves the sign-in link free').toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLink = page.getByRole('contentinfo').getByRole('link').last();
      await expect.poll(() => isOnTop(lastLink), 'nor does it cover the footer').toBe(true);
      expect(await isOnTop(continueButton), 'and stays at hand').toBe(true);
    } else {
      // Beside the plans it is the order card's last line; the summary above says the rest.
      await expect(bar.getByText('Today: $0.00')).toBeHidden();
      const order = await boxOf(page.getByRole('region', { name: 'Your order' }));
      expect(button.bottom).toBeLessThanOrEqual(order.bottom);
      expect(button.x).toBeGreaterThanOrEqual(order.x);
    }
    await continueButton.click();
    await expectPath(page, '/signup');
    await expect(page).toHaveURL(isMobile ? /plan=first/u : /plan=second/u);
  });
});

/** Signs the free demo account in and pays for the default yearly plan from the profile. */
async function payFromProfile(page: Page) {
  await signIn(page, DEMO_ACCOUNTS.free.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
}

test('paying at 1280 px: the order and the payment side by side, their tops aligned; the cards wait below', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the centred column is a desktop layout');
  await payFromProfile(page);
  const form = await boxOf(page.getByRole('region', { name: 'Payment details' }));
  const order = await boxOf(page.getByRole('region', { name: 'Your order' }));
  const details = await boxOf(page.getByRole('region', { name: 'Your details' }));
  const viewport = page.viewportSize()!;
  expect(Math.abs(form.x + form.width / 2 - viewport.width / 2), 'centred').toBeLessThan(2);
  expect(order.y, 'the order opens the step').toBeGreaterThan(form.y);
  // As a checkout's are: what is bought on the left, how it is paid on the right, level.
  const wallet = await boxOf(page.getByRole('button', { name: /Apple Pay/u }));
  expect(order.right, 'side by side').toBeLessThan(wallet.x);
  expect(Math.abs(order.y - wallet.y), 'their tops aligned').toBeLessThan(2);
  const cards = await boxOf(page.locator('.profile-grid'));
  expect(Math.abs(cards.x - form.x), 'the cards below line up with it').toBeLessThan(2);
  expect(Math.abs(cards.right - form.right)).toBeLessThan(2);
  expect(details.y, 'the details wait below the checkout').toBeGreaterThan(form.bottom);

  // In the checkout, the only strong button is the one that pays; its terms sit right above it.
  const changePlan = page.getByRole('button', { name: 'Change plan' });
  await expect(changePlan).toHaveClass(/button--quiet/u);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).scrollIntoViewIfNeeded();
  const pay = await boxOf(payButton(page));
  expect(pay.bottom).toBeLessThanOrEqual(viewport.height);
  // One line at this width: the whole label, no wrapping.
  expect(pay.height).toBeLessThan(56);
});

test('paying at 375 × 812: the order in one line, the wallets and the three card fields on the first screen', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the first screen of a phone');
  await signIn(page, DEMO_ACCOUNTS.free.email);
  // With a code the order says the most: the first year's price and the code's chip.
  await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code applied successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();

  const viewport = page.viewportSize()!;
  // The page's title is read out, not drawn: the payment is the first thing on the screen.
  await expect(h1(page)).toHaveText('Your account');
  const change = await boxOf(page.getByRole('button', { name: 'Change plan' }));
  const order = await boxOf(page.getByRole('region', { name: 'Your order' }));
  expect(change.y, '"Change" sits beside the order').toBeLessThan(order.bottom);
  for (const label of ['Card number', 'Expiration date', 'Security code']) {
    const field = await boxOf(page.getByLabel(label));
    expect(field.bottom, `${label} on the first screen`).toBeLessThanOrEqual(viewport.height);
  }
  const wallet = await boxOf(page.getByRole('button', { name: /Apple Pay/u }));
  expect(wallet.bottom).toBeLessThan((await boxOf(page.getByLabel('Card number'))).y);
  const details = await boxOf(page.getByRole('region', { name: 'Your details' }));
  expect(details.y, 'the details wait below the checkout').toBeGreaterThan(viewport.height);
});

test('payment-successful: a QR code for the phone beside the store buttons at 1280 px, none at 375 px', async ({
  page,
  isMobile,
  baseURL,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/qr-code\.[\w]+\.js$/u.test(request.url())) chunks.push(request.url());
  });
  await payFromProfile(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page).click();
  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful');
  const next = page.getByRole('region', { name: "What's next" });
  const appStore = next.getByRole('link', { name: /App Store/u });
  const googlePlay = next.getByRole('link', { name: /Google Play/u });
  await expect(appStore).toBeVisible();
  await expect(googlePlay).toBeVisible();
  const code = next.getByRole('img', { name: QR_CODE });

  if (isMobile) {
    // The phone is the device that needs the app: the buttons alone, and no code is ever loaded.
    await page.waitForLoadState('networkidle');
    await expect(code).toHaveCount(0);
    await expect(next.getByText(/Scan with your phone/u)).toHaveCount(0);
    expect(chunks, 'the QR code library is not loaded on a phone').toEqual([]);
    return;
  }
  await expect(code).toBeVisible();
  // The very code of /get-app on this server, as the same library draws it here.
  const expected = `data:image/svg+xml,${encodeURIComponent(renderSVG(`${baseURL}/get-app`, { border: 4 }))}`;
  expect(await code.getAttribute('src')).toBe(expected);
  expect(chunks, 'the QR code library is a chunk of its own, loaded here').toHaveLength(1);
  await expect(next.getByText("Scan with your phone's camera to get the app.")).toBeVisible();
  const codeBox = await boxOf(code);
  expect(codeBox.width).toBeGreaterThanOrEqual(120);
  for (const store of [appStore, googlePlay]) {
    const box = await boxOf(store);
    expect(box.x, 'the store buttons sit beside the code').toBeGreaterThan(codeBox.right);
    expect(box.y).toBeLessThan(codeBox.bottom);
  }
  await expectAccessible(page, 'payment-successful with the QR code');
});

test.describe('/get-app, where the code leads a phone', () => {
  for (const { phone, userAgent, store } of [
    { phone: 'an iPhone', userAgent: IPHONE, store: APP_STORE },
    { phone: 'an Android phone', userAgent: ANDROID, store: PLAY_STORE },
  ]) {
    test.describe(phone, () => {
      test.use({ userAgent });

      test(`goes on to its store`, async ({ page, isMobile }) => {
        test.skip(!isMobile, 'a phone');
        // The store stands in for itself: this machine reaches no store.
        await page
          .context()
          .route(`${new URL(store).origin}/**`, (route) =>
            route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
          );
        await page.goto('/get-app');
        await expect(page).toHaveURL(store);
      });
    });
  }

  test('a computer stays, with both store buttons', async ({ page }) => {
    await page.goto('/get-app');
    await expect(h1(page)).toHaveText('Get the Mindful app');
    await expect(page.getByRole('link', { name: /App Store/u })).toHaveAttribute('href', APP_STORE);
    await expect(page.getByRole('link', { name: /Google Play/u })).toHaveAttribute(
      'href',
      PLAY_STORE,
    );
    await expect(page).toHaveURL(/\/get-app$/u);
    await expectAccessible(page, '/get-app');
  });
});
