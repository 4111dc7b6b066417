/**
 * The law's contract pages (DESIGN.md, Europe and Trust: "Nobody acts for a member but the
 * member"): "Cancel contracts here" and "Withdraw from contract here" take a request from anyone
 * in one step, but a stranger's changes nothing until the owner follows the one-time link e-mailed
 * to the account (the demo outbox holds it); the signed-in owner's applies at once. Axe-clean in
 * both themes, at phone and desktop size.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  expectAccessible,
  expectFocusKept,
  expectPath,
  h1,
  openDemoTools,
  readWorld,
  signIn,
  uidOf,
} from './support/app';

const MEMBER = 'member@demo.test';

async function membershipOf(page: Page, email: string) {
  const world = await readWorld(page);
  const uid = uidOf(world, email);
  return world.profiles.find((profile) => profile.uid === uid)?.subscription ?? null;
}

test("a stranger's cancellation changes nothing until the owner's link from the outbox applies it", async ({
  page,
}) => {
  // Two pages, the demo tools and a reload in one journey.
  test.slow();
  await page.goto('/membership');
  await page.getByRole('link', { name: 'Cancel contracts here' }).click();
  await expectPath(page, '/cancel-contract');
  await page.getByLabel('Email').fill(MEMBER);
  await page.getByLabel('Which contract?').selectOption({ label: 'Mindful membership, yearly' });
  await page.getByRole('radio', { name: /Extraordinary cancellation/u }).check();
  await page.getByLabel('Reason (optional)').fill('Moving abroad');
  const sent = page.getByRole('region', { name: "What we'll send" });
  await expect(sent).toContainText('Moving abroad');
  await page.getByRole('button', { name: 'Cancel now' }).click();

  const receipt = page.getByRole('region', { name: 'We received your cancellation' });
  await expect(receipt).toContainText(/Received on \w+ \d{1,2}, 2\d{3} at \d{1,2}:\d{2}\s[AP]M\./u);
  await expect(receipt).toContainText('Nothing changes yet.');
  await expectFocusKept(page, 'Cancel now');
  // Sam's membership renews as before.
  const before = await membershipOf(page, MEMBER);
  expect(before).toMatchObject({ autoRenew: true });

  const tools = await openDemoTools(page);
  await tools.getByRole('link', { name: `Confirmation link for ${MEMBER}` }).click();
  await expectPath(page, '/contracts/confirm');
  const pending = page.getByRole('region', { name: 'Confirm your cancellation' });
  await expect(pending).toContainText('Extraordinary cancellation, for good cause');
  // The token has left the address; a reload still finds it.
  await expect(page).not.toHaveURL(/token/u);
  await page.reload();
  await expect(pending).toBeVisible();
  expect(await membershipOf(page, MEMBER)).toEqual(before);

  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  const done = page.getByRole('region', { name: 'Your cancellation is confirmed' });
  await expect(done).toContainText('Your membership is cancelled.');
  await expectFocusKept(page, 'Confirm cancellation');
  expect(await membershipOf(page, MEMBER)).toMatchObject({ autoRenew: false });

  // The link works once.
  const { acknowledgments } = await readWorld(page);
  const link = acknowledgments.find((mail) => mail.link)?.link ?? '';
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'This link has already been used' }),
  ).toBeVisible();
});

test("the signed-in owner's cancellation takes effect at once", async ({ page }) => {
  test.slow();
  await signIn(page, MEMBER);
  await page.goto('/cancel-contract');
  await expect(h1(page)).toHaveText('Cancel a contract');
  await expect(page.getByLabel('Email')).toHaveValue(MEMBER);
  await expect(page.getByRole('region', { name: "What we'll send" })).toContainText(
    'it takes effect as soon as you press the button',
  );

  await page.getByRole('button', { name: 'Cancel now' }).click();

  await expect(page.getByRole('region', { name: 'We received your cancellation' })).toContainText(
    /Your membership is cancelled\. Nothing more will be charged, and your access ends on \w+ \d{2}, 2\d{3}\./u,
  );
  expect(await membershipOf(page, MEMBER)).toMatchObject({ autoRenew: false });
  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'Your subscription' })
      .getByRole('heading', { name: /^Ends on/u }),
  ).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    // The pages' colours do not depend on the width: the phone runs them in the light theme only.
    test.skip(({ isMobile }) => isMobile && colorScheme === 'dark', 'viewport-independent');

    for (const [path, submit, done] of [
      ['/cancel-contract', 'Cancel now', 'We received your cancellation'],
      ['/withdraw', 'Confirm withdrawal', 'We received your withdrawal'],
    ] as const) {
      test(`every state of ${path} is accessible, and sent by keyboard`, async ({ page }) => {
        test.slow();
        await page.goto(path);
        await expect(h1(page)).toBeVisible();
        await expectAccessible(page, `${path}, the form`);
        await page.getByRole('button', { name: submit }).click();
        await expect(page.getByText('Email is required')).toBeVisible();
        await expect(page.getByLabel('Email')).toBeFocused();
        await expectAccessible(page, `${path}, the e-mail missing`);
        await page.keyboard.type('free@demo.test');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('region', { name: done })).toBeVisible();
        await expectFocusKept(page, submit);
        await expectAccessible(page, `${path}, the receipt`);
      });
    }

    test('every state of /contracts/confirm is accessible', async ({ page }) => {
      test.slow();
      await page.goto('/cancel-contract');
      await page.getByLabel('Email').fill(MEMBER);
      await page.getByRole('button', { name: 'Cancel now' }).click();
      await expect(
        page.getByRole('region', { name: 'We received your cancellation' }),
      ).toBeVisible();
      const link = (await readWorld(page)).acknowledgments.findLast((mail) => mail.link)?.link;

      await page.goto(link ?? '/contracts/confirm');
      await expect(page.getByRole('button', { name: 'Confirm cancellation' })).toBeVisible();
      await expectAccessible(page, 'the link, before confirming');
      await page.getByRole('button', { name: 'Confirm cancellation' }).press('Enter');
      await expect(
        page.getByRole('heading', { name: 'Your cancellation is confirmed' }),
      ).toBeFocused();
      await expectAccessible(page, 'the link, confirmed');
      await page.goto('/contracts/confirm?token=no-such-link');
      await expect(page.getByRole('heading', { name: "This link doesn't work" })).toBeVisible();
      await expectAccessible(page, 'an unknown link');
    });
  });
}
