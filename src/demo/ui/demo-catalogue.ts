import { useChunkTranslation } from '../../ui/kit/use-chunk-translation';
import demoEn from '../../../locales/en-demo.json';
import demoDe from '../../../locales/de/demo.json';
import demoFr from '../../../locales/fr/demo.json';
import demoEs from '../../../locales/es/demo.json';

/** The i18next namespace of the demo's own words: the demo tools, card form and wallets. */
const DEMO_NAMESPACE = 'demo';

/** The demo's words in every language: small, and only in the demo's chunks. */
const DEMO_CATALOGUES = { en: demoEn, de: demoDe, fr: demoFr, es: demoEs };

/**
 * The demo's words live in their own catalogues, which only a build with the demo world loads: the
 * page's language's with the app's words (src/ui/shared/i18n/create-i18n.ts), every language's with the
 * demo's chunks. The first demo component to render adds those still missing.
 */
export function useDemoTranslation() {
  return useChunkTranslation(DEMO_NAMESPACE, DEMO_CATALOGUES);
}
