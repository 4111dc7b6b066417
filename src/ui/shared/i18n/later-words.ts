import type { i18n } from 'i18next';
import { reloadingOnStaleChunk } from '../stale-chunk';
import { preloadable } from '../preloadable';
import type { Catalogue } from './create-i18n';

/**
 * The English words of the pages no visitor lands on first (locales/en-later.json: the member's
 * pages, the e-mail's action pages, /get-app, the page not found) are a chunk of their own, so that
 * the first route carries only the words of the pages prerendered for visitors (locales/en.json).
 * Another language's catalogue holds all its words: it is a chunk of its own already.
 */
const laterWords = preloadable(
  reloadingOnStaleChunk(() =>
    import(/* webpackChunkName: "later-words" */ '../../../../locales/en-later.json').then(
      (module): Catalogue => module.default,
    ),
  ),
);

/** The words once they are here, for a page that renders at once. */
let loaded: Catalogue | null = null;

/** The i18next instances that have the words. */
const given = new WeakSet<i18n>();

/** Fetches the words; a failure is the chunk's (see reloadingOnStaleChunk). */
export async function loadLaterWords(): Promise<Catalogue> {
  loaded = await laterWords.load();
  return loaded;
}

/** Fetches the words and gives them to an instance; a failure is the fetch's. */
export async function bringLaterWords(instance: i18n): Promise<void> {
  await loadLaterWords();
  giveLaterWords(instance);
}

/**
 * Fetches the words ahead, while the visitor is still on a first page, and gives them: the member's
 * page then renders with them at once, not after a render of its loading line.
 */
export function preloadLaterWords(instance: i18n): void {
  bringLaterWords(instance).catch(() => undefined);
}

/** Adds the words to an instance's English, once; false while they are not here yet. */
export function giveLaterWords(instance: i18n): boolean {
  if (given.has(instance)) return true;
  if (!loaded) return false;
  instance.addResourceBundle('en', 'translation', loaded, true, false);
  given.add(instance);
  return true;
}
