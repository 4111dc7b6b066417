import { toIsoDate, type IsoDate } from '../../domain/dates';
import type { Clock } from '../../application/ports/clock';

/** The real calendar and timers. */
export class SystemClock implements Clock {
  /** The person's own calendar day, not the UTC one, which can already be tomorrow. */
  today(): IsoDate {
    const now = new Date();
    return toIsoDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
  }

  now(): string {
    return new Date().toISOString();
  }

  wait(milliseconds: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, Math.max(0, milliseconds)));
  }
}
