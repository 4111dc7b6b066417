import type { StorageLike } from '../ui/kit/safe-storage';
import type { DemoState } from './demo-state';
import { parseDemoState } from './demo-state-parse';

/** The localStorage key of the demo world, so reloads and full page navigations keep it. */
export const DEMO_WORLD_KEY = 'demo-world';

/**
 * The demo world as its storage keeps it, shared by every tab of the origin. It remembers the text
 * it last wrote or read, so that anything else found there is known to come from another tab.
 */
export class StoredWorld {
  private known: string | null = null;

  constructor(readonly storage: StorageLike) {}

  /** The world stored, or null for none, an unreadable storage or a corrupt value. */
  load(): DemoState | null {
    try {
      const raw = this.storage.getItem(DEMO_WORLD_KEY);
      this.known = raw;
      return raw === null ? null : parseDemoState(JSON.parse(raw));
    } catch {
      // Unreadable storage or a corrupt value: the seed is the sensible world to show.
      return null;
    }
  }

  /**
   * The world another tab wrote since this one last looked, else null. A removed world is the
   * seed again; an unreadable one is left aside.
   */
  writtenElsewhere(seed: () => DemoState): DemoState | null {
    let raw: string | null;
    try {
      raw = this.storage.getItem(DEMO_WORLD_KEY);
    } catch {
      return null;
    }
    if (raw === this.known) return null;
    this.known = raw;
    try {
      return raw === null ? seed() : parseDemoState(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  save(state: DemoState): void {
    const raw = JSON.stringify(state);
    try {
      this.storage.setItem(DEMO_WORLD_KEY, raw);
      this.known = raw;
    } catch {
      // A full or disabled storage only costs persistence across reloads; the demo goes on.
    }
  }

  /** Whether a `storage` event may be about the world: its key, or the whole storage cleared. */
  heardIn(event: StorageEvent): boolean {
    const ours = event.key === DEMO_WORLD_KEY || event.key === null;
    return ours && event.storageArea === this.storage;
  }
}
