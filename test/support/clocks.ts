import type { Clock } from '../../src/application/ports/clock';
import type { IsoDate } from '../../src/domain/dates';

/** The day every test is run on, unless it says otherwise. */
export const TODAY = '2026-11-21';

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

/** The still clock of FakeClock, whose time a test moves on (a provider's clock, say). */
export class MovingClock extends FakeClock {
  private elapsedMs = 0;

  override now(): string {
    return new Date(Date.parse(super.now()) + this.elapsedMs).toISOString();
  }

  advance(milliseconds: number): void {
    this.elapsedMs += milliseconds;
  }
}

/** A clock whose waits end only when the test says so; it notes each wait asked for. */
export class GatedClock implements Clock {
  readonly waits: number[] = [];
  private readonly gates: (() => void)[] = [];

  constructor(private readonly day: IsoDate = TODAY) {}

  today(): IsoDate {
    return this.day;
  }

  now(): string {
    return `${this.day}T09:30:00.000Z`;
  }

  wait(milliseconds: number): Promise<void> {
    this.waits.push(milliseconds);
    return new Promise((resolve) => this.gates.push(resolve));
  }

  get pending(): number {
    return this.gates.length;
  }

  /** Ends every wait asked for so far. */
  release(): void {
    for (const open of this.gates.splice(0)) open();
  }
}
