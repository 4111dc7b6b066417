import type { IsoDate } from '../domain/dates';
import type { GiftMonths, GiftStatus } from '../domain/gifts';

/**
 * What the demo's back end keeps about gifts (DESIGN.md, "Gifts"): each gift sold, the refused
 * redemption attempts it limits, and the access a redeemed gift gives a member.
 */

/** A gift sold, from its order to its redemption. */
export interface DemoGift {
  id: string;
  buyerUid: string;
  productId: string;
  months: GiftMonths;
  /** What the buyer pays, tax included, in `currency`. */
  amount: number;
  currency: string;
  /** The VAT rate the amount includes (the buyer's country's); null where none is named. */
  taxRate: number | null;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
  sendOn: IsoDate;
  /** The one-time payment intent that pays it. */
  clientSecret: string;
  status: GiftStatus;
  /**
   * Issued once the payment succeeded, shown `MNDF-YEAR-2026-0001`. A real back end keeps only a
   * hash of it (docs/backend-contract.md); the demo keeps it whole, to show it in the outbox.
   */
  code: string | null;
  /** The language of the buyer's order: the gift's e-mails are written in it. */
  language: string;
  orderedOn: IsoDate;
  redeemedBy: string | null;
  redeemedOn: IsoDate | null;
}

/** A redemption refused (an unknown or a used code): too many within an hour lock the account out. */
export interface DemoGiftAttempt {
  uid: string;
  /** ISO 8601 */
  at: string;
}

/**
 * The membership a redeemed gift gives, from `startsOn` (today, or the end of access already paid
 * for) until `endsOn`, shown while no billed subscription gives access.
 */
export interface DemoGiftAccess {
  startsOn: IsoDate;
  endsOn: IsoDate;
  currency: string;
}
