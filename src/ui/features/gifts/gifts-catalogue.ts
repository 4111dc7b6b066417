import { useChunkTranslation } from '../../kit/use-chunk-translation';
import giftsEn from '../../../../locales/en-gifts.json';
import giftsDe from '../../../../locales/de/gifts.json';
import giftsFr from '../../../../locales/fr/gifts.json';
import giftsEs from '../../../../locales/es/gifts.json';

/** The i18next namespace of the gift pages' own words. */
const GIFTS_NAMESPACE = 'gifts';

/** Every language's words of the gift pages: they come with the pages' chunk, not the first route's. */
const GIFTS_CATALOGUES = { en: giftsEn, de: giftsDe, fr: giftsFr, es: giftsEs };

/**
 * The gift pages' words live in a namespace of their own (locales/en-gifts.json,
 * locales/<lng>/gifts.json), loaded with the pages as the contract pages' are: the first route
 * stays within its budget. The links to the pages and a gift member's card on the profile speak
 * in the main catalogue.
 */
export function useGiftsTranslation() {
  return useChunkTranslation(GIFTS_NAMESPACE, GIFTS_CATALOGUES);
}
