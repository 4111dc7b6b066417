import type { ConsentStorage } from '../application/ports/consent-storage';
import type { TrackingChoice } from '../domain/tracking-consent';
import { asAsync } from '../adapters/as-async';
import type { DemoWorld } from './demo-world';

/** Keeps the visitor's tracking choice in the world, where the demo tools show it. */
export class InMemoryConsentStorage implements ConsentStorage {
  constructor(private readonly world: DemoWorld) {}

  load(): Promise<TrackingChoice | null> {
    return asAsync(() => this.world.state.trackingConsent);
  }

  save(choice: TrackingChoice): Promise<void> {
    return asAsync(() => {
      this.world.change((draft) => {
        draft.trackingConsent = choice;
      });
    });
  }
}
