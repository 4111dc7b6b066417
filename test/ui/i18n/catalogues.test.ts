/**
 * Every language's catalogues hold exactly English's keys (issue 32): a key English has that a
 * translation lacks would show English in the middle of a German page, and a key only a translation
 * has is a leftover nobody reads. Plural keys count once per plural group, and each group has the
 * forms its language's plural rules ask for (French and Spanish have `_many`). The texts keep
 * English's placeholders and tags, so that no value or link is lost in translation.
 */
import en from '../../../locales/en.json';
import enLater from '../../../locales/en-later.json';
import { ENGLISH } from '../../support/english';
import enDemo from '../../../locales/en-demo.json';
import enContracts from '../../../locales/en-contracts.json';
import deContracts from '../../../locales/de/contracts.json';
import frContracts from '../../../locales/fr/contracts.json';
import esContracts from '../../../locales/es/contracts.json';
import enGifts from '../../../locales/en-gifts.json';
import deGifts from '../../../locales/de/gifts.json';
import frGifts from '../../../locales/fr/gifts.json';
import esGifts from '../../../locales/es/gifts.json';
import enAccessibility from '../../../locales/en-accessibility.json';
import deAccessibility from '../../../locales/de/accessibility.json';
import frAccessibility from '../../../locales/fr/accessibility.json';
import esAccessibility from '../../../locales/es/accessibility.json';
import de from '../../../locales/de/translation.json';
import deDemo from '../../../locales/de/demo.json';
import fr from '../../../locales/fr/translation.json';
import frDemo from '../../../locales/fr/demo.json';
import es from '../../../locales/es/translation.json';
import esDemo from '../../../locales/es/demo.json';
import enMail from '../../../locales/en-mail.json';
import deMail from '../../../locales/de/mail.json';
import frMail from '../../../locales/fr/mail.json';
import esMail from '../../../locales/es/mail.json';

type Catalogue = Record<string, unknown>;

/**
 * Every namespace: the app's words, the demo's, the contract pages', the demo back end's e-mails,
 * the gift pages'.
 */
const NAMESPACES = ['translation', 'demo', 'contracts', 'mail', 'gifts', 'accessibility'] as const;

const CATALOGUES: Record<string, Record<(typeof NAMESPACES)[number], Catalogue>> = {
  en: {
    translation: ENGLISH,
    demo: enDemo,
    contracts: enContracts,
    mail: enMail,
    gifts: enGifts,
    accessibility: enAccessibility,
  },
  de: {
    translation: de,
    demo: deDemo,
    contracts: deContracts,
    mail: deMail,
    gifts: deGifts,
    accessibility: deAccessibility,
  },
  fr: {
    translation: fr,
    demo: frDemo,
    contracts: frContracts,
    mail: frMail,
    gifts: frGifts,
    accessibility: frAccessibility,
  },
  es: {
    translation: es,
    demo: esDemo,
    contracts: esContracts,
    mail: esMail,
    gifts: esGifts,
    accessibility: esAccessibility,
  },
};

const PLURAL = /_(zero|one|two|few|many|other)$/u;

/** Every text by its dotted key. */
function texts(node: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, child] of Object.entries(node as Catalogue)) {
    if (typeof child === 'string') found.set(`${path}${key}`, child);
    else for (const [inner, text] of texts(child, `${path}${key}.`)) found.set(inner, text);
  }
  return found;
}

/** The keys as i18next reads them: a plural group is one key. */
const groupKeys = (catalogue: Catalogue) =>
  [...new Set([...texts(catalogue).keys()].map((key) => key.replace(PLURAL, '')))].sort();

/** The plural forms each group of a catalogue has, by group. */
function pluralForms(catalogue: Catalogue): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of texts(catalogue).keys()) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const group = key.replace(PLURAL, '');
    groups.set(group, [...(groups.get(group) ?? []), match[1]!].sort());
  }
  return groups;
}

/** The {{values}} of a text. */
const values = (text: string) =>
  [...new Set(text.match(/\{\{\s*\w+\s*\}\}/gu) ?? [])].map((m) => m.replace(/\s/gu, ''));
/** The <tags> of a text (the links and emphasis the UI puts in). */
const tags = (text: string) => [...new Set(text.match(/<\/?\w+>/gu) ?? [])].sort();

const TRANSLATIONS = ['de', 'fr', 'es'] as const;

describe.each(TRANSLATIONS)('the %s catalogues', (language) => {
  test.each(NAMESPACES)('%s has exactly the keys English has', (namespace) => {
    const english = groupKeys(CATALOGUES.en![namespace]);
    const translated = groupKeys(CATALOGUES[language]![namespace]);
    expect({ missing: english.filter((key) => !translated.includes(key)) }).toEqual({
      missing: [],
    });
    expect({ extra: translated.filter((key) => !english.includes(key)) }).toEqual({ extra: [] });
  });

  test.each(NAMESPACES)('%s has every plural form its language uses, and no other', (namespace) => {
    const wanted = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    for (const [group, forms] of pluralForms(CATALOGUES[language]![namespace])) {
      expect({ group, forms }).toEqual({ group, forms: wanted });
    }
  });

  // A translation may word a value otherwise ("la première période" for "the first {{period}}"),
  // but never invents one, and keeps every tag.
  test.each(NAMESPACES)('%s uses only English placeholders, and its tags', (namespace) => {
    const english = texts(CATALOGUES.en![namespace]);
    for (const [key, text] of texts(CATALOGUES[language]![namespace])) {
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
      expect(text.trim()).not.toBe('');
      const unknown = values(text).filter((value) => !values(source).includes(value));
      expect({ key, unknown, tags: tags(text) }).toEqual({ key, unknown: [], tags: tags(source) });
    }
  });
});

test('English itself has the plural forms English uses', () => {
  for (const namespace of NAMESPACES) {
    for (const [group, forms] of pluralForms(CATALOGUES.en![namespace])) {
      expect({ group, forms }).toEqual({ group, forms: ['one', 'other'] });
    }
  }
});

test("English's later words and the first route's share no text: each key has one home", () => {
  const first = [...texts(en).keys()];
  expect([...texts(enLater).keys()].filter((key) => first.includes(key))).toEqual([]);
});
