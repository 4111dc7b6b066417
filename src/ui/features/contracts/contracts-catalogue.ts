import { useChunkTranslation } from '../../kit/use-chunk-translation';
import contractsEn from '../../../../locales/en-contracts.json';
import contractsDe from '../../../../locales/de/contracts.json';
import contractsFr from '../../../../locales/fr/contracts.json';
import contractsEs from '../../../../locales/es/contracts.json';

/** The i18next namespace of the contract pages' own words. */
const CONTRACTS_NAMESPACE = 'contracts';

/** Every language's words of the pages: they come with the pages' chunk, not the first route's. */
const CONTRACTS_CATALOGUES = { en: contractsEn, de: contractsDe, fr: contractsFr, es: contractsEs };

/**
 * The contract pages' words live in a namespace of their own (locales/en-contracts.json,
 * locales/<lng>/contracts.json), loaded with the pages, as the demo's are with the demo: the first
 * route stays within its budget. The footer's links and the error text stay in the main catalogue.
 */
export function useContractsTranslation() {
  return useChunkTranslation(CONTRACTS_NAMESPACE, CONTRACTS_CATALOGUES);
}
