import enLater from '../../locales/en-later.json';
import de from '../../locales/de/translation.json';
import es from '../../locales/es/translation.json';
import fr from '../../locales/fr/translation.json';
import type { Language } from '../../src/domain/language';
import { createI18n } from '../../src/ui/shared/i18n/create-i18n';
import { TEST_SETTINGS } from './test-settings';

const OTHER_LANGUAGES = { de, es, fr };

/**
 * The app's i18next in English with every page's words at once: the first route's and the later
 * pages' (src/ui/shared/i18n/later-words.ts), for a page or component rendered without the app. Given
 * another language, it starts in that language, as after the footer's switch.
 */
export function createTestI18n(language: Language = 'en') {
  const start =
    language === 'en'
      ? undefined
      : { language, catalogues: { translation: OTHER_LANGUAGES[language] } };
  const i18n = createI18n(TEST_SETTINGS, start);
  i18n.addResourceBundle('en', 'translation', enLater, true, false);
  return i18n;
}
