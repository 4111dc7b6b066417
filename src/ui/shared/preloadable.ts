/**
 * A loader of a chunk that loads once, whether asked ahead (preload: while the person is still
 * typing elsewhere) or when needed (load, as React.lazy asks); a failed load is forgotten, so the
 * next ask tries again, and a preload never reports a failure of its own.
 */
export function preloadable<Loaded>(loader: () => Promise<Loaded>) {
  let loading: Promise<Loaded> | null = null;
  const load = () => {
    loading ??= loader().catch((reason: unknown) => {
      loading = null;
      throw reason;
    });
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
