import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function candidates(): string[] {
  return [process.env.CHROME_PATH, DEBIAN_CHROMIUM].filter((candidate): candidate is string =>
    Boolean(candidate),
  );
}

/**
 * Where the system's Chromium is, or would be: CHROME_PATH, else Debian's /usr/bin/chromium. No
 * error when there is none, so that a configuration that names it loads without one: knip (npm run
 * lint) reads the Playwright configurations to find their tests, and lint needs no browser.
 */
export function chromiumPath(): string {
  return (
    candidates().find((candidate) => existsSync(candidate)) ?? candidates()[0] ?? DEBIAN_CHROMIUM
  );
}

/**
 * The system's Chromium, never a downloaded one: CHROME_PATH, else Debian's /usr/bin/chromium.
 * Throws, saying how to install one, when there is none.
 */
export function systemChromium(purpose: string): string {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium for ${purpose}: looked at ${candidates().join(' and ')}. ` +
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
