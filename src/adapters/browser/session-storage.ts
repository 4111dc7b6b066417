import type { StorageLike } from '../../ui/kit/safe-storage';

/**
 * The page's sessionStorage, or a storage that refuses every call where there is none: where merely
 * reading `window.sessionStorage` throws (Chrome with site data blocked throws a SecurityError
 * there), and in Node, where the pages are prerendered. The adapters over it degrade instead of the
 * page failing to start.
 */
export function sessionStorageOf(
  page: Partial<Pick<Window, 'sessionStorage'>> = globalThis,
): StorageLike {
  try {
    if (!page.sessionStorage) throw new Error('There is no sessionStorage here.');
    return page.sessionStorage;
  } catch (error) {
    const refuse = (): never => {
      throw error;
    };
    return { getItem: refuse, setItem: refuse, removeItem: refuse };
  }
}
