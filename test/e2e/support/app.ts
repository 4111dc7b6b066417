/**
 * How the end-to-end tests drive the portal (the demo accounts and cards are in test/support): signing in, the demo
 * tools (latency, a failing call, the outbox, the country), the demo card form, axe, and a look at
 * the demo world the app keeps in localStorage under `demo-world`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { DemoState, PortName } from '../../../src/demo/demo-state';
import { DEMO_PASSWORD } from '../../support/demo-accounts';
import { expect } from './fixtures';

/** The heading every page has; its absence after a step means the screen broke. */
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Where an element is drawn, with its bottom and right edges; it must be drawn. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return { ...box, bottom: box.y + box.height, right: box.x + box.width };
}

/** Waits until the address bar shows `path` (the query aside); SPA navigations count. */
export async function expectPath(page: Page, path: string, timeout = 10_000) {
  await page.waitForURL((url) => url.pathname === path, { timeout, waitUntil: 'commit' });
}

/** The profile of a signed-in person has loaded. */
export async function expectProfile(page: Page, name?: string) {
  await expectPath(page, '/');
  await expect(h1(page)).toHaveText('Your account');
  const card = page.getByRole('region', { name: 'Your profile' });
  await expect(card).toBeVisible();
  if (name) await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
  return card;
}

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signin');
  await expect(h1(page)).toHaveText('Welcome back');
  await fillSignIn(page, email, password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const profile = await expectProfile(page);
  await expectFocusKept(page, 'signing in');
  return profile;
}

export async function signInWith(page: Page, provider: 'Google' | 'Apple') {
  await page.goto('/signin');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  const profile = await expectProfile(page);
  await expectFocusKept(page, `continuing with ${provider}`);
  return profile;
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectPath(page, '/signin');
  await expectFocusKept(page, 'logging out');
}

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
}

export async function fillSignUp(page: Page, details: SignUpDetails) {
  await page.getByLabel('First Name').fill(details.firstName);
  await page.getByLabel('Last Name').fill(details.lastName);
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('Password', { exact: true }).fill(details.password ?? DEMO_PASSWORD);
}

export async function openDemoTools(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Demo tools' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo tools' });
  await expect(dialog.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  return dialog;
}

export async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectFocusKept(page, 'closing a dialog');
}

/** The demo tools fail the next call of `port` ("at the moment it matters": just before it). */
export async function failNextCall(page: Page, port: PortName) {
  const tools = await openDemoTools(page);
  await tools.getByLabel('Port', { exact: true }).selectOption(port);
  await tools.getByRole('button', { name: 'Fail next call' }).click();
  await expect(tools.getByText(`Armed: the next ${port} call fails.`)).toBeVisible();
  await closeDialog(page);
}

export async function setLatency(page: Page, milliseconds: number) {
  const tools = await openDemoTools(page);
  await tools.getByLabel('Latency in ms for every call').fill(String(milliseconds));
  await closeDialog(page);
}

export async function setCountry(page: Page, country: 'US' | 'GB') {
  const tools = await openDemoTools(page);
  await tools
    .getByRole('radio', { name: country === 'GB' ? /United Kingdom/u : /United States/u })
    .check();
  await closeDialog(page);
}

/** A UK or EU visitor's answer to the consent banner: Accept. */
export async function acceptTracking(page: Page) {
  const banner = page.getByRole('region', { name: 'Can we measure your visit?' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
}

/** Follows the newest reset link in the demo outbox for `email`. */
export async function followResetLink(page: Page, email: string) {
  const tools = await openDemoTools(page);
  await tools
    .getByRole('link', { name: `Reset password link for ${email}` })
    .last()
    .click();
  await expectPath(page, '/set-password');
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
}

export async function fillCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill(expiry);
  await page.getByLabel('Security code').fill(cvc);
}

/** The button that commits to the schedule names it: "Start free trial — then $49.99/year". */
export const payButton = (page: Page) =>
  page.getByRole('button', { name: /^(Start free trial|Pay|Subscribe) — / });

/** The demo world as the app last saved it. */
export async function readWorld(page: Page): Promise<DemoState> {
  const raw = await page.evaluate(() => window.localStorage.getItem('demo-world'));
  if (raw === null) throw new Error('The app has not saved a demo world yet');
  return JSON.parse(raw) as DemoState;
}

export const accountsWithEmail = (world: DemoState, email: string) =>
  world.accounts.filter((account) => account.email === email);

export const purchases = (world: DemoState) =>
  world.events.filter((event) => event.event === 'purchase');

export const uidOf = (world: DemoState, email: string) =>
  world.accounts.find((account) => account.email === email)?.uid ?? null;

export const paymentMethodsOf = (world: DemoState, email: string) =>
  world.paymentMethods.filter((method) => method.uid === uidOf(world, email));

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Whether every frame of the page is of the page's own origin. axe's default run gathers each
 * frame's results in a blank page of its own (finishRun), which is for frames of other origins; a
 * page without such frames is checked within itself (legacy mode), with the same rules, in half
 * the time.
 */
function framesAreSameOrigin(page: Page): boolean {
  const { origin } = new URL(page.url());
  return page
    .frames()
    .every((frame) => frame.url() === 'about:blank' || new URL(frame.url()).origin === origin);
}

/**
 * axe on the page as it is now: zero violations of WCAG 2.2 A and AA. Only the violations are
 * gathered (axe's resultTypes): the passing nodes, never read here, made each check take a quarter longer.
 */
export async function expectAccessible(page: Page, what: string) {
  // options() replaces every option set before it: it comes before withTags.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(framesAreSameOrigin(page))
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(violations, `axe violations on ${what}`).toEqual([]);
}

/** Whether the app fell into its error boundary ("Something went wrong"). */
export async function expectNoCrash(page: Page) {
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(h1(page)).toHaveCount(1);
}

/** What has focus now, for a message: tag, role and name, or 'the page body'. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'the page body';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `<${active.tagName.toLowerCase()}> ${name}`.trim();
  });
}

/**
 * DESIGN.md: focus is never left on the page body after an action. A busy control keeps it, an
 * error leaves it on the control, a success moves it to the outcome. When a browser changes
 * its rules again (Chromium began dropping focus from controls that become disabled), this
 * says which step broke instead of a later keyboard step timing out.
 */
export async function expectFocusKept(page: Page, after: string) {
  await expect
    .poll(() => describeFocus(page), {
      message: `focus fell on the page body after ${after}`,
      timeout: 3_000,
    })
    .not.toBe('the page body');
}
