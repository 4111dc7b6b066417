import type { Tracking, TrackingEvent } from '../ports/tracking';

/** Conversion tracking must never break the flow it observes. */
export async function trackSafely(tracking: Tracking, event: TrackingEvent): Promise<void> {
  try {
    await tracking.track(event);
  } catch {
    // A blocked or failing tag manager is not the person's problem.
  }
}
