import type { ComponentType } from 'react';
import { preloadableComponent } from './preloadable-component';
import { reloadingOnStaleChunk } from './stale-chunk';

/** A page in a chunk of its own: its component, and the loaders to fetch it when asked or ahead. */
export function pageChunk<Module>(load: () => Promise<Module>, name: keyof Module) {
  const loadPage = reloadingOnStaleChunk(load);
  return preloadableComponent(() => loadPage().then((module) => module[name] as ComponentType));
}
