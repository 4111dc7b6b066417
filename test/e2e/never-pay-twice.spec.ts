/**
 * DESIGN.md, Trust: "Never a second payment by mistake". The demo provider cannot be reached just
 * as the member comes back from paying (a second tab's demo tools fail its next call, as a dropped
 * connection would): the return page says so, keeps asking, and offers no way to pay again; once
 * the provider answers, the payment is believed, once.
 */
import { test, expect } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { TEST_CARDS } from '../support/test-cards';
import type { Page } from '@playwright/test';
import {
  expectPath,
  failNextCall,
  fillCard,
  h1,
  payButton,
  paymentMethodsOf,
  purchases,
  readWorld,
} from './support/app';
import { startSignedIn } from './support/world';

// What the provider says does not depend on the width: desktop size only.
test.skip(({ isMobile }) => isMobile, 'viewport-independent');

/**
 * Notes every heading, lead and button the return page shows, however briefly, so that what it
 * said between two of the portal's questions can be read afterwards, on a machine of any speed.
 */
async function noteTheReturnPage(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { returnPageSaid: seen });
    new MutationObserver(() => {
      if (!window.location.pathname.endsWith('/payment-successful')) return;
      for (const element of document.querySelectorAll('h1, .page__lead, button')) {
        const said = `${element.tagName.toLowerCase()}: ${element.textContent ?? ''}`;
        if (!seen.includes(said)) seen.push(said);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { returnPageSaid: string[] }).returnPageSaid);
}

test('the provider cannot be reached on the way back: the page says so, offers no second payment, and believes the provider once it answers', async ({
  page,
  context,
}) => {
  const returnPageSaid = await noteTheReturnPage(page);
  await startSignedIn(page, 'free');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCard(page, TEST_CARDS.authentication);
  await payButton(page).click();
  const check = page.getByRole('dialog', { name: '3-D Secure check' });
  await expect(check).toBeVisible();

  // While the bank's check is open, the next question to the provider is set to fail.
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await failNextCall(otherTab, 'payments');
  await otherTab.close();
  await check.getByRole('button', { name: 'Complete authentication' }).click();

  // The portal asks again by itself (two seconds later); the provider says the payment succeeded.
  await expectPath(page, '/payment-successful');
  await expect(h1(page)).toHaveText('Welcome to Mindful', { timeout: 15_000 });
  const said = await returnPageSaid();
  expect(said).toEqual(
    expect.arrayContaining([
      'h1: We are confirming your payment',
      expect.stringMatching(
        /^p: We can’t reach the payment provider at the moment.*Please don’t pay again/u,
      ),
      'button: Check again',
    ]),
  );
  expect(
    said.filter((text) => /checkout|pay again/iu.test(text) && text.startsWith('button')),
  ).toEqual([]);
  const world = await readWorld(page);
  expect(purchases(world)).toHaveLength(1);
  expect(paymentMethodsOf(world, DEMO_ACCOUNTS.free.email)).toHaveLength(1);
});
