import {
  addressPrefix,
  chooseLanguage,
  formatLocaleOf,
  isLanguage,
  languageOfAcceptLanguage,
  languageOfAddress,
  languageOfTag,
  LANGUAGE_NAMES,
  LANGUAGES,
} from '../../src/domain/language';
import { formatLongDate, formatShortDate } from '../../src/domain/dates';
import { formatDateTime } from '../../src/domain/moments';
import { formatMinorUnits, formatMoney } from '../../src/domain/money';

/** Intl writes a no-break space (or a narrow one) where a person reads a space. */
const spaced = (text: string | null) => text?.replace(/[\u00a0\u202f]/gu, ' ');

describe('chooseLanguage', () => {
  test.each([
    ['de', ['en-US'], 'de'],
    ['fr', undefined, 'fr'],
    [null, ['de-DE', 'en'], 'de'],
    [null, ['fr-CA'], 'fr'],
    [null, ['es-419', 'de'], 'es'],
    [null, ['it-IT', 'es-ES', 'de'], 'es'],
    [null, ['en-GB', 'de'], 'en'],
    [null, ['it', 'pt-BR'], 'en'],
    [null, [], 'en'],
    [null, null, 'en'],
    ['klingon', ['fr'], 'fr'],
    ['', ['de'], 'de'],
  ] as const)('a kept %p with browser languages %p gives %p', (stored, browser, expected) => {
    expect(chooseLanguage(stored, browser)).toBe(expected);
  });

  test('reads tags in any case and with underscores', () => {
    expect(languageOfTag('DE_at')).toBe('de');
    expect(languageOfTag(' Es ')).toBe('es');
    expect(languageOfTag('deu')).toBeNull();
    expect(languageOfTag(undefined)).toBeNull();
  });

  test('names each language in itself', () => {
    expect(LANGUAGES.map((language) => LANGUAGE_NAMES[language])).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
    ]);
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    expect(isLanguage('it')).toBe(false);
  });

  test('English and anything unknown format en-US, as SPEC.md writes', () => {
    expect(formatLocaleOf('en')).toBe('en-US');
    expect(formatLocaleOf(undefined)).toBe('en-US');
    expect(formatLocaleOf('cimode')).toBe('en-US');
    expect(formatLocaleOf('de')).toBe('de-DE');
    expect(formatLocaleOf('fr')).toBe('fr-FR');
    expect(formatLocaleOf('es')).toBe('es-ES');
  });
});

describe("languageOfAcceptLanguage (the language of the API's e-mails)", () => {
  test.each([
    ['de', 'de'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-CA, en;q=0.5', 'fr'],
    ['it-IT,it;q=0.9,es;q=0.8,en;q=0.7', 'es'],
    ['en;q=0.5, de;q=0.9', 'de'],
    ['de;q=0, fr', 'fr'],
    ['es;q=0.8, fr;q=0.8', 'es'],
    ['*', 'en'],
    ['it', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    // A weight that is not a number is no weight: the tag counts as wanted.
    ['de;q=oops, fr', 'de'],
  ] as const)('%p gives %p', (header, expected) => {
    expect(languageOfAcceptLanguage(header)).toBe(expected);
  });
});

describe('money in each language', () => {
  test.each([
    ['en', 49.99, 'eur', '€49.99'],
    ['en', 49.99, 'usd', '$49.99'],
    ['en', 4.99, 'gbp', '£4.99'],
    ['de', 49.99, 'eur', '49,99 €'],
    ['fr', 49.99, 'eur', '49,99 €'],
    ['es', 49.99, 'eur', '49,99 €'],
    ['de', 4.99, 'eur', '4,99 €'],
    ['de', 1234.5, 'eur', '1.234,50 €'],
    ['fr', 1234.5, 'eur', '1 234,50 €'],
    ['de', 0, 'eur', '0,00 €'],
    ['de', 49.99, 'usd', '49,99 $'],
  ] as const)('%s writes %p %s as %p', (language, amount, currency, expected) => {
    expect(spaced(formatMoney(amount, currency, language))).toBe(expected);
  });

  test('minor units too', () => {
    expect(spaced(formatMinorUnits({ amount: 4999, currency: 'eur' }, 'de'))).toBe('49,99 €');
    expect(formatMinorUnits({ amount: 4999, currency: 'eur' }, 'en')).toBe('€49.99');
  });

  test('a bad currency is a plain amount in the language', () => {
    expect(formatMoney(1234.5, 'dollars', 'de')).toBe('1.234,50');
  });
});

describe('dates in each language', () => {
  test.each([
    ['en', 'December 01, 2026', '12/01/2026'],
    ['de', '1. Dezember 2026', '01.12.2026'],
    ['fr', '1 décembre 2026', '01/12/2026'],
    ['es', '1 de diciembre de 2026', '01/12/2026'],
  ] as const)('%s writes 2026-12-01 as %p and %p', (language, long, short) => {
    expect(formatLongDate('2026-12-01', language)).toBe(long);
    expect(formatShortDate('2026-12-01', language)).toBe(short);
  });

  test('English keeps SPEC.md formats', () => {
    expect(formatLongDate('2026-11-28', 'en')).toBe('November 28, 2026');
    expect(formatShortDate('2026-11-28', 'en')).toBe('11/28/2026');
    expect(formatLongDate('nonsense', 'de')).toBeNull();
    expect(formatShortDate(null, 'fr')).toBeNull();
  });

  test('a moment received is written with its time, in the language', () => {
    const moment = new Date('2026-11-28T10:42:00Z');
    expect(formatDateTime(moment, 'en', 'UTC')).toMatch(/^November 28, 2026 at 10:42\sAM$/u);
    expect(formatDateTime(moment, 'de', 'UTC')).toBe('28. November 2026 um 10:42');
    expect(formatDateTime(moment, 'fr', 'UTC')).toMatch(/^28 novembre 2026 (à )?10:42$/u);
    expect(formatDateTime(moment, 'es', 'UTC')).toMatch(
      /^28 de noviembre de 2026(, | a las )10:42$/u,
    );
    expect(formatDateTime(moment, 'de')).toContain('2026');
  });
});

describe("a language's own addresses", () => {
  test.each([
    ['/de/membership', 'de'],
    ['/fr/signin', 'fr'],
    ['/es/', 'es'],
    ['/es', 'es'],
    ['/membership', null],
    ['/en/membership', null],
    ['/dev/membership', null],
    ['/', null],
  ])('%s is in %p', (pathname, language) => {
    expect(languageOfAddress(pathname)).toBe(language);
  });

  test('English is at the root, every other language under its code', () => {
    expect(addressPrefix('en')).toBe('');
    expect(addressPrefix('de')).toBe('/de');
  });
});
