/**
 * The gifts' public face (issue 47, DESIGN.md "Gifts"): the routes of the pages, each a chunk of
 * its own loaded when visited; the guard's way back to a gift after signing in; and the profile's
 * parts (a gift member's subscription card, the way to give or redeem a gift).
 */
export { giftRoutes, loadGiftRoutes } from './gift-routes';
export { giftReturnPath } from './gift-return-mark';
export { GiftMembershipCard } from './GiftMembershipCard';
export { GiveGiftCard } from './GiveGiftCard';
