import type { Language } from '../../domain/language';
import type { Catalogue } from './create-i18n';

/**
 * Each language but English, as a chunk of its own (`locale-de`, …), loaded only when used:
 * English is in the app's bundle. docs/i18n.md tells how a language is added.
 */
const CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import(/* webpackChunkName: "locale-de" */ '../../../locales/de/translation.json'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ '../../../locales/fr/translation.json'),
  es: () => import(/* webpackChunkName: "locale-es" */ '../../../locales/es/translation.json'),
};

/** A language's catalogue, from its chunk. */
export async function loadCatalogue(language: Exclude<Language, 'en'>): Promise<Catalogue> {
  return (await CATALOGUES[language]()).default;
}
