import type { Gift, GiftOrder, GiftProduct } from '../../domain/gifts';
import type { RedemptionPreview } from '../../domain/gift-redemption';
import type { Subscription } from '../../domain/subscription';

/** A gift ordered and waiting for its one payment: confirm `clientSecret` (a `pi_` intent). */
export interface GiftPurchase {
  giftId: string;
  clientSecret: string;
}

/**
 * Selling and redeeming gifts (DESIGN.md, "Gifts"; the `/gifts…` calls), through the product's API
 * as whoever is signed in. Every call but the products needs someone signed in
 * ('api/unauthorized' otherwise). A code goes in as typed and parsed (`MNDF-YEAR-2026-0001`); the
 * adapter never puts one in an error's message. Failures reject with an AppError: 'gift/…' for a
 * code the API refuses (unknown, used, or too many refused lately), else 'api/…' or 'network/…'.
 */
export interface GiftShop {
  /** GET /gifts/products?country=…: the gifts in the currency of the visitor's country. */
  products(country: string): Promise<GiftProduct[]>;
  /** POST /gifts: the gift, unpaid, and the one-time payment that pays it. */
  order(order: GiftOrder): Promise<GiftPurchase>;
  /** GET /gifts/{giftId}: one of the caller's own gifts ('api/not-found' for any other). */
  gift(giftId: string): Promise<Gift>;
  /** GET /gifts/redeem/{code}: what redeeming the code would do for the caller; changes nothing. */
  previewRedemption(code: string): Promise<RedemptionPreview>;
  /** POST /gifts/redeem: redeems the code; answers the caller's subscription as it now is. */
  redeem(code: string): Promise<Subscription>;
}
