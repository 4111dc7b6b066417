import type { IsoDate } from '../domain/dates';
import type { Clock } from '../application/ports/clock';
import type { IdGenerator } from '../application/ports/id-generator';
import type { TrackingEvent } from '../application/ports/tracking';
import type { StorageLike } from '../ui/kit/safe-storage';
import { RandomIdGenerator } from '../adapters/system/random-id-generator';
import { HeldCalls, type CallHold } from './demo-call-gate';
import { seedState } from './demo-seed';
import { StoredWorld } from './demo-world-storage';
import { expireCard, failRenewal } from './demo-renewals';
import {
  type DeepReadonly,
  type DemoCountry,
  type DemoProfile,
  type DemoSettings,
  type DemoState,
  type DemoWalletChoice,
  type DemoWalletOutcome,
  type OutboxEntry,
  type PortName,
} from './demo-state';

/** How old the demo tools make a sign-in: well past the five minutes of a recent one. */
const STALE_SIGN_IN_AGE_MS = 10 * 60_000;

export { DEMO_WORLD_KEY } from './demo-world-storage';

export type WorldListener = () => void;

/** Where a page hears that another tab wrote to its storage: the window's `storage` events. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * Everything the in-memory adapters share: accounts, profiles, the session, the outbox, payments,
 * tracked events and the demo tools' settings. Each change is saved whole and then announced.
 * Every tab of the demo keeps the same world: a change starts from what the storage holds now, and
 * a world another tab saved is taken up and announced here too (followOtherTabs).
 */
export class DemoWorld {
  private current: DemoState;
  private readonly stored: StoredWorld;
  private readonly listeners = new Set<WorldListener>();
  /** Calls that wait now: only this page's, so they are not part of the saved state. */
  private readonly held = new HeldCalls({
    armed: () => this.current.settings.holdNextCall,
    arm: (port) =>
      this.change((draft) => {
        draft.settings.holdNextCall.push(port);
      }),
    disarm: (port) =>
      this.change((draft) => {
        draft.settings.holdNextCall = draft.settings.holdNextCall.filter((armed) => armed !== port);
      }),
    changed: () => this.notify(),
  });

  constructor(
    storage: StorageLike,
    readonly clock: Clock,
    private readonly ids: IdGenerator = new RandomIdGenerator(),
  ) {
    this.stored = new StoredWorld(storage);
    this.current = this.stored.load() ?? seedState(clock.today());
  }

  get state(): DeepReadonly<DemoState> {
    return this.current;
  }

  get settings(): DeepReadonly<DemoSettings> {
    return this.current.settings;
  }

  /** The ports of the calls held now, in the order they came; a new array after each change. */
  get heldCalls(): readonly PortName[] {
    return this.held.ports;
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
    // Another tab may have saved since this one last looked: the change applies to its world.
    this.catchUp();
    const draft = structuredClone(this.current);
    const result = mutate(draft);
    this.current = draft;
    this.save();
    this.notify();
    return result;
  }

  /** Back to the seed: the demo accounts as documented, signed out, nothing sent or tracked. */
  reset(): void {
    this.held.openAll();
    this.current = seedState(this.clock.today());
    this.save();
    this.notify();
  }

  /**
   * Takes up what another tab saved since this world last looked, and announces it: for a check
   * that must not go by an older copy (is this checkout still open?).
   */
  refresh(): void {
    if (this.catchUp()) this.notify();
  }

  /**
   * Takes up the world another tab saves, as the browser reports it (`storage` events fire in every
   * other tab of the origin), and announces it, so that this tab's pages show what happened there.
   * Returns the way to stop listening.
   */
  followOtherTabs(source: StorageEventSource): () => void {
    // A cleared storage drops the world too: the seed is what a fresh tab would show.
    const onStorage = (event: StorageEvent) => {
      if (this.stored.heardIn(event)) this.refresh();
    };
    source.addEventListener('storage', onStorage);
    return () => source.removeEventListener('storage', onStorage);
  }

  subscribe(listener: WorldListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Demo tools, keeping members: the signed-in member's renewal, due today, is declined (false
   * when nobody signed in has a renewing card subscription).
   */
  failNextRenewal(): boolean {
    return this.onSignedInMember((draft, profile, today) =>
      failRenewal(draft, profile, this.newId(), today),
    );
  }

  /** Demo tools, keeping members: the signed-in member's card expires at the end of this month. */
  expireCard(): boolean {
    return this.onSignedInMember((_draft, profile, today) => expireCard(profile, today));
  }

  private onSignedInMember(
    apply: (draft: DemoState, profile: DemoProfile, today: IsoDate) => void,
  ): boolean {
    try {
      this.change((draft) => {
        const profile = draft.profiles.find((entry) => entry.uid === draft.session?.uid);
        if (!profile) throw new Error('Nobody is signed in.');
        apply(draft, profile, this.today());
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Demo tools, recent sign-in: the signed-in person signed in longer ago than a sensitive change
   * allows, so changing the e-mail or deleting the account asks them to prove who they are (false
   * when nobody is signed in).
   */
  ageSignIn(): boolean {
    if (!this.current.session) return false;
    const longAgo = new Date(Date.parse(this.clock.now()) - STALE_SIGN_IN_AGE_MS).toISOString();
    this.change((draft) => {
      if (draft.session) draft.session.signedInAt = longAgo;
    });
    return true;
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
    return this.held.hold(port);
  }

  /** What the next call of `port` waits for, once: null unless a hold is armed for it. */
  takeHold(port: PortName): Promise<void> | null {
    return this.held.take(port);
  }

  /** Lets every held call go on, and disarms the holds not used yet. */
  releaseHeldCalls(): void {
    this.held.openAll();
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

  /** Takes up what another tab wrote to the storage since this world last looked. */
  private catchUp(): boolean {
    const stored = this.stored.writtenElsewhere(() => seedState(this.clock.today()));
    if (stored) this.current = stored;
    return stored !== null;
  }

  private save(): void {
    this.stored.save(this.current);
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
