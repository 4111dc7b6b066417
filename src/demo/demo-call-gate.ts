import type { PortName } from './demo-state';

/** The next call of a port, held: it waits until released. */
export interface CallHold {
  /** Settles once the call has come and waits. */
  readonly reached: Promise<void>;
  /** Lets the call go on; released before it comes, the call goes through without waiting. */
  release(): void;
}

/** A call of `port` that waits, or will wait once it comes, until its gate opens. */
export class Gate {
  readonly opened: Promise<void>;
  readonly reached: Promise<void>;
  open!: () => void;
  arrive!: () => void;

  constructor(readonly port: PortName) {
    this.opened = new Promise((resolve) => {
      this.open = resolve;
    });
    this.reached = new Promise((resolve) => {
      this.arrive = resolve;
    });
  }
}

/**
 * Where the holds of the demo tools' "Hold the next call" are armed: the world's settings, so that
 * a reload keeps them; the calls waiting are only this page's.
 */
export interface ArmedHolds {
  armed(): readonly PortName[];
  arm(port: PortName): void;
  disarm(port: PortName): void;
  /** The calls waiting changed without a change of the world. */
  changed(): void;
}

/** The held calls of one page: the gates of the holds armed here, and the calls that wait now. */
export class HeldCalls {
  /** The gates of the holds armed here, by port. A hold armed before a reload gets one when used. */
  private readonly armedGates = new Map<PortName, Gate>();
  private waiting: readonly Gate[] = [];
  /** The ports of the calls held now, in the order they came; a new array after each change. */
  ports: readonly PortName[] = [];

  constructor(private readonly holds: ArmedHolds) {}

  /** Holds the next call of `port` until released, by the hold returned here or by openAll. */
  hold(port: PortName): CallHold {
    let gate = this.armedGates.get(port);
    if (!gate) {
      gate = new Gate(port);
      this.armedGates.set(port, gate);
    }
    if (!this.holds.armed().includes(port)) this.holds.arm(port);
    const held = gate;
    return { reached: held.reached, release: () => this.letGo(held) };
  }

  /**
   * What the next call of `port` waits for, once: null unless a hold is armed for it. Taken at the
   * start of a call, so of two calls made together only the first one waits.
   */
  take(port: PortName): Promise<void> | null {
    if (!this.holds.armed().includes(port)) return null;
    const gate = this.armedGates.get(port) ?? new Gate(port);
    this.armedGates.delete(port);
    this.waiting = [...this.waiting, gate];
    this.ports = this.waiting.map((waiting) => waiting.port);
    this.holds.disarm(port);
    gate.arrive();
    return gate.opened;
  }

  /** Lets every held call go on and forgets the gates of holds not used yet. */
  openAll(): void {
    for (const gate of [...this.waiting, ...this.armedGates.values()]) gate.open();
    this.armedGates.clear();
    this.waiting = [];
    this.ports = [];
  }

  private letGo(gate: Gate): void {
    gate.open();
    if (this.armedGates.get(gate.port) === gate) {
      this.armedGates.delete(gate.port);
      this.holds.disarm(gate.port);
    } else if (this.waiting.includes(gate)) {
      this.waiting = this.waiting.filter((waiting) => waiting !== gate);
      this.ports = this.waiting.map((waiting) => waiting.port);
      this.holds.changed();
    }
  }
}
