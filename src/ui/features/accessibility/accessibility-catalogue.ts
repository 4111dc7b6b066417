import { useChunkTranslation } from '../../kit/use-chunk-translation';
import statementEn from '../../../../locales/en-accessibility.json';
import statementDe from '../../../../locales/de/accessibility.json';
import statementFr from '../../../../locales/fr/accessibility.json';
import statementEs from '../../../../locales/es/accessibility.json';

/** The i18next namespace of the accessibility statement's own words. */
const ACCESSIBILITY_NAMESPACE = 'accessibility';

/** Every language's words of the statement: they come with its page's chunk, not the first route's. */
const ACCESSIBILITY_CATALOGUES = {
  en: statementEn,
  de: statementDe,
  fr: statementFr,
  es: statementEs,
};

/**
 * The statement's words live in a namespace of their own (locales/en-accessibility.json,
 * locales/<lng>/accessibility.json), loaded with its page as the contract pages' are: the first
 * route, which carries the footer's link to it, stays within its budget.
 */
export function useAccessibilityTranslation() {
  return useChunkTranslation(ACCESSIBILITY_NAMESPACE, ACCESSIBILITY_CATALOGUES);
}
