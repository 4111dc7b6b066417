/**
 * The language a page starts in (src/ui/shared/i18n/language-boot.ts), and when the head script
 * holds the prerendered page hidden: only when the HTML's language is not the person's.
 */
import {
  bootLanguage,
  LANGUAGE_PENDING_ATTRIBUTE,
  LANGUAGE_STORAGE_KEY,
  startLanguage,
} from '../../../src/ui/shared/i18n/language-boot';

const kept = (language: string | null) => ({
  getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? language : null),
  setItem: () => {},
});

describe('startLanguage', () => {
  test("the kept choice first, then the address's language, then the browser's", () => {
    expect(startLanguage(kept('fr'), ['de-DE'], '/de/membership')).toBe('fr');
    expect(startLanguage(kept(null), ['en-US'], '/de/membership')).toBe('de');
    expect(startLanguage(kept(null), ['es-ES'], '/membership')).toBe('es');
    expect(startLanguage(null, ['it-IT'], '/signin')).toBe('en');
  });
});

describe('bootLanguage', () => {
  jest.useFakeTimers();

  const htmlIn = (lang: string) => {
    const root = document.createElement('html');
    root.lang = lang;
    return root;
  };

  test('a page written in the language the person reads shows at once', () => {
    const root = htmlIn('de');

    expect(bootLanguage(root, 'de')).toBe('de');
    expect(root.lang).toBe('de');
    expect(root.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)).toBe(false);
  });

  test('a page written in another language is held hidden until the app renders it', () => {
    const german = htmlIn('de');
    bootLanguage(german, 'fr');
    expect(german.lang).toBe('fr');
    expect(german.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)).toBe(true);

    const english = htmlIn('en');
    bootLanguage(english, 'es');
    expect(english.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)).toBe(true);
    // Should the app never come, the page shows anyway.
    jest.advanceTimersByTime(5000);
    expect(english.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)).toBe(false);
  });

  test('an English page in an English browser, as ever, shows at once', () => {
    const root = htmlIn('en');
    bootLanguage(root, 'en');
    expect(root.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)).toBe(false);
  });
});
