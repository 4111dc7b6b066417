/**
 * npm run screens: every screen and state of the paying moment (issue 30) as PNGs, at 375 and
 * 1280 px, light and dark, in screens/ (git-ignored), so a designer can look at them all in a
 * minute. It serves the memory build in dist/ (`npm run build` first, or SCREENS_BUILD=1 to build)
 * on 127.0.0.1 on a free port with tools/serve-dist/serve-dist.ts, drives the system's Chromium with
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
import { startServer } from '../serve-dist/serve-dist';
import { DEMO_ACCOUNTS } from '../../test/support/demo-accounts';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';
import { seedState } from '../../src/demo/demo-seed';
import { DEMO_WORLD_KEY } from '../../src/demo/demo-world';
import { heading, SHOTS, type Shot, type Words } from './shots';

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
