/**
 * Tests build their members (test/support/builders.ts): the demo world's seed personas
 * (src/demo/demo-seed.ts) change for the demo's sake, so only the tests of the demo itself and the
 * journeys through the built portal sign in as them, or name their addresses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CODE = /\.(ts|tsx|js|cjs|mjs)$/u;

/** Where the seed is the subject, or the world a browser journey walks through. */
const SEED_FOLDERS = [
  'test/demo/', // the demo world, its adapters and tools
  'test/e2e/', // the production build's journeys on the demo world
  'test/local/', // the journeys on the real adapters over the local, seeded, back end
  'test/ui/demo-tools/', // the demo tools' panel, which shows the seed's accounts
  'test/stand-ins/', // the stand-in for Stripe over the local API server's seeded renewals
];
const SEED_FILES = [
  'test/support/demo-accounts.ts', // the seed's accounts, for the tests above
  // The user API's contract suites over the local API server: the subject's accounts are the
  // seed's, as in the in-memory subject's (test/demo/user-api.test.ts).
  'test/adapters/http/user-api.test.ts',
  'test/architecture/seed-personas.test.ts', // this rule
];

/** What names a seed persona: the seed's accounts, or an address of the demo's domain. */
const SEED_PERSONA = /\bDEMO_ACCOUNTS\b|[\w.+-]+(?:@|%40)demo\.test\b/iu;

function codeFilesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => CODE.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

/** The files of `folder` outside the seed's places that name a seed persona, with the first line. */
function namingSeedPersonas(folder = 'test'): string[] {
  return codeFilesUnder(folder)
    .filter((file) => !SEED_FOLDERS.some((seeded) => file.startsWith(seeded)))
    .filter((file) => !SEED_FILES.includes(file))
    .flatMap((file) => {
      const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      const at = lines.findIndex((line) => SEED_PERSONA.test(line));
      return at < 0 ? [] : [`${file}:${at + 1}: ${lines[at]?.trim()}`];
    });
}

test.each([
  ["import { DEMO_ACCOUNTS } from '../support/demo-accounts';", true],
  ["signedInAs: 'free@demo.test'", true],
  ["at: '/signin?email=free%40demo.test'", true],
  ["email: 'Sam.Rivera@Demo.Test'", true],
  ["email: 'pat.quinn@builders.test'", false],
  ["['email', 'alex@demo', E.invalidEmail]", false],
])('%s names a seed persona: %s', (line, names) => {
  expect(SEED_PERSONA.test(line)).toBe(names);
});

test('tests outside the demo’s own and the journeys build their members, naming no seed persona', () => {
  expect(namingSeedPersonas()).toEqual([]);
});
