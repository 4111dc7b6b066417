import type { Tracking, TrackingEvent } from '../application/ports/tracking';
import { asAsync } from '../adapters/as-async';
import type { DemoWorld } from './demo-world';

/** Records conversion events in the world, where the demo tools list them. */
export class InMemoryTracking implements Tracking {
  constructor(private readonly world: DemoWorld) {}

  track(event: TrackingEvent): Promise<void> {
    return asAsync(() => {
      this.world.change((draft) => {
        draft.events.push(structuredClone(event));
      });
    });
  }

  /** The demo has no tags to tell; the choice the visitor made is the world's (InMemoryConsentStorage). */
  consent(): Promise<void> {
    return asAsync(() => {});
  }
}
