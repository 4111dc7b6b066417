/**
 * English as a person reads it: the first route's words (locales/en.json) and the later pages'
 * (locales/en-later.json, src/ui/shared/i18n/later-words.ts), as i18next merges them.
 */
import en from '../../locales/en.json';
import enLater from '../../locales/en-later.json';

type Catalogue = { [key: string]: string | Catalogue };

function merged(first: Catalogue, later: Catalogue): Catalogue {
  const result: Catalogue = { ...first };
  for (const [key, value] of Object.entries(later)) {
    const mine = result[key];
    result[key] =
      typeof mine === 'object' && typeof value === 'object' ? merged(mine, value) : value;
  }
  return result;
}

export const ENGLISH: Catalogue = merged(en, enLater);
