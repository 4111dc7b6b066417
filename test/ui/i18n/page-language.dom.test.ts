import { pageLanguage } from '../../../src/ui/shared/i18n/language-boot';

describe("pageLanguage (the language the user API's calls carry)", () => {
  test.each([
    ['de', 'de'],
    ['fr-CA', 'fr'],
    ['es', 'es'],
    ['en', 'en'],
    ['it', 'en'],
    ['', 'en'],
  ])('reads <html lang=%p> as %p', (lang, expected) => {
    const root = document.createElement('html');
    root.lang = lang;

    expect(pageLanguage(root)).toBe(expected);
  });

  test('follows the page as its language changes', () => {
    document.documentElement.lang = 'de';
    expect(pageLanguage()).toBe('de');

    document.documentElement.lang = 'es';
    expect(pageLanguage()).toBe('es');
  });
});
