export type TrackingEvent =
  { event: 'lead' } | { event: 'purchase'; orderId: string; value: number; currency: string };

/** Conversion tracking. */
export interface Tracking {
  track(event: TrackingEvent): Promise<void>;
  /**
   * Tells the tags what the visitor allows (Google's Consent Mode update): every kind of storage
   * and measurement granted, or every kind denied.
   */
  consent(granted: boolean): Promise<void>;
}
