import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en.json';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language';
import type { AppSettings } from '../../application/ports/settings';

/** A language's catalogue of the app's own words (locales/en.json, locales/<lng>/translation.json). */
export type Catalogue = ResourceLanguage;

/**
 * One i18next instance per app (and per test), with the client's name and support address built
 * in. English is always there (the fallback of every other language); another language starts
 * only with its catalogue, loaded beforehand (src/ui/i18n/language.ts).
 */
export function createI18n(
  settings: Pick<AppSettings, 'clientName' | 'supportEmail'>,
  start?: { language: Language; catalogue: Catalogue },
): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Catalogue }> = { en: { translation: en } };
  if (start && start.language !== DEFAULT_LANGUAGE) {
    resources[start.language] = { translation: start.catalogue };
  }
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
  return instance;
}
