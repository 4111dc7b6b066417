import { useLayoutEffect, useSyncExternalStore } from 'react';
import { revealPage } from '../shared/i18n/language-boot';

let shown = false;
const listeners = new Set<() => void>();

/**
 * Marks the app's first page as rendered, or adopted from the prerendered HTML: it commits with
 * the page's content. It shows a page that started hidden in another language than the
 * prerender's (language-boot.ts).
 */
export function PageShown() {
  useLayoutEffect(() => {
    revealPage();
    shown = true;
    listeners.forEach((listener) => listener());
  }, []);
  return null;
}

/**
 * Whether the app's first page is rendered. The header and footer around it are live a moment
 * sooner: the page is a chunk of its own, adopted after them. A language chosen in between would
 * be read by the page's adoption against HTML in the other language: React's mismatch (#418),
 * and the page rendered again from nothing.
 */
export const usePageShown = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => false,
  );
