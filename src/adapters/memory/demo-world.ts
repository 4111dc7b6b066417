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

/**
 * Everything the in-memory adapters share: accounts, profiles, the session, the outbox, payments,
 * tracked events and the demo tools' settings. Each change is saved whole and then announced.
 */
export class DemoWorld {
  private current: DemoState;
  private readonly listeners = new Set<WorldListener>();

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
