import type { IsoDate } from '../../domain/dates';
import type { Clock } from '../../application/ports/clock';
import type { IdGenerator } from '../../application/ports/id-generator';
import type { TrackingEvent } from '../../application/ports/tracking';
import type { StorageLike } from '../browser/storage-like';
import { RandomIdGenerator } from '../system/random-id-generator';
import { seedState } from './demo-seed';
import {
  parseDemoState,
  type DeepReadonly,
  type DemoCountry,
  type DemoSettings,
  type DemoState,
  type DemoWalletChoice,
  type DemoWalletOutcome,
  type OutboxEntry,
  type PortName,
} from './demo-state';

/** The localStorage key of the demo world, so reloads and full page navigations keep it. */
export const DEMO_WORLD_KEY = 'demo-world';

export type WorldListener = () => void;

/** The next call of a port, held: it waits until released. */
export interface CallHold {
  /** Settles once the call has come and waits. */
  readonly reached: Promise<void>;
  /** Lets the call go on; released before it comes, the call goes through without waiting. */
  release(): void;
}

/** A call of `port` that waits, or will wait once it comes, until its gate opens. */
class Gate {
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
 * Everything the in-memory adapters share: accounts, profiles, the session, the outbox, payments,
 * tracked events and the demo tools' settings. Each change is saved whole and then announced.
 */
export class DemoWorld {
  private current: DemoState;
  private readonly listeners = new Set<WorldListener>();
  /** The gates of the holds armed here, by port. A hold armed before a reload gets one when used. */
  private readonly armedGates = new Map<PortName, Gate>();
  /** Calls that wait now: only this page's, so they are not part of the saved state. */
  private waiting: readonly Gate[] = [];
  private heldPorts: readonly PortName[] = [];

  constructor(
    private readonly storage: StorageLike,
    readonly clock: Clock,
    private readonly ids: IdGenerator = new RandomIdGenerator(),
  ) {
    this.current = this.loadStored() ?? seedState();
  }

  get state(): DeepReadonly<DemoState> {
    return this.current;
  }

  get settings(): DeepReadonly<DemoSettings> {
    return this.current.settings;
  }

  /** The ports of the calls held now, in the order they came; a new array after each change. */
  get heldCalls(): readonly PortName[] {
    return this.heldPorts;
  }

  get outbox(): readonly DeepReadonly<OutboxEntry>[] {
    return this.current.outbox;
  }

  get events(): readonly DeepReadonly<TrackingEvent>[] {
    return this.current.events;
  }

  today(): IsoDate {
    return this.clock.today();
  }

  /** A fresh id fit for codes, tokens and client secrets (no dashes). */
  newId(): string {
    return this.ids.next().replaceAll('-', '');
  }

  /** Applies a change all at once: when the change throws, the world stays as it was. */
  change<Result>(mutate: (draft: DemoState) => Result): Result {
    const draft = structuredClone(this.current);
    const result = mutate(draft);
    this.current = draft;
    this.save();
    this.notify();
    return result;
  }

  /** Back to the seed: the demo accounts as documented, signed out, nothing sent or tracked. */
  reset(): void {
    this.openEveryGate();
    this.current = seedState();
    this.save();
    this.notify();
  }

  subscribe(listener: WorldListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  setCountry(country: DemoCountry): void {
    this.change((draft) => {
      draft.settings.country = country;
    });
  }

  setLatency(milliseconds: number): void {
    const latencyMs = Number.isFinite(milliseconds) ? Math.max(0, Math.round(milliseconds)) : 0;
    this.change((draft) => {
      draft.settings.latencyMs = latencyMs;
    });
  }

  failNextCall(port: PortName | null): void {
    this.change((draft) => {
      draft.settings.failNextCall = port;
    });
  }

  /** True once for the port whose next call was set to fail; the failure is then used up. */
  takeFailure(port: PortName): boolean {
    if (this.current.settings.failNextCall !== port) return false;
    this.failNextCall(null);
    return true;
  }

  /**
   * Holds the next call of `port`: it waits until released, by the hold returned here or by
   * releaseHeldCalls (the demo tools' Release), so a loading state stays on screen.
   */
  holdNextCall(port: PortName): CallHold {
    let gate = this.armedGates.get(port);
    if (!gate) {
      gate = new Gate(port);
      this.armedGates.set(port, gate);
    }
    if (!this.current.settings.holdNextCall.includes(port)) {
      this.change((draft) => {
        draft.settings.holdNextCall.push(port);
      });
    }
    const held = gate;
    return { reached: held.reached, release: () => this.letGo(held) };
  }

  /**
   * What the next call of `port` waits for, once: null unless a hold is armed for it. Taken at the
   * start of a call, so of two calls made together only the first one waits.
   */
  takeHold(port: PortName): Promise<void> | null {
    if (!this.current.settings.holdNextCall.includes(port)) return null;
    const gate = this.armedGates.get(port) ?? new Gate(port);
    this.armedGates.delete(port);
    this.waiting = [...this.waiting, gate];
    this.heldPorts = this.waiting.map((waiting) => waiting.port);
    this.disarmHold(port);
    gate.arrive();
    return gate.opened;
  }

  /** Lets every held call go on, and disarms the holds not used yet. */
  releaseHeldCalls(): void {
    this.openEveryGate();
    this.change((draft) => {
      draft.settings.holdNextCall = [];
    });
  }

  setWallets(wallets: DemoWalletChoice): void {
    this.change((draft) => {
      draft.settings.wallets = wallets;
    });
  }

  setNextWalletPayment(outcome: DemoWalletOutcome): void {
    this.change((draft) => {
      draft.settings.nextWalletPayment = outcome;
    });
  }

  /** How this wallet payment ends; a failure or a check is used up by the payment that meets it. */
  takeWalletOutcome(): DemoWalletOutcome {
    const outcome = this.current.settings.nextWalletPayment;
    if (outcome !== 'succeeds') this.setNextWalletPayment('succeeds');
    return outcome;
  }

  private letGo(gate: Gate): void {
    gate.open();
    if (this.armedGates.get(gate.port) === gate) {
      this.armedGates.delete(gate.port);
      this.disarmHold(gate.port);
    } else if (this.waiting.includes(gate)) {
      this.waiting = this.waiting.filter((waiting) => waiting !== gate);
      this.heldPorts = this.waiting.map((waiting) => waiting.port);
      this.notify();
    }
  }

  private openEveryGate(): void {
    for (const gate of [...this.waiting, ...this.armedGates.values()]) gate.open();
    this.armedGates.clear();
    this.waiting = [];
    this.heldPorts = [];
  }

  private disarmHold(port: PortName): void {
    this.change((draft) => {
      draft.settings.holdNextCall = draft.settings.holdNextCall.filter((armed) => armed !== port);
    });
  }

  private loadStored(): DemoState | null {
    try {
      const raw = this.storage.getItem(DEMO_WORLD_KEY);
      return raw === null ? null : parseDemoState(JSON.parse(raw));
    } catch {
      // Unreadable storage or a corrupt value: the seed is the sensible world to show.
      return null;
    }
  }

  private save(): void {
    try {
      this.storage.setItem(DEMO_WORLD_KEY, JSON.stringify(this.current));
    } catch {
      // A full or disabled storage only costs persistence across reloads; the demo goes on.
    }
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
