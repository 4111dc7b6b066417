/**
 * After a redeploy, a page opened earlier asks for chunks whose hashed names are gone. A reload
 * fetches the new build; the guard makes sure a chunk that is missing for another reason (the
 * network is down, a broken deploy) cannot reload the page in a loop.
 */
import { keepsAcrossLoads, pageStorage } from '../kit/safe-storage';

/** Where the time of the last such reload is kept, for this tab only. */
export const STALE_CHUNK_RELOAD_KEY = 'mindful-stale-chunk-reload';
/** A second missing chunk within this time after a reload is not a stale page: it is shown. */
const RELOAD_GUARD_MS = 60_000;

/** Whether webpack failed to fetch a chunk (a script, or mini-css-extract-plugin's styles). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || ('code' in error && error.code === 'CSS_CHUNK_LOAD_FAILED')
  );
}

/** A guard that cannot be kept: the failure is shown instead of reloading, maybe in a loop. */
const refusing: PageReload['storage'] = {
  getItem: () => null,
  setItem: () => {
    throw new Error('No storage outlives this page.');
  },
};

export interface PageReload {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

function browserReload(): PageReload {
  const storage = pageStorage('sessionStorage');
  return {
    // Where the browser refuses storage, a guard kept in memory would not outlive the reload.
    storage: keepsAcrossLoads(storage) ? storage : refusing,
    reload: () => window.location.reload(),
    now: () => Date.now(),
  };
}

/** Reloads the page for a missing chunk, at most once a minute; whether it did. */
export function reloadForStaleChunk(error: unknown, page: PageReload = browserReload()): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(page.storage.getItem(STALE_CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && page.now() - last < RELOAD_GUARD_MS) return false;
  try {
    page.storage.setItem(STALE_CHUNK_RELOAD_KEY, String(page.now()));
  } catch {
    // Without a place for the guard a reload could loop: show the failure instead.
    return false;
  }
  page.reload();
  return true;
}

/**
 * A chunk's loader that reloads the page when the chunk is gone after a redeploy. While the page
 * reloads it never settles, so nothing flashes an error; otherwise the failure goes on as it was.
 */
export function reloadingOnStaleChunk<Module>(
  load: () => Promise<Module>,
  page?: PageReload,
): () => Promise<Module> {
  return () =>
    load().catch((error: unknown) => {
      if (reloadForStaleChunk(error, page)) return new Promise<never>(() => {});
      throw error;
    });
}
