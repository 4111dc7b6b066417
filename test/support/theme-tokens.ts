/**
 * The two themes of src/ui/shared/styles/tokens.css, as tests read them: each custom property's value in
 * light and in dark, with every `light-dark(light, dark)` resolved, and `color-scheme`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const TOKENS_CSS = readFileSync(
  path.resolve(__dirname, '../../src/ui/shared/styles/tokens.css'),
  'utf8',
);

/** The declarations of the first block that follows `selector`. */
export function declarationsAfter(selector: string): Map<string, string> {
  const start = TOKENS_CSS.indexOf(selector);
  if (start < 0) throw new Error(`tokens.css has no ${selector}`);
  const open = TOKENS_CSS.indexOf('{', start + selector.length - 1);
  const body = TOKENS_CSS.slice(open + 1, TOKENS_CSS.indexOf('}', open));
  return new Map(
    [...body.matchAll(/(--[\w-]+|color-scheme):\s*([^;]+);/gu)].map((match) => [
      match[1]!,
      match[2]!.replace(/\s+/gu, ' ').trim(),
    ]),
  );
}

/** light-dark(a, b), where a and b may hold one level of parentheses: rgb(0 0 0 / 30%). */
const LIGHT_DARK = /light-dark\(((?:[^(),]|\([^()]*\))+),\s*((?:[^(),]|\([^()]*\))+)\)/gu;

function resolved(value: string, theme: 'light' | 'dark'): string {
  return value.replace(LIGHT_DARK, (_, light: string, dark: string) =>
    (theme === 'light' ? light : dark).trim(),
  );
}

/** Whether a token's value differs between the themes. */
export function isThemed(value: string): boolean {
  return value.includes('light-dark(');
}

const root = declarationsAfter(':root {');
const chosenDark = declarationsAfter(":root[data-theme='dark']");

function theme(name: 'light' | 'dark', own: Map<string, string>): Map<string, string> {
  const values = [...root].map(([token, value]) => [token, resolved(value, name)] as const);
  return new Map([...values, ...own]);
}

/** Every token of each theme: light as :root says, dark with the dark block's own on top. */
export const THEMES = { light: theme('light', new Map()), dark: theme('dark', chosenDark) };
export const ROOT_TOKENS = root;
