/**
 * Each setting is named once, in build/settings-table.ts: .env.example documents exactly those, and
 * the code that reads them (the browser's, which sees only webpack's `process.env.NAME` literals,
 * and the hosting config) reads no other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSettings } from '../../build/settings';
import { SETTINGS, type SettingName } from '../../build/settings-table';
import { BRAND, REAL_SETTINGS } from './build-settings';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const names = Object.keys(SETTINGS) as SettingName[];
const publicNames = names.filter((name) => SETTINGS[name].exposure === 'public');

/** `NAME=value` and `# NAME=value` lines of .env.example, by name. */
function envExample(): Map<string, string> {
  const lines = read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gmu);
  return new Map([...lines].map(([, name, value]) => [name!, value!]));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/u.test(file))
    .map((file) => path.join(folder, file));
}

/** The settings src/ reads: webpack puts each setting's value where it reads `process.env.NAME`. */
function readInTheBrowser(): Set<string> {
  const uses = sourceFiles('src').flatMap((file) =>
    [...read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/gu)].map((match) => match[1]!),
  );
  return new Set(uses);
}

function readByTheHostingConfig(): Set<string> {
  const uses = read('hosting/hosting-config.ts').matchAll(/settings\.([A-Z][A-Z0-9_]*)/gu);
  return new Set([...uses].map((match) => match[1]!));
}

describe('the settings table', () => {
  test('.env.example documents every setting the environment gives, and no other', () => {
    const documented = [...envExample().keys()].sort();
    const given = names.filter((name) => SETTINGS[name].kind !== 'derived');
    expect(documented).toEqual(given.sort());
  });

  test(".env.example shows each port's two adapters and the brand's demo values", () => {
    const example = envExample();
    for (const name of names) {
      const setting = SETTINGS[name];
      if (setting.kind === 'port') expect(example.get(name)).toBe(setting.adapters.join('|'));
      if (setting.kind === 'brand') expect(example.get(name)).toBe(setting.example);
    }
    expect(example.get('ADAPTERS')).toBe(SETTINGS.ADAPTERS.example);
  });

  test('the browser reads only public settings, and every public one is read somewhere', () => {
    const browser = readInTheBrowser();
    const hosting = readByTheHostingConfig();
    expect([...browser].filter((name) => !publicNames.includes(name as SettingName))).toEqual([]);
    expect([...hosting].filter((name) => !publicNames.includes(name as SettingName))).toEqual([]);
    const unread = publicNames.filter((name) => !browser.has(name) && !hosting.has(name));
    expect(unread).toEqual([]);
  });

  test("the brand's readers (src/boot/build-settings.ts) and the adapters' (src/container.ts) name the table's", () => {
    const brand = names.filter((name) => SETTINGS[name].kind === 'brand');
    const adapters = names.filter((name) => SETTINGS[name].kind === 'adapter');
    const inFile = (file: string) =>
      new Set([...read(file).matchAll(/process\.env\.([A-Z0-9_]+)/gu)].map((match) => match[1]));
    expect([...inFile('src/boot/build-settings.ts')].sort()).toEqual([...brand].sort());
    const container = inFile('src/container.ts');
    expect(adapters.filter((name) => !container.has(name))).toEqual([]);
  });
});

describe('what the build writes into the bundle', () => {
  test('every public setting, and no build-only one', () => {
    const env = {
      ADAPTERS: 'real',
      DEPLOY: 'true',
      APPLE_PAY_DOMAIN_ASSOCIATION_FILE: 'association',
      ...REAL_SETTINGS,
      ...BRAND,
    };
    expect(Object.keys(buildSettings(env)).sort()).toEqual([...publicNames].sort());
  });
});
