/**
 * npm run screens: every screen and state of the paying moment (issue 30) as PNGs, at 375 and
 * 1280 px, light and dark, in screens/ (git-ignored), so a designer can look at them all in a
 * minute. It serves the memory build in dist/ (`npm run build` first, or SCREENS_BUILD=1 to build)
 * on 127.0.0.1 on a free port with test/e2e/serve-dist.ts, drives the system's Chromium with
 * Playwright, and stops the server when done. SCREENS_ONLY=checkout narrows it to the states whose
 * name contains that word. The phone checkout and success screen also go to docs/ with
 * SCREENS_DOCS=1 (the README's pictures). SCREENS_LANGUAGE=de (or fr, es) shows each state in that
 * language to a visitor from its country (euro prices): the state is reached in English, then the
 * footer's switch changes the page's language, as a person would; the files end in `-de`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from '../e2e/serve-dist';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';
import { CHROMIUM_FLAGS, systemChromium } from '../support/chromium';
import { TEST_CARDS } from '../support/test-cards';
import { seedState } from '../../src/demo/demo-seed';
import { DEMO_WORLD_KEY } from '../../src/demo/demo-world';
import { GIFT_SHOTS } from './gift-shots';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'screens');
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;
const LANGUAGE_COUNTRIES = { de: 'DE', fr: 'FR', es: 'ES' } as const;
type ScreensLanguage = keyof typeof LANGUAGE_COUNTRIES;

function chosenLanguage(): ScreensLanguage | undefined {
  const language = process.env.SCREENS_LANGUAGE;
  if (!language) return undefined;
  if (language in LANGUAGE_COUNTRIES) return language as ScreensLanguage;
  throw new Error(`SCREENS_LANGUAGE must be one of ${Object.keys(LANGUAGE_COUNTRIES).join(', ')}`);
}
const LANGUAGE = chosenLanguage();

interface Shot {
  name: string;
  /** Signed in as this seed account before the first page load; a visitor without one. */
  account?: keyof typeof DEMO_ACCOUNTS;
  /** Brings the page to the state to photograph. */
  go: (page: Page) => Promise<void>;
  /** The first screen only (what is seen without scrolling), not the whole page. */
  fold?: boolean;
  /**
   * The last step, after a language switch (a dialog makes the footer's switch inert): `words`
   * gives a key's text in the page's language.
   */
  last?: (page: Page, words: Words) => Promise<void>;
}

type Words = (key: string) => string;

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();

async function signUpToCheckout(page: Page) {
  await page.goto('/signup?plan=second');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Card number').waitFor();
}

/** The checkout asked for at sign-up, still opening: every call of the demo world slowed. */
async function signUpToOpeningCheckout(page: Page) {
  await page.goto('/signup?plan=second');
  await page.getByRole('button', { name: 'Demo tools' }).click();
  await page.getByLabel('Latency in ms for every call').fill('2000');
  await page.keyboard.press('Escape');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page
    .getByRole('region', { name: 'Payment details' })
    .getByText('Billing is loading...please wait.')
    .waitFor();
}

async function fillCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill(expiry);
  await page.getByLabel('Security code').fill(cvc);
}

const payButton = (page: Page) =>
  page.getByRole('button', { name: /^(Start free trial|Pay|Subscribe|Start trial)/u });

/** A visitor from the EU must ask for access within the withdrawal period before paying. */
async function tickWithdrawalBoxIfAsked(page: Page) {
  const box = page.getByLabel('I expressly ask that my access start now');
  if ((await box.count()) > 0) await box.check();
}

async function payAndWaitForAlert(page: Page) {
  await tickWithdrawalBoxIfAsked(page);
  await payButton(page).click();
  await page.getByRole('alert').first().waitFor();
}

async function payToWelcome(page: Page) {
  await signUpToCheckout(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await tickWithdrawalBoxIfAsked(page);
  await payButton(page).click();
  await page.getByRole('heading', { name: 'Welcome to Mindful' }).waitFor();
}

async function openDeleteDialog(page: Page, words: Words) {
  await page.getByRole('button', { name: words('deleteAccountModal.open') }).click();
  await page.getByRole('dialog').waitFor();
}

const SHOTS: Shot[] = [
  { name: 'membership', go: async (page) => (await page.goto('/membership'), heading(page)) },
  {
    name: 'membership-promo',
    go: async (page) => {
      await page.goto('/membership?plan=first&promo=WELCOME20');
      await page.getByText('Code applied successfully.').waitFor();
    },
  },
  {
    name: 'signup-order',
    go: async (page) => (await page.goto('/signup?plan=second'), heading(page)),
  },
  { name: 'checkout-opening', go: signUpToOpeningCheckout },
  { name: 'checkout', go: signUpToCheckout },
  { name: 'checkout-fold', go: signUpToCheckout, fold: true },
  {
    name: 'checkout-trial-open',
    go: async (page) => {
      await signUpToCheckout(page);
      await page.getByText('How your trial works').click();
    },
  },
  {
    name: 'checkout-declined-fold',
    fold: true,
    go: async (page) => {
      await signUpToCheckout(page);
      await fillCard(page, TEST_CARDS.declined);
      await payAndWaitForAlert(page);
    },
  },
  {
    name: 'checkout-expired-fold',
    fold: true,
    go: async (page) => {
      await signUpToCheckout(page);
      await fillCard(page, TEST_CARDS.succeeds, '12 / 20');
      await payAndWaitForAlert(page);
    },
  },
  {
    name: 'checkout-incomplete-fold',
    fold: true,
    go: async (page) => {
      await signUpToCheckout(page);
      await payAndWaitForAlert(page);
    },
  },
  {
    name: 'checkout-promo',
    go: async (page) => {
      await page.goto('/membership?plan=second&promo=WELCOME20');
      await page.getByText('Code applied successfully.').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('First Name').fill('Ada');
      await page.getByLabel('Last Name').fill('Lovelace');
      await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByLabel('Card number').waitFor();
    },
  },
  {
    name: 'payment-successful-fold',
    fold: true,
    go: payToWelcome,
  },
  {
    name: 'payment-successful',
    go: payToWelcome,
  },
  ...(
    [
      ['free', 'free'],
      ['member', 'member'],
      ['cancelled', 'cancelled'],
      // Keeping members (issue 31): a failed renewal, the bank's check, an expiring card, a pause.
      ['past-due', 'pastDue'],
      ['bank-check', 'authCheck'],
      ['expiring', 'expiring'],
      ['paused', 'paused'],
    ] as const
  ).map(([name, account]) => ({ name: `profile-${name}`, account, go: heading })),
  {
    name: 'cancel-subscription',
    account: 'member',
    go: async (page) => {
      await page.goto('/cancel-subscription');
      // The page's own first reason: the footer's theme switch is a radio group too.
      await page.getByRole('main').getByRole('radio').first().check();
    },
  },
  {
    // The notice a cancellation leaves; in another language its date is rewritten by the switch.
    name: 'cancelled-notice',
    account: 'member',
    go: async (page) => {
      await page.goto('/cancel-subscription');
      await page.getByRole('main').getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: 'Continue cancelling' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Your subscription is cancelled' })
        .waitFor();
    },
  },
  ...(['member', 'free'] as const).map((account) => ({
    name: `delete-dialog-${account}`,
    account,
    fold: true,
    go: heading,
    last: openDeleteDialog,
  })),
  {
    name: 'not-found-visitor',
    go: async (page) => (await page.goto('/no-such-page'), heading(page)),
  },
  {
    name: 'not-found-member',
    account: 'member',
    go: async (page) => (await page.goto('/no-such-page'), heading(page)),
  },
  ...GIFT_SHOTS,
];

/**
 * The seed world, written before each page's first script runs: with `account` signed in, and the
 * visitor in the chosen language's country. Without either, the app seeds the world itself.
 */
async function seedWorld(page: Page, account: keyof typeof DEMO_ACCOUNTS | undefined) {
  if (!account && !LANGUAGE) return;
  const world = seedState(new Date().toISOString().slice(0, 10));
  if (LANGUAGE) {
    world.settings.country = LANGUAGE_COUNTRIES[LANGUAGE];
    // Asked first in the EU, the visitor has answered before: the banner would hide the state.
    world.trackingConsent = 'denied';
  }
  if (account) {
    const uid = world.accounts.find((entry) => entry.email === DEMO_ACCOUNTS[account].email)?.uid;
    if (!uid) throw new Error(`No seed account ${account}`);
    world.session = { uid, provider: 'password' };
  }
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: DEMO_WORLD_KEY,
    value: JSON.stringify(world),
  });
  if (!account) return;
  await page.goto('/');
  await heading(page);
}

/** A key's text in the language's catalogue (English: the app's and the later pages' words). */
function wordsOf(language: ScreensLanguage | undefined): Words {
  const catalogues: unknown[] = language
    ? [readJson(`locales/${language}/translation.json`)]
    : [readJson('locales/en.json'), readJson('locales/en-later.json')];
  return (key) => {
    for (const catalogue of catalogues) {
      const text = key.split('.').reduce(childOf, catalogue);
      if (typeof text === 'string') return text;
    }
    throw new Error(`No text for ${key}`);
  };
}

const childOf = (node: unknown, part: string): unknown =>
  typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** The footer's switch, as a person changes language once the page is in the state to show. */
async function switchLanguage(page: Page, language: ScreensLanguage) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await page.locator(`html[lang="${language}"]`).waitFor();
}

async function take(browser: Browser, baseURL: string, shot: Shot, words: Words) {
  for (const size of WIDTHS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: size.width, height: size.height },
        isMobile: size.name === 'phone',
        hasTouch: size.name === 'phone',
        colorScheme: theme,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      const suffix = LANGUAGE ? `-${LANGUAGE}` : '';
      const file = path.join(OUT, `${shot.name}-${size.width}-${theme}${suffix}.png`);
      try {
        await seedWorld(page, shot.account);
        await shot.go(page);
        if (LANGUAGE) await switchLanguage(page, LANGUAGE);
        await shot.last?.(page, words);
        // Fonts and late layout settle; nothing animates (reduced motion).
        await page.waitForTimeout(300);
        await page.screenshot({ path: file, fullPage: !shot.fold });
        console.log(`  ${path.relative(ROOT, file)}`);
      } catch (error) {
        console.error(`  ${shot.name} at ${size.width} ${theme} failed: ${String(error)}`);
        process.exitCode = 1;
      } finally {
        await context.close();
      }
    }
  }
}

async function main() {
  if (process.env.SCREENS_BUILD) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('No build in dist/: run `npm run build` first (or SCREENS_BUILD=1).');
  }
  mkdirSync(OUT, { recursive: true });
  const only = process.env.SCREENS_ONLY;
  const shots = only ? SHOTS.filter((shot) => shot.name.includes(only)) : SHOTS;
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: systemChromium('npm run screens'),
    args: CHROMIUM_FLAGS,
  });
  try {
    console.log(`Screens of ${server.url} into ${path.relative(ROOT, OUT)}/`);
    const words = wordsOf(LANGUAGE);
    for (const shot of shots) await take(browser, server.url, shot, words);
    if (process.env.SCREENS_DOCS) {
      copyFileSync(
        path.join(OUT, 'checkout-fold-375-light.png'),
        path.join(ROOT, 'docs', 'checkout-phone.png'),
      );
      copyFileSync(
        path.join(OUT, 'payment-successful-fold-375-light.png'),
        path.join(ROOT, 'docs', 'payment-successful-phone.png'),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
