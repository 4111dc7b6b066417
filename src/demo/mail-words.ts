import { createInstance, type i18n, type TFunction } from 'i18next';
import en from '../../locales/en-mail.json';
import de from '../../locales/de/mail.json';
import fr from '../../locales/fr/mail.json';
import es from '../../locales/es/mail.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../domain/language';

/**
 * The words of the e-mails the back end sends when a call causes one (the acknowledgment of a
 * purchase, the confirmations of the contract calls), in each language: locales/en-mail.json and
 * locales/<lng>/mail.json. The in-memory world and the local API server stand in for the back end
 * here; a real build has no demo world, so none of these words reach it (npm run perf checks).
 */
const MAIL_NAMESPACE = 'mail';

let words: i18n | null = null;

/** Built on the first e-mail: most demo sessions send none. */
function mailInstance(): i18n {
  if (words) return words;
  const instance = createInstance();
  void instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [MAIL_NAMESPACE],
    defaultNS: MAIL_NAMESPACE,
    resources: {
      en: { [MAIL_NAMESPACE]: en },
      de: { [MAIL_NAMESPACE]: de },
      fr: { [MAIL_NAMESPACE]: fr },
      es: { [MAIL_NAMESPACE]: es },
    },
    initAsync: false,
    returnNull: false,
    // Plain-text e-mails: nothing to escape.
    interpolation: { escapeValue: false },
  });
  words = instance;
  return instance;
}

/** The language an e-mail is written in: one the portal speaks, else English. */
export function mailLanguage(language: string | null | undefined): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The e-mails' words in a language (English for one the portal does not speak). */
export function mailWords(language: string | null | undefined): TFunction {
  return mailInstance().getFixedT(mailLanguage(language), MAIL_NAMESPACE);
}
