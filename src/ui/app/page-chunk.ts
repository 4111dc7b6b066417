import type { ComponentType } from 'react';
import { preloadableComponent } from './preloadable-component';
import { reloadingOnStaleChunk } from '../shared/stale-chunk';

/** A page in a chunk of its own: its component, and the loaders to fetch it when asked or ahead. */
export interface PageChunk {
  Component: ComponentType;
  load: () => Promise<unknown>;
  preload: () => void;
}

export function pageChunk<Module>(load: () => Promise<Module>, name: keyof Module): PageChunk {
  const loadPage = reloadingOnStaleChunk(load);
  return preloadableComponent<object>(() =>
    loadPage().then((module) => module[name] as ComponentType),
  );
}
