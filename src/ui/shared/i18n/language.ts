import type { i18n } from 'i18next';
import type { Language } from '../../../domain/language';
import { loadCatalogues } from './catalogues';
import { LANGUAGE_STORAGE_KEY, pageStorage } from './language-boot';

/**
 * The footer's language switch at work, a chunk of its own (`language-switch`), loaded on the
 * first change: the page's language at start is language-boot.ts's. docs/i18n.md tells the whole
 * story.
 */

/** Keeps the choice; a storage that refuses only costs the next visit. */
export function storeLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | null = pageStorage(),
): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes and full storage refuse: this page still changes language.
  }
}

/**
 * Shows the page in another language without a reload: loads its catalogue when not yet there,
 * switches every component over, keeps the choice and names the language on <html>.
 */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  if (language !== 'en' && !instance.hasResourceBundle(language, 'translation')) {
    for (const [namespace, catalogue] of Object.entries(await loadCatalogues(language))) {
      instance.addResourceBundle(language, namespace, catalogue);
    }
  }
  await instance.changeLanguage(language);
  storeLanguage(language);
  document.documentElement.lang = language;
}
