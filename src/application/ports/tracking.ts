/**
 * A renewal is reported once, when a failed one is recovered (a retry with a new card, or the
 * bank's check): it is no new purchase, nor is a change of plan. A gift is a purchase of its own
 * kind (`itemCategory: 'gift'`, its product as `itemId`); its redemption is no purchase, and no
 * event ever carries a gift's code.
 */
export type TrackingEvent =
  | { event: 'lead' }
  | {
      event: 'purchase';
      orderId: string;
      value: number;
      currency: string;
      itemCategory?: 'gift';
      itemId?: string;
    }
  | { event: 'renewal'; value: number; currency: string }
  | { event: 'gift_redeemed' };

/** Conversion tracking. */
export interface Tracking {
  track(event: TrackingEvent): Promise<void>;
  /**
   * Tells the tags what the visitor allows (Google's Consent Mode update): every kind of storage
   * and measurement granted, or every kind denied.
   */
  consent(granted: boolean): Promise<void>;
}
