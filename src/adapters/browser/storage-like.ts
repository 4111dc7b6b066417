/** The part of the Web Storage API the adapters use; `localStorage` and `sessionStorage` fit it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The page's sessionStorage, or, where merely reading `window.sessionStorage` throws (Chrome with
 * site data blocked throws a SecurityError there), a storage that refuses every call with that
 * error, so the adapters over it degrade instead of the page failing to start.
 */
export function sessionStorageOf(page: Pick<Window, 'sessionStorage'> = window): StorageLike {
  try {
    return page.sessionStorage;
  } catch (error) {
    const refuse = (): never => {
      throw error;
    };
    return { getItem: refuse, setItem: refuse, removeItem: refuse };
  }
}
