import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  languageOfAddress,
  languageOfTag,
  type Language,
} from '../../../domain/language';

/** Where the footer's language choice is kept (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Set on <html> by the head script (src/ui/shared/theme/theme-boot.ts) when the page starts in a language
 * other than the one its HTML was written in (a kept choice that is not the browser's): the
 * prerender stays hidden (src/ui/shared/styles/base.css) until the app has rendered in the person's
 * language (revealPage), and the loader (src/boot/start-after-paint.ts) requests the app at once
 * rather than after a paint that shows nothing.
 */
export const LANGUAGE_PENDING_ATTRIBUTE = 'data-language-pending';

/** Should the app never come (a chunk that fails for good), the page shows after this long. */
const REVEAL_ANYWAY_MS = 5000;

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where merely reading it throws (site data refused). */
export function pageStorage(page: Pick<Window, 'localStorage'> = window): LanguageStorage | null {
  try {
    return page.localStorage;
  } catch {
    return null;
  }
}

/** The kept choice, or null: nothing kept, or storage refused. */
export function storedLanguage(storage: LanguageStorage | null = pageStorage()): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The language this page starts in: the kept choice, else the address's (`/de/membership`), else
 * the browser's, else English.
 */
export function startLanguage(
  storage: LanguageStorage | null = pageStorage(),
  languages: readonly string[] | undefined = navigator.languages,
  pathname: string = location.pathname,
): Language {
  const addressed = languageOfAddress(pathname);
  return chooseLanguage(
    storedLanguage(storage),
    addressed ? [addressed, ...(languages ?? [])] : languages,
  );
}

/**
 * The language the page shows now, as <html lang> names it: bootLanguage sets it before the first
 * paint, the app's start once i18next runs, and the footer's switch on every change.
 */
export function pageLanguage(root: HTMLElement = document.documentElement): Language {
  return languageOfTag(root.lang) ?? DEFAULT_LANGUAGE;
}

/**
 * Before the first paint: names the page's language on <html> and, when that is not the language
 * the HTML was written in (its `lang`, build/html.ts), hides the page until the app shows it in
 * the person's language. A German browser's German page shows at once.
 */
export function bootLanguage(
  root: HTMLElement = document.documentElement,
  language: Language = startLanguage(),
): Language {
  const served = languageOfTag(root.lang) ?? DEFAULT_LANGUAGE;
  root.lang = language;
  if (language !== served) {
    root.setAttribute(LANGUAGE_PENDING_ATTRIBUTE, '');
    setTimeout(() => revealPage(root), REVEAL_ANYWAY_MS);
  }
  return language;
}

/** Shows the page once it is rendered in its language (see LANGUAGE_PENDING_ATTRIBUTE). */
export function revealPage(root: HTMLElement = document.documentElement): void {
  root.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
}
