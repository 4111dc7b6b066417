/** Test helper: reads message keys against English (test/support/english.ts) the way the UI does, through i18next. */
import i18next from 'i18next';

import { ENGLISH } from '../../support/english';
import type { Message } from '../../../src/ui/shared/i18n/error-messages';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  resources: { en: { translation: ENGLISH } },
  interpolation: { escapeValue: false },
});

/** The raw template of a key, or undefined when the key is missing or not a text. */
export function template(key: string): string | undefined {
  const value: unknown = i18n.getResource('en', 'translation', key);
  return typeof value === 'string' ? value : undefined;
}

/** The text a person reads for a message; fails loudly for a key en.json lacks. */
export function text(message: Message | string): string {
  const { key, values } = typeof message === 'string' ? { key: message, values: {} } : message;
  if (template(key) === undefined) throw new Error(`English has no text for ${key}`);
  return i18n.t(key, values ?? {});
}
