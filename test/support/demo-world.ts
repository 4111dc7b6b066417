import type { Clock } from '../../src/application/ports/clock';
import type { IdGenerator } from '../../src/application/ports/id-generator';
import { createMemoryAdapters, type MemoryAdapters } from '../../src/demo/create-memory-adapters';
import type { DemoProfile } from '../../src/demo/demo-state';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import type { DemoState } from '../../src/demo/demo-state';
import { DemoWorld } from '../../src/demo/demo-world';
import type { Member } from './builders';
import { FakeClock } from './clocks';
import { DEMO_PASSWORD } from './demo-accounts';

/** Ids that count up, so a test can tell which order or code is which. */
export class CountingIds implements IdGenerator {
  private count = 0;

  next(): string {
    this.count += 1;
    return `id-${this.count}`;
  }
}

export type DemoWorldAdapters<C extends Clock = Clock> = MemoryAdapters & {
  clock: C;
  storage: MemoryStorage;
  ids: CountingIds;
};

interface DemoWorldOptions<C extends Clock> {
  /** A FakeClock unless the test needs another. */
  clock?: C;
  /** A fresh MemoryStorage unless the test reopens a world kept earlier, as a reload does. */
  storage?: MemoryStorage;
}

/**
 * The offline demo world and the in-memory adapters over it, each behind the demo tools' latency
 * and faults: what the portal runs on without a network.
 */
export function demoWorld(): DemoWorldAdapters<FakeClock>;
export function demoWorld<C extends Clock = FakeClock>(
  options: DemoWorldOptions<C>,
): DemoWorldAdapters<C>;
export function demoWorld({
  clock = new FakeClock(),
  storage = new MemoryStorage(),
}: DemoWorldOptions<Clock> = {}): DemoWorldAdapters<Clock> {
  const ids = new CountingIds();
  return { ...createMemoryAdapters({ storage, clock, ids }), clock, storage, ids };
}

/** Signs a demo account in through the identity provider itself, as arrangement. */
export async function signInAs(adapters: MemoryAdapters, email: string): Promise<void> {
  await adapters.identity.signIn(email, DEMO_PASSWORD);
}

/** What the product API keeps about the account with this e-mail. */
export function profileOf(
  adapters: MemoryAdapters,
  email: string,
): Readonly<Pick<DemoProfile, 'firstName' | 'lastName' | 'email'>> | undefined {
  return adapters.world.state.profiles.find((profile) => profile.email === email);
}

/** Puts built members into a demo world (the local API server's, say), as if they had signed up. */
export function addMembers(draft: DemoState, members: readonly Member[]): void {
  for (const { account, profile, card, invoices } of members) {
    draft.accounts.push(structuredClone(account));
    draft.profiles.push(structuredClone(profile));
    if (card) draft.paymentMethods.push({ ...card });
    draft.invoices.push(...structuredClone(invoices));
  }
}

/** A storage whose demo world holds these members beside the seed's, as an earlier visit left it. */
export function worldWith(...members: Member[]): MemoryStorage {
  const storage = new MemoryStorage();
  new DemoWorld(storage, new FakeClock()).change((draft) => addMembers(draft, members));
  return storage;
}

/** Puts a built member into this world, as if they had signed up earlier, and signs them in. */
export async function addAndSignIn(adapters: MemoryAdapters, who: Member): Promise<void> {
  adapters.world.change((draft) => addMembers(draft, [who]));
  await signInAs(adapters, who.email);
}
