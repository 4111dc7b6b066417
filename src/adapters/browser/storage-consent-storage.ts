import type { ConsentStorage } from '../../application/ports/consent-storage';
import { parseTrackingChoice, type TrackingChoice } from '../../domain/tracking-consent';
import { asAsync } from '../as-async';
import type { StorageLike } from '../../ui/kit/safe-storage';

/**
 * Keeps the visitor's tracking choice under one key of localStorage (src/ui/kit/safe-storage.ts: where the
 * browser refuses it, for the page's life). A refusal to write costs only the next visit, which
 * asks again.
 */
export class StorageConsentStorage implements ConsentStorage {
  constructor(
    private readonly storage: StorageLike,
    /** Where a visitor's tracking choice is kept in a real build (localStorage). */
    private readonly key = 'mindful-tracking-consent',
  ) {}

  load(): Promise<TrackingChoice | null> {
    return asAsync(() => {
      try {
        return parseTrackingChoice(this.storage.getItem(this.key));
      } catch {
        return null;
      }
    });
  }

  save(choice: TrackingChoice): Promise<void> {
    return asAsync(() => {
      try {
        this.storage.setItem(this.key, choice);
      } catch {
        // A full storage: the choice holds for this page.
      }
    });
  }
}
