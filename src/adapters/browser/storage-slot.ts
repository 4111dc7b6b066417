import { AppError } from '../../domain/errors';
import type { StorageLike } from '../../ui/kit/safe-storage';

/**
 * One JSON value under one key of a Web Storage area, for what a redirect must not lose. A browser
 * that refuses storage (switched off, full) makes `load` answer null, and `save` and `remove` throw
 * 'storage/unavailable': a value that cannot be kept, or a removal that did not happen, must not
 * pass for done. A stored value `parse` does not take loads as null and is removed, so it is not
 * read again on every visit.
 */
export class StorageSlot<Value> {
  constructor(
    private readonly storage: StorageLike,
    private readonly key: string,
    private readonly parse: (raw: unknown) => Value | null,
    /** What the value is, for the message of a refusal: 'gift payment'. */
    private readonly what: string,
  ) {}

  save(value: Value): void {
    try {
      this.storage.setItem(this.key, JSON.stringify(value));
    } catch (error) {
      // An older value left in place would be taken for this one.
      this.removeQuietly();
      throw this.refusal('save', error);
    }
  }

  load(): Value | null {
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.key);
    } catch {
      // Storage switched off by the browser: then nothing was kept.
      return null;
    }
    if (raw === null) return null;
    const value = this.parse(parseJson(raw));
    if (value === null) this.removeQuietly();
    return value;
  }

  remove(): void {
    try {
      this.storage.removeItem(this.key);
    } catch (error) {
      throw this.refusal('remove', error);
    }
  }

  private removeQuietly(): void {
    try {
      this.storage.removeItem(this.key);
    } catch {
      // Nothing more to do when storage refuses; the caller already has its answer.
    }
  }

  /** The browser's reason (QuotaExceededError, SecurityError…) stays in the message, for the logs. */
  private refusal(action: 'save' | 'remove', cause: unknown): AppError {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    return new AppError(
      'storage/unavailable',
      `The browser refused to ${action} the ${this.what} (${reason})`,
    );
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
