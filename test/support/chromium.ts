import { existsSync } from 'node:fs';

/** The system's Chromium, never a downloaded one: CHROME_PATH, else Debian's /usr/bin/chromium. */
export function systemChromium(purpose: string): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Chromium for ${purpose}: looked at ${candidates.join(' and ')}. ` +
        "Install Debian's chromium (`apt-get install -y chromium`) or set CHROME_PATH to a Chrome or Chromium binary.",
    );
  }
  return found;
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
