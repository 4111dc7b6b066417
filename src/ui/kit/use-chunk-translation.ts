import type { ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Words that come with a chunk of their own (a page's, the demo's) rather than with the first
 * route, which stays within its budget: every language's catalogue of one i18next namespace. The
 * first of the chunk's components to render adds those still missing, then reads them.
 */
export function useChunkTranslation(
  namespace: string,
  catalogues: Record<string, ResourceLanguage>,
) {
  const { i18n } = useTranslation();
  for (const [language, catalogue] of Object.entries(catalogues)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, catalogue);
    }
  }
  return useTranslation(namespace);
}
