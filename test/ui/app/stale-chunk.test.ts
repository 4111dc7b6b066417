import {
  STALE_CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForStaleChunk,
  reloadingOnStaleChunk,
  type PageReload,
} from '../../../src/ui/shared/stale-chunk';

/** What webpack throws when a chunk's script cannot be fetched. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 123 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

/** mini-css-extract-plugin's failure for a chunk's styles. */
function cssChunkLoadError(): Error {
  return Object.assign(new Error('Loading CSS chunk 123 failed.'), {
    code: 'CSS_CHUNK_LOAD_FAILED',
  });
}

function fakePage(startAt = 1_000_000): PageReload & { reloads: number; at: number } {
  const items = new Map<string, string>();
  const page = {
    reloads: 0,
    at: startAt,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
    reload: () => {
      page.reloads += 1;
    },
    now: () => page.at,
  };
  return page;
}

describe('a chunk gone after a redeploy', () => {
  test('is told apart from other failures', () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError(cssChunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });

  test('reloads the page once, and records when', () => {
    const page = fakePage();

    expect(reloadForStaleChunk(chunkLoadError(), page)).toBe(true);

    expect(page.reloads).toBe(1);
    expect(page.storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe(String(page.at));
  });

  test('never reloads in a loop: a second failure within a minute of a reload is shown', () => {
    const page = fakePage();
    reloadForStaleChunk(chunkLoadError(), page);
    page.at += 59_000;

    expect(reloadForStaleChunk(chunkLoadError(), page)).toBe(false);
    expect(page.reloads).toBe(1);

    page.at += 2_000;
    expect(reloadForStaleChunk(chunkLoadError(), page)).toBe(true);
    expect(page.reloads).toBe(2);
  });

  test('a failure of any other kind never reloads', () => {
    const page = fakePage();
    expect(reloadForStaleChunk(new Error('boom'), page)).toBe(false);
    expect(page.reloads).toBe(0);
  });

  test('without storage for the guard, it does not reload', () => {
    const page = fakePage();
    page.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(reloadForStaleChunk(chunkLoadError(), page)).toBe(false);
    expect(page.reloads).toBe(0);
  });

  test('a loader reloads and never settles for a stale chunk, and passes anything else on', async () => {
    const page = fakePage();
    let settled = false;
    void reloadingOnStaleChunk(() => Promise.reject(chunkLoadError()), page)().finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.reloads).toBe(1);
    expect(settled).toBe(false);

    const failure = new Error('boom');
    await expect(reloadingOnStaleChunk(() => Promise.reject(failure), page)()).rejects.toBe(
      failure,
    );
    await expect(reloadingOnStaleChunk(() => Promise.resolve('module'), page)()).resolves.toBe(
      'module',
    );
  });
});
