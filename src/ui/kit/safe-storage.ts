/**
 * Web Storage that never stops the page. Where site data is blocked, merely reading
 * `window.localStorage` or `window.sessionStorage` throws a SecurityError (Safari, Firefox and Chrome
 * do so); in Node, where the pages are prerendered, there is none. Every part of the portal reaches
 * storage through `pageStorage`: the page's own area where the browser allows it, otherwise an area
 * kept in memory for the page's life (one per area and page, so a choice made on one screen is still
 * there on the next), so the portal starts and works and only forgets at the next load.
 *
 * The page's own Storage object is handed out as it is, so that `storage` events still name it as
 * their `storageArea`; its calls may still throw (a full storage refuses `setItem`), which callers
 * that write already catch.
 *
 * One mark must outlast the page, and so never takes the stand-in: the Firebase adapter's mark of a
 * redirect sign-in, across the trip to the provider, takes `sessionStorageOf`
 * (src/adapters/browser/session-storage.ts), which refuses where the browser does, and the adapter
 * degrades.
 */

/** The part of the Web Storage API the portal uses; `localStorage` and `sessionStorage` fit it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * Items kept in a Map for as long as the object lives: the stand-in of an area the browser refuses
 * a page, and the storage of the demo world in Node and in tests.
 */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** The in-memory stand-ins of each page, by area: the same one for every caller of a page. */
const standIns = new WeakMap<object, Partial<Record<StorageArea, MemoryStorage>>>();

function standInOf(page: object, area: StorageArea): MemoryStorage {
  const areas = standIns.get(page) ?? {};
  standIns.set(page, areas);
  return (areas[area] ??= new MemoryStorage());
}

/** The page's area when the browser lets it be read, else null (never throws). */
function browserArea(page: object, area: StorageArea): StorageLike | null {
  try {
    const storage = (page as Partial<Record<StorageArea, StorageLike | null>>)[area];
    if (!storage) return null;
    // Some browsers hand out the object and refuse its first use instead.
    storage.getItem('');
    return storage;
  } catch {
    return null;
  }
}

/**
 * The page's `area`, or a stand-in kept in memory for the page's life where the browser refuses it
 * (or has none). Never throws.
 */
export function pageStorage(area: StorageArea, page: object = globalThis): StorageLike {
  return browserArea(page, area) ?? standInOf(page, area);
}

/**
 * Whether what is written to this storage survives a reload: false for the in-memory stand-in.
 * Whatever must outlast the page (a guard against reloading in a loop, a mark across a redirect)
 * asks this first.
 */
export function keepsAcrossLoads(storage: StorageLike): boolean {
  return !(storage instanceof MemoryStorage);
}
