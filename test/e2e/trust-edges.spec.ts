/**
 * Issue 29's edges (DESIGN.md "Trust"): the portal works with site data blocked, bounded input is
 * refused on its field and never sent, UK and EU visitors are asked before any tracking event, and
 * the e-mail change and the deletion need a sign-in younger than five minutes.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  closeDialog,
  expectAccessible,
  expectPath,
  expectProfile,
  fillSignUp,
  h1,
  openDemoTools,
  readWorld,
} from './support/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';
import { seededWorld, startSignedIn, storeWorldBeforeStart } from './support/world';

// Blocked site data, bounded input, the consent and a stale sign-in do not depend on the viewport: run at desktop size only.
test.skip(({ isMobile }) => isMobile, 'viewport-independent');

/** Site data blocked, as Safari and Firefox do: reading either storage area throws. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, area, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Can we measure your visit?' });

/** A visitor from the UK, as the demo tools' country switch makes one. */
async function visitFromGb(page: Page) {
  await storeWorldBeforeStart(
    page,
    JSON.stringify(
      seededWorld((world) => {
        world.settings.country = 'GB';
      }),
    ),
  );
}

test('with site data blocked the portal starts, and a new member signs up', async ({ page }) => {
  await blockStorage(page);
  await page.goto('/membership');
  await expect(page.getByRole('radio', { name: /Yearly/u })).toBeChecked();
  await expect(page.getByText('Loading plans…')).toHaveCount(0);
  // A theme chosen holds for the page's life.
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expectPath(page, '/signup');
  await fillSignUp(page, { firstName: 'Sam', lastName: 'Blocked', email: 'blocked@example.com' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, 'Sam Blocked');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'the profile with storage blocked');
});

test('input beyond its bounds gets a message on its field and is never sent', async ({ page }) => {
  await page.goto('/signup');
  await fillSignUp(page, {
    firstName: 'A'.repeat(51),
    lastName: 'B'.repeat(51),
    email: 'long@example.com',
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First Name can be at most 50 characters')).toBeVisible();
  await expect(page.getByText('Last Name can be at most 50 characters')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expectAccessible(page, 'sign-up with names too long');
  const world = await readWorld(page).catch(() => null);
  expect(world?.accounts.some((account) => account.email === 'long@example.com') ?? false).toBe(
    false,
  );

  await page.goto('/membership');
  const promo = page.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('W'.repeat(41));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('A promo code has at most 40 characters')).toBeVisible();
  await expect(page.getByText('Invalid promocode')).toHaveCount(0);

  // Query values beyond the bounds are ignored.
  await page.goto(`/signup?firstName=${'A'.repeat(51)}&email=pat%40example.com`);
  await expect(page.getByLabel('First Name')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('pat@example.com');
  await page.goto(`/membership?promo=${'W'.repeat(41)}`);
  await expect(h1(page)).toBeVisible();
  await expect(promo).toHaveValue('');
});

test('a UK visitor is asked first: nothing is tracked before, nor after Reject', async ({
  page,
}) => {
  await visitFromGb(page);
  await page.goto('/signup');
  await expect(banner(page)).toBeVisible();
  const accept = banner(page).getByRole('button', { name: 'Accept' });
  const reject = banner(page).getByRole('button', { name: 'Reject' });
  // Equally prominent: the same kind of button, the same height.
  expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
  expect((await accept.boundingBox())?.height).toBe((await reject.boundingBox())?.height);
  await expectAccessible(page, 'the consent banner');

  await fillSignUp(page, { firstName: 'Tom', lastName: 'Jones', email: 'tom@example.co.uk' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, 'Tom Jones');
  expect((await readWorld(page)).events).toEqual([]);

  await reject.click();
  await expect(banner(page)).toHaveCount(0);
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await expect(settings).toBeFocused();
  const world = await readWorld(page);
  expect(world.events).toEqual([]);
  expect(world.trackingConsent).toBe('denied');

  // The choice is kept, and can be changed from the footer.
  await page.reload();
  await expectProfile(page, 'Tom Jones');
  await expect(banner(page)).toHaveCount(0);
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading')).toBeFocused();
});

test('a UK visitor who accepts: the lead that waited is tracked', async ({ page }) => {
  await visitFromGb(page);
  await page.goto('/signup');
  await fillSignUp(page, { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.co.uk' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectProfile(page, 'Ann Lee');
  expect((await readWorld(page)).events).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await readWorld(page)).events).toEqual([{ event: 'lead' }]);
  expect((await readWorld(page)).trackingConsent).toBe('granted');
});

test('a US visitor sees no banner and a “Your privacy choices” link', async ({ page }) => {
  await page.goto('/membership');
  const link = page.getByRole('button', { name: 'Your privacy choices' });
  await expect(link).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await link.click();
  const choices = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(choices).toBeVisible();
  await expectAccessible(page, 'the privacy choices');
  await choices.getByRole('button', { name: 'Reject' }).click();
  expect((await readWorld(page)).trackingConsent).toBe('denied');
});

/** The demo tools make the signed-in person's sign-in older than five minutes. */
async function ageSignIn(page: Page) {
  const tools = await openDemoTools(page);
  await tools.getByRole('button', { name: 'Age my sign-in' }).click();
  await expect(tools.getByText('Your sign-in is now 10 minutes old.')).toBeVisible();
  await closeDialog(page);
}

/** "Confirm it's you": a wrong password is refused on its field, the right one goes on. */
async function confirmItsYou(page: Page) {
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  const password = dialog.getByLabel('Password');
  await expect(password).toBeFocused();
  await password.fill('Wrong-Pass#9');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(password).toHaveAccessibleDescription(
    "That password isn't right. Please try again.",
  );
  await expect(password).toBeFocused();
  await expectAccessible(page, "the Confirm it's you dialog with a wrong password");
  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

test('after a stale sign-in, the e-mail change and the deletion ask for the password first', async ({
  page,
}) => {
  await startSignedIn(page, 'free');
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toBeVisible();
  await ageSignIn(page);

  await details.getByRole('button', { name: 'Edit Email' }).click();
  await details.getByLabel('Email').fill('alex.new@demo.test');
  await details.getByRole('button', { name: 'Save Email' }).click();
  await confirmItsYou(page);
  await expect(
    page.getByText(
      'Your e-mail is now alex.new@demo.test. For your security, your other devices were signed out.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  let world = await readWorld(page);
  expect(world.profiles.map((profile) => profile.email)).toContain('alex.new@demo.test');

  await ageSignIn(page);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await deletion.getByLabel('I understand that this action is permanent').check();
  await deletion.getByRole('button', { name: 'Continue' }).click();
  await confirmItsYou(page);
  await expectPath(page, '/signin');
  world = await readWorld(page);
  expect(world.accounts.map((account) => account.email)).not.toContain('alex.new@demo.test');
  expect(world.accounts.map((account) => account.email)).not.toContain(DEMO_ACCOUNTS.free.email);
});
