import type { Language } from '../../../domain/language';
import type { Catalogue, Catalogues } from './create-i18n';

type OtherLanguage = Exclude<Language, 'en'>;

/**
 * Each language but English, as a chunk of its own (`locale-de`, …), loaded only when used:
 * English is in the app's bundle. docs/i18n.md tells how a language is added.
 */
const CATALOGUES: Record<OtherLanguage, () => Promise<{ default: Catalogue }>> = {
  de: () => import(/* webpackChunkName: "locale-de" */ '../../../../locales/de/translation.json'),
  fr: () => import(/* webpackChunkName: "locale-fr" */ '../../../../locales/fr/translation.json'),
  es: () => import(/* webpackChunkName: "locale-es" */ '../../../../locales/es/translation.json'),
};

/**
 * The demo's words in the language (namespace `demo`, locales/<lng>/demo.json), in the language's
 * chunk; none in a build without the demo world. One expression, so that webpack settles it and a
 * real build's chunks hold no demo word.
 */
function loadDemoCatalogue(language: OtherLanguage): Promise<Catalogue | null> {
  return process.env.WITHOUT_DEMO_WORLD === 'true'
    ? Promise.resolve(null)
    : (language === 'de'
        ? import(/* webpackChunkName: "locale-de" */ '../../../../locales/de/demo.json')
        : language === 'fr'
          ? import(/* webpackChunkName: "locale-fr" */ '../../../../locales/fr/demo.json')
          : import(/* webpackChunkName: "locale-es" */ '../../../../locales/es/demo.json')
      ).then((module) => module.default);
}

/** A language's catalogues by namespace, from its chunk: the app's words, and the demo's in a demo build. */
export async function loadCatalogues(language: OtherLanguage): Promise<Catalogues> {
  const [translation, demo] = await Promise.all([
    CATALOGUES[language](),
    loadDemoCatalogue(language),
  ]);
  return demo ? { translation: translation.default, demo } : { translation: translation.default };
}
