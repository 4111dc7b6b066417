import { useCallback, useSyncExternalStore } from 'react';

/** The width from which the portal lays its pages out in two columns (layout.css, `.split`). */
export const WIDE_SCREEN = '(min-width: 56rem)';

/**
 * Whether a media query holds now, following it as the window changes. False where the browser
 * cannot tell (no `matchMedia`) and while a page is written at build time.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
