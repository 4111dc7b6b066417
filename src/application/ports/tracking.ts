export type TrackingEvent =
  { event: 'lead' } | { event: 'purchase'; orderId: string; value: number; currency: string };

/** Conversion tracking. */
export interface Tracking {
  track(event: TrackingEvent): Promise<void>;
}
