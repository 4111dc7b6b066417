import enLater from '../../locales/en-later.json';
import { createI18n } from '../../src/ui/i18n/create-i18n';
import { TEST_SETTINGS } from './test-settings';

/**
 * The app's i18next in English with every page's words at once: the first route's and the later
 * pages' (src/ui/i18n/later-words.ts), for a page or component rendered without the app.
 */
export function createEnglishI18n() {
  const i18n = createI18n(TEST_SETTINGS);
  i18n.addResourceBundle('en', 'translation', enLater, true, false);
  return i18n;
}
