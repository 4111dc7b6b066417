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
