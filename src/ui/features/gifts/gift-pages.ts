/** The gift pages' chunk (gift-routes.tsx). */
export { GiftPage } from './GiftPage';
export { GiftPaidPage } from './GiftPaidPage';
export { RedeemPage } from './RedeemPage';
