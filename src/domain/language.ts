/**
 * The portal's languages: English (SPEC.md's texts, the default), German, French and Spanish. A
 * person's language is the one they chose in the footer, else the first of their browser's
 * languages the portal speaks, else English.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-AT' → 'de'; a tag whose language the portal does not speak → null. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/u)[0];
  return isLanguage(primary) ? primary : null;
}

/** The languages with addresses of their own (`/de/membership`); English is at the root. */
export type AddressedLanguage = Exclude<Language, 'en'>;

/** '/de/membership' → 'de'; an address at the root ('/membership', '/dev') → null. */
export function languageOfAddress(pathname: string): AddressedLanguage | null {
  const first = /^\/([^/]+)(?:\/|$)/u.exec(pathname)?.[1];
  return isLanguage(first) && first !== 'en' ? first : null;
}

/** Where a language's addresses start: '/de' for German, '' for English (the root). */
export function addressPrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * The language to show: a kept choice when it is one of ours, else the first browser language we
 * speak (in the browser's order of preference), else English.
 */
export function chooseLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[] | null | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages ?? []) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language of an HTTP `Accept-Language` header ('de-DE,de;q=0.9,en;q=0.8'): the first one the
 * portal speaks in the order of the header's weights (equal weights keep the header's order), else
 * English. A weight of 0 says "not this one". How the API picks the language of its e-mails.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const weight = parameters
        .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/iu.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag, index, weight: weight === undefined ? 1 : Number(weight) };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return chooseLanguage(
    null,
    ranked.map(({ tag }) => tag),
  );
}

/**
 * The locale money and dates are written in. English keeps SPEC.md's en-US formats everywhere (the
 * UK included); the others write as their country of reference does: 49,99 €, 28. November 2026.
 */
export function formatLocaleOf(language: string | null | undefined): string {
  switch (language) {
    case 'de':
      return 'de-DE';
    case 'fr':
      return 'fr-FR';
    case 'es':
      return 'es-ES';
    default:
      return 'en-US';
  }
}

/** Each language's name in itself, for the switch that offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};
