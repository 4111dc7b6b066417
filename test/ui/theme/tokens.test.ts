/**
 * The two themes of src/ui/shared/styles/tokens.css, measured: every pairing of text and background the
 * portal paints meets WCAG AA (4.5:1 for text, 3:1 for borders and focus rings) in light and dark,
 * the two dark blocks (the system's and the chosen one) agree, and no stylesheet paints a colour
 * of its own outside the tokens.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  declarationsAfter,
  isThemed,
  ROOT_TOKENS,
  THEMES,
  TOKENS_CSS,
} from '../../support/theme-tokens';

const ROOT = path.resolve(__dirname, '../../..');
const { light, dark } = THEMES;
const systemDark = declarationsAfter(":root:not([data-theme='light'])");
const chosenDark = declarationsAfter(":root[data-theme='dark']");

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/iu.exec(hex);
  if (!match) throw new Error(`${hex} is not a #rrggbb colour`);
  const value = match[1]!;
  return [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;
const surfaces = ['bg', 'surface', 'surface-muted'];

/** [foreground, background, minimum]: what the stylesheets paint on what. */
const PAIRS: [string, string, number][] = [
  ...[...surfaces, 'info-bg', 'success-bg', 'danger-bg', 'accent'].map(
    (bg) => ['text', bg, TEXT] as [string, string, number],
  ),
  ...[...surfaces, 'info-bg'].map((bg) => ['text-muted', bg, TEXT] as [string, string, number]),
  ...[...surfaces, 'accent', 'info-bg', 'danger-bg', 'success-bg'].map(
    (bg) => ['primary', bg, TEXT] as [string, string, number],
  ),
  // The membership page's sky, behind its header, heading and lead.
  ...['text', 'text-muted', 'primary'].map(
    (fg) => [fg, 'hero-sky', TEXT] as [string, string, number],
  ),
  ['primary-hover', 'bg', TEXT],
  ['primary-hover', 'surface', TEXT],
  ['primary-contrast', 'primary', TEXT],
  ['primary-contrast', 'primary-hover', TEXT],
  ['accent-text', 'accent', TEXT],
  ...[...surfaces, 'success-bg'].map((bg) => ['success', bg, TEXT] as [string, string, number]),
  ...[...surfaces, 'danger-bg'].map((bg) => ['danger', bg, TEXT] as [string, string, number]),
  // A bank's check: a calm warning, its text, and the button on it.
  ...['warning', 'text', 'primary'].map(
    (fg) => [fg, 'warning-bg', TEXT] as [string, string, number],
  ),
  ['danger-contrast', 'danger', TEXT],
  ['store-text', 'store-bg', TEXT],
  ['store-text', 'store-bg-hover', TEXT],
  ['wallet-apple-text', 'wallet-apple-bg', TEXT],
  ['wallet-google-text', 'wallet-google-bg', TEXT],
  ['wallet-link-text', 'wallet-link-bg', TEXT],
  // Input borders, the focus ring and the chosen plan's border: 3:1 against what they sit on.
  ...surfaces.map((bg) => ['border-strong', bg, NON_TEXT] as [string, string, number]),
  ...surfaces.map((bg) => ['focus', bg, NON_TEXT] as [string, string, number]),
  ...surfaces.map((bg) => ['primary', bg, NON_TEXT] as [string, string, number]),
];

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('the %s theme', (_name, theme) => {
  const colour = (token: string) => {
    const value = theme.get(`--color-${token}`);
    if (!value) throw new Error(`No --color-${token}`);
    return value;
  };

  test.each(PAIRS)('%s on %s reaches %p:1', (foreground, background, minimum) => {
    expect(contrast(colour(foreground), colour(background))).toBeGreaterThanOrEqual(minimum);
  });

  test('names its colour scheme, so form controls and scrollbars match', () => {
    expect(theme.get('color-scheme')).toBe(_name);
  });
});

describe('the dark theme', () => {
  test('is the same whether the system asks for it or the person chose it', () => {
    expect([...systemDark]).toEqual([...chosenDark]);
  });

  test('gives every colour a dark value of its own, but brand colours and the QR code ground, fixed in both', () => {
    const fixed = [...ROOT_TOKENS]
      .filter(([name, value]) => name.startsWith('--color-') && !isThemed(value))
      .map(([name]) => name);
    expect(fixed).toEqual([
      '--color-store-text',
      '--color-wallet-link-bg',
      '--color-wallet-link-text',
      '--color-qr-bg',
    ]);
  });

  test('follows the system only when the person chose nothing else', () => {
    expect(TOKENS_CSS).toMatch(
      /@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\) \{/u,
    );
  });
});

/** Every stylesheet of the portal, the demo's and the Stripe form's. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

test('no stylesheet but tokens.css names a colour: each theme paints every page', () => {
  const files = [
    ...stylesheets(path.join(ROOT, 'src/ui')),
    ...stylesheets(path.join(ROOT, 'src/adapters')),
  ].filter((file) => !file.endsWith(path.join('styles', 'tokens.css')));
  expect(files.length).toBeGreaterThan(10);
  const COLOUR =
    /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|oklch|lab|lch)\(|:\s*(?:white|black)\s*;/giu;
  const found = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(COLOUR)].map(
      (match) => `${path.relative(ROOT, file)}: ${match[0]}`,
    ),
  );
  expect(found).toEqual([]);
});

describe('native form controls', () => {
  const base = readFileSync(path.join(ROOT, 'src/ui/shared/styles/base.css'), 'utf8');
  const ruleOf = (selector: RegExp) => selector.exec(base)?.[1] ?? '';

  test("radios and checkboxes take the theme's accent, so an unchecked one does not look disabled", () => {
    expect(ruleOf(/input\[type='radio'\],\s*input\[type='checkbox'\]\s*\{([^}]*)\}/u)).toMatch(
      /accent-color:\s*var\(--color-primary\)/u,
    );
  });

  test('placeholders are written in the muted ink, whole (measured at 4.5:1 on every surface)', () => {
    const placeholder = ruleOf(/(?:^|\n)::placeholder\s*\{([^}]*)\}/u);
    expect(placeholder).toMatch(/color:\s*var\(--color-text-muted\)/u);
    expect(placeholder).toMatch(/opacity:\s*1/u);
  });
});
