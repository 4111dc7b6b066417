import { useCallback, useSyncExternalStore } from 'react';
import {
  applyThemeChoice,
  resolvedTheme,
  storedThemeChoice,
  storeThemeChoice,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  watchResolvedTheme,
  type Theme,
  type ThemeChoice,
} from './theme';

/** The choice the page shows: `data-theme` on <html> (src/ui/shared/theme/theme-boot.ts set it). */
function choiceOnPage(): ThemeChoice {
  const chosen = document.documentElement.getAttribute(THEME_ATTRIBUTE);
  return chosen === 'light' || chosen === 'dark' ? chosen : 'system';
}

/**
 * The page's choice changes when a choice is made here (the attribute) or in another tab (a
 * storage event, which this tab follows at once).
 */
function subscribeToChoice(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [THEME_ATTRIBUTE],
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) {
      applyThemeChoice(storedThemeChoice());
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The theme choice and a way to change it (kept for the next visit). Prerendered, the choice is
 * 'system'; the app's first render in the browser agrees, then shows the page's own. Rendering
 * never changes the page's theme: only a choice does, so hydrating cannot flash the other theme.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribeToChoice, choiceOnPage, () => 'system' as const);
  const choose = useCallback((next: ThemeChoice) => {
    storeThemeChoice(next);
    applyThemeChoice(next);
  }, []);
  return [choice, choose];
}

const subscribeToTheme = (onChange: () => void) => watchResolvedTheme(onChange);
const themeOnPage = () => resolvedTheme();

/** The theme the page is painted in, kept up to date (for what cannot read the page's CSS). */
export function useResolvedTheme(): Theme {
  return useSyncExternalStore(subscribeToTheme, themeOnPage, () => 'light' as const);
}
