import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { StorageLike } from '../../src/ui/kit/safe-storage';

/** A StorageLike kept in one JSON file, so the world outlives a restart of the API server. */
export class FileStorage implements StorageLike {
  private readonly items: Record<string, string>;

  constructor(private readonly path: string) {
    this.items = FileStorage.read(path);
  }

  getItem(key: string): string | null {
    return Object.hasOwn(this.items, key) ? (this.items[key] ?? null) : null;
  }

  setItem(key: string, value: string): void {
    this.items[key] = String(value);
    this.write();
  }

  removeItem(key: string): void {
    delete this.items[key];
    this.write();
  }

  private write(): void {
    // Written aside, then renamed: a crash mid-write leaves the previous world, not half of one.
    const aside = `${this.path}.tmp`;
    writeFileSync(aside, JSON.stringify(this.items));
    renameSync(aside, this.path);
  }

  private static read(path: string): Record<string, string> {
    try {
      const value = JSON.parse(readFileSync(path, 'utf8')) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
      return Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    } catch {
      // No file yet, or not one of ours: the world starts from its seed.
      return {};
    }
  }
}
