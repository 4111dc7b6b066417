import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's package chromium-headless-shell: the same Chromium, built without a browser's UI. */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Where the full browser is looked for, after CHROME_PATH. */
const FULL_BROWSER = [DEBIAN_CHROMIUM];

function candidates(browsers: string[]): string[] {
  return [process.env.CHROME_PATH, ...browsers].filter((candidate): candidate is string =>
    Boolean(candidate),
  );
}

function firstInstalled(browsers: string[]): string {
  const all = candidates(browsers);
  return all.find((candidate) => existsSync(candidate)) ?? all[0] ?? DEBIAN_CHROMIUM;
}

/**
 * Where the system's Chromium is, or would be: CHROME_PATH, else Debian's /usr/bin/chromium. No
 * error when there is none, so that a configuration that names it loads without one: knip (npm run
 * lint) reads the Playwright configurations to find their tests, and lint needs no browser.
 * Measurements and screenshots use it: it is the browser a person runs, and the bars of
 * docs/performance.md were set on it.
 */
export function chromiumPath(): string {
  return firstInstalled(FULL_BROWSER);
}

/**
 * The browser the journeys drive: CHROME_PATH, else Debian's headless shell when it is installed,
 * else /usr/bin/chromium. The shell is the build Playwright itself runs headless; on two cores it
 * ran the end-to-end suite in 15 minutes where the full browser took 25 (decision 0019).
 */
export function journeyChromiumPath(): string {
  return firstInstalled([DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]);
}

/**
 * The system's Chromium, never a downloaded one: CHROME_PATH, else Debian's /usr/bin/chromium.
 * Throws, saying how to install one, when there is none.
 */
export function systemChromium(purpose: string): string {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium for ${purpose}: looked at ${candidates(FULL_BROWSER).join(' and ')}. ` +
        "Install Debian's chromium (`apt-get install -y chromium`) or set CHROME_PATH to a Chrome or Chromium binary.",
    );
  }
  return path;
}

/** Quiet, sandbox-free Chromium for tests and measurements in a container. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
