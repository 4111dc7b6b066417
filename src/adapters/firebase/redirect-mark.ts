import type { StorageLike } from '../../ui/kit/safe-storage';

/** The sessionStorage key that says a redirect sign-in left this tab and has yet to be finished. */
export const REDIRECT_MARK_KEY = 'mindful-sign-in-redirect';

/**
 * Whether a redirect sign-in is under way in this tab. sessionStorage keeps it across the trip to
 * the provider and back, and lets the app's start know, without loading Firebase or its resolver
 * (which loads the provider's iframe), that there is nothing to finish: nearly every start.
 */
export class RedirectMark {
  constructor(private readonly storage: StorageLike) {}

  /** False where the storage refuses: a redirect would then come back to nothing that finishes it. */
  set(): boolean {
    try {
      this.storage.setItem(REDIRECT_MARK_KEY, '1');
      return true;
    } catch {
      return false;
    }
  }

  /** Whether a redirect was under way; the mark is gone afterwards, so only one start finishes it. */
  take(): boolean {
    try {
      const set = this.storage.getItem(REDIRECT_MARK_KEY) !== null;
      if (set) this.storage.removeItem(REDIRECT_MARK_KEY);
      return set;
    } catch {
      return false;
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(REDIRECT_MARK_KEY);
    } catch {
      // Nothing was kept, then.
    }
  }
}
