import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en.json';
import type { AppSettings } from '../../application/ports/settings';

/** One i18next instance per app (and per test), with the client's name and support address built in. */
export function createI18n(settings: Pick<AppSettings, 'clientName' | 'supportEmail'>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    initAsync: false,
    returnNull: false,
    interpolation: {
      escapeValue: false, // React escapes.
      defaultVariables: { client: settings.clientName, supportEmail: settings.supportEmail },
    },
  });
  return instance;
}
