/**
 * DESIGN.md, Trust: "Secrets leave the address." A reset code, a payment's client secret with its
 * ids, and an e-mail address with its names leave the address before any script of the portal
 * but its first (the theme's, which moves them: src/ui/shared/address-secrets.ts) runs, so before any tag
 * or tracked page view; and the pages still work, after a reload too.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { expectPath, expectProfile, h1, logOut } from './support/app';
import { seededWorld, startSignedIn, storeWorldBeforeStart } from './support/world';

// What leaves the address, and when, does not depend on the viewport: run at desktop size only.
test.skip(({ isMobile }) => isMobile, 'viewport-independent');

/** Anything of a secret in an address: its names, and the values these tests hand the pages. */
const SECRET =
  /oobCode|mode=|client_secret|payment_intent|setup_intent|redirect_status|email=|firstName|lastName|c0de-of-the-link|%40/u;

/**
 * Every script of the portal but the first (the theme's) notes, as it starts to run, the address
 * it runs at: the app's chunks, the prerendered pages' loader, and in a build with GTM_ID the
 * Tag Manager's boot.
 */
async function noteAddressesScriptsRunAt(page: Page) {
  await page.route(/\/assets\/(?!theme\.)[^/]+\.js$/u, async (route) => {
    const response = await route.fetch();
    const note = '(self.__addressesSeen = self.__addressesSeen || []).push(String(location));\n';
    await route.fulfill({ response, body: `${note}${await response.text()}` });
  });
}

/** The addresses the portal's scripts ran at on this page: some, and none with a secret. */
async function expectNoScriptSawASecret(page: Page) {
  const seen = await page.evaluate(
    () => (window as unknown as { __addressesSeen?: string[] }).__addressesSeen ?? [],
  );
  expect(seen.length, 'scripts that noted their address').toBeGreaterThan(0);
  for (const address of seen) expect(address).not.toMatch(SECRET);
}

// Every script goes through the test's hands first: the pages take longer to start.
test.beforeEach(() => test.slow());
const STARTED = { timeout: 20_000 };
// A script still on its way when the test ends is no concern of the next.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** The profile's page has started (behind its scripts, which take their time here). */
async function expectProfileStarted(page: Page, name?: string) {
  await expect(h1(page)).toHaveText('Your account', STARTED);
  return expectProfile(page, name);
}

const expectCleanAddress = (page: Page, path: string) =>
  expect(page).toHaveURL((url) => url.pathname === path && url.search === '');

test('a reset link: the code leaves before any other script runs; after a reload the page still takes the password', async ({
  page,
}) => {
  const { free } = DEMO_ACCOUNTS;
  const world = seededWorld((draft) => {
    const uid = draft.accounts.find((account) => account.email === free.email)!.uid;
    draft.resetCodes.push({ oobCode: 'c0de-of-the-link', uid });
  });
  await storeWorldBeforeStart(page, JSON.stringify(world));
  await noteAddressesScriptsRunAt(page);

  await page.goto('/set-password?mode=resetPassword&oobCode=c0de-of-the-link');
  const named = page.getByText(`Choose a new password for ${free.email}.`);
  await expect(named).toBeVisible(STARTED);
  await expectCleanAddress(page, '/set-password');
  await expectNoScriptSawASecret(page);

  await page.reload();
  await expect(named).toBeVisible(STARTED);
  await expectCleanAddress(page, '/set-password');
  await expectNoScriptSawASecret(page);
  await page.getByLabel('New password').fill('Quiet#Lake42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectPath(page, '/set-password-successful');
});

test('the payment provider’s returns: the client secret and ids leave before any other script runs', async ({
  page,
}) => {
  await noteAddressesScriptsRunAt(page);
  // The checkout's return, with no order of this tab to settle: on to the profile.
  await startSignedIn(
    page,
    'free',
    '/payment-successful?payment_intent=pi_3Rt&payment_intent_client_secret=pi_3Rt_secret_9xK&redirect_status=succeeded',
  );
  await expectProfileStarted(page, 'Alex Morgan');
  await expectCleanAddress(page, '/');
  await expectNoScriptSawASecret(page);

  // A card change's return that this tab did not start: nothing changes.
  await page.goto(
    '/?setup_intent=seti_1Qp&setup_intent_client_secret=seti_1Qp_secret_7hL&redirect_status=succeeded',
  );
  await expectProfileStarted(page, 'Alex Morgan');
  await expectCleanAddress(page, '/');
  await expectNoScriptSawASecret(page);
});

test('the prefilled e-mail and names leave the address of the prerendered sign-up page, and go on to the sign-in', async ({
  page,
}) => {
  await noteAddressesScriptsRunAt(page);
  await page.goto('/signup?email=ada%40example.com&firstName=Ada&lastName=Lovelace&plan=first');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com', STARTED);
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page).toHaveURL((url) => url.pathname === '/signup' && url.search === '?plan=first');
  await expectNoScriptSawASecret(page);

  await page.reload();
  await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace', STARTED);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.search === '?plan=first');
});

test('the guard’s redirect to sign-in after a change of e-mail hands the new address over outside the address', async ({
  page,
  context,
}) => {
  const changed = 'alex.changed@example.com';
  await startSignedIn(page, 'free');
  await expectProfileStarted(page);
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('button', { name: 'Edit Email' }).click();
  await details.getByRole('textbox', { name: 'Email' }).fill(changed);
  await details.getByRole('button', { name: 'Save Email' }).click();
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');

  // The session ends (here from another tab), as Firebase ends it after a change of e-mail.
  const other = await context.newPage();
  await other.goto('/');
  await expectProfileStarted(other);
  await logOut(other);

  await expect(h1(page)).toHaveText('Welcome back', STARTED);
  await expect(page.getByLabel('Email')).toHaveValue(changed);
  await expectCleanAddress(page, '/signin');
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(changed, STARTED);
  await expectCleanAddress(page, '/signin');
});
