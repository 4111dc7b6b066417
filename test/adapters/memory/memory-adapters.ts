import type { IsoDate } from '../../../src/domain/dates';
import type { Clock } from '../../../src/application/ports/clock';
import type { StorageLike } from '../../../src/adapters/browser/storage-like';
import { createMemoryAdapters } from '../../../src/adapters/memory/create-memory-adapters';
import type { CardDetails } from '../../../src/adapters/memory/demo-card';
import { MapStorage } from '../../../src/adapters/memory/map-storage';

export const TODAY = '2026-11-21';
export const RETURN_URL = 'http://localhost/payment-successful';
export const GOOD_CARD: CardDetails = {
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
};

/** A calendar that stands still and timers that do not wait; it notes each wait asked for. */
export class FakeClock implements Clock {
  readonly waits: number[] = [];

  constructor(public day: IsoDate = TODAY) {}

  today(): IsoDate {
    return this.day;
  }

  now(): string {
    return `${this.day}T09:30:00.000Z`;
  }

  async wait(milliseconds: number): Promise<void> {
    this.waits.push(milliseconds);
  }
}

/** The adapters a composition root would bind, over a fresh (or the given) storage. */
export function memoryAdapters(storage: StorageLike = new MapStorage()) {
  const clock = new FakeClock();
  return { ...createMemoryAdapters({ storage, clock }), clock, storage };
}
