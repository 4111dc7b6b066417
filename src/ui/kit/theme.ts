/**
 * Light and dark themes. The page follows the system's `prefers-color-scheme` (a media query in
 * src/ui/shared/styles/tokens.css) unless the person chose a theme in the footer: the choice is kept in
 * localStorage and shown as `data-theme` on <html>, which tokens.css reads too.
 * src/ui/shared/theme/theme-boot.ts sets that attribute before the first paint (a blocking same-origin
 * script in the head; the Content Security Policy allows no inline script), so a prerendered page
 * is dark from its first frame.
 *
 * The attribute is the page's single word on the theme: the Stripe form reads it (with the
 * system's preference when there is none) to dress its iframe, which cannot see the page's CSS.
 */
import { pageStorage } from './safe-storage';

/** What a person can choose: follow the system, or always light, or always dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The theme the page is painted in. */
export type Theme = 'light' | 'dark';

/** Where the choice is kept; absent means "follow the system". */
export const THEME_STORAGE_KEY = 'theme';

/** The attribute on <html> that carries a chosen theme (never set while following the system). */
export const THEME_ATTRIBUTE = 'data-theme';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The part of Web Storage the theme uses. */
type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The page's localStorage, or (where site data is blocked and merely reading `window.localStorage`
 * throws) a stand-in kept for the page's life: a choice then holds until the next load.
 */
const pageThemeStorage = (): ThemeStorage => pageStorage('localStorage');

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The kept choice; 'system' when nothing (or nothing sensible) is kept, or storage is refused. */
export function storedThemeChoice(storage: ThemeStorage | null = pageThemeStorage()): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice ('system' forgets it); a storage that refuses only costs the next visit. */
export function storeThemeChoice(
  choice: ThemeChoice,
  storage: ThemeStorage | null = pageThemeStorage(),
): void {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes and full storage refuse: the page still changes, the next one follows the system.
  }
}

/** Paints the page in the choice: sets (or, for 'system', removes) `data-theme` on <html>. */
export function applyThemeChoice(
  choice: ThemeChoice,
  root: HTMLElement = document.documentElement,
): void {
  if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
}

/** The theme the page is painted in: the chosen one, else the system's. */
export function resolvedTheme(
  root: HTMLElement = document.documentElement,
  page: Partial<Pick<Window, 'matchMedia'>> = window,
): Theme {
  const chosen = root.getAttribute(THEME_ATTRIBUTE);
  if (isTheme(chosen)) return chosen;
  return page.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * Calls `onChange` whenever the painted theme may have changed: a choice made here or in another
 * tab (the attribute changes) or the system switching. Returns the unsubscribe.
 */
export function watchResolvedTheme(
  onChange: () => void,
  root: HTMLElement = document.documentElement,
  page: Partial<Pick<Window, 'matchMedia'>> = window,
): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(root, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
  const media = page.matchMedia?.(DARK_QUERY);
  media?.addEventListener?.('change', onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener?.('change', onChange);
  };
}
