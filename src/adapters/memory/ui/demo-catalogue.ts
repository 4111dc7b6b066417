import { useTranslation } from 'react-i18next';
import demoEn from '../../../../locales/en-demo.json';

/** The i18next namespace of the demo's own words: the demo tools, card form and wallets. */
const DEMO_NAMESPACE = 'demo';

/**
 * The demo's words live in their own catalogue, loaded with the demo's chunks, so that a build
 * without in-memory adapters carries none of them. The first demo component to render adds it.
 */
export function useDemoTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', DEMO_NAMESPACE)) {
    i18n.addResourceBundle('en', DEMO_NAMESPACE, demoEn);
  }
  return useTranslation(DEMO_NAMESPACE);
}
