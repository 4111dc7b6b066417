import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../../locales/en.json';
import demoEn from '../../../../locales/en-demo.json';
import { formatLongDate } from '../../../domain/dates';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language';
import type { AppSettings } from '../../../application/ports/settings';

/** A language's catalogue of the app's own words (locales/en.json, locales/<lng>/translation.json). */
export type Catalogue = ResourceLanguage;

/**
 * A language's catalogues by i18next namespace: `translation`, the app's words, and in a build with
 * the demo world `demo`, the demo's (locales/en-demo.json, locales/<lng>/demo.json). A real build
 * holds no demo word: its header shows no demo tools, and the demo's views never load.
 */
export type Catalogues = { translation: Catalogue; demo?: Catalogue };

/**
 * One i18next instance per app (and per test), with the client's name and support address built
 * in. English is always there (the fallback of every other language); another language starts
 * only with its catalogue, loaded beforehand (src/ui/shared/i18n/language.ts).
 */
export function createI18n(
  settings: Pick<AppSettings, 'clientName' | 'supportEmail'>,
  start?: { language: Language; catalogues: Catalogues },
): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Catalogues> = {
    // One expression, so that webpack settles it: a real build leaves the demo's words out.
    en:
      process.env.WITHOUT_DEMO_WORLD === 'true'
        ? { translation: en }
        : { translation: en, demo: demoEn },
  };
  if (start && start.language !== DEFAULT_LANGUAGE) resources[start.language] = start.catalogues;
  void instance.use(initReactI18next).init({
    lng: start?.language ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    initAsync: false,
    returnNull: false,
    interpolation: {
      escapeValue: false, // React escapes.
      defaultVariables: { client: settings.clientName, supportEmail: settings.supportEmail },
    },
  });
  // `{{date, day}}`: a day is written when the words are read, in the language of that moment, so
  // that a notice shown before the person switches language reads in the new one, date and all.
  instance.services.formatter?.add(
    'day',
    (value: string, language) => formatLongDate(value, language ?? DEFAULT_LANGUAGE) ?? '',
  );
  return instance;
}
