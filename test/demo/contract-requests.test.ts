import { seedState } from '../../src/demo/demo-seed';
import { parseDemoState } from '../../src/demo/demo-state-parse';
import { DEMO_WORLD_KEY, DemoWorld } from '../../src/demo/demo-world';
import { confirmationLink } from '../../src/domain/contract-confirmation';
import type { ContractCancellation } from '../../src/domain/contracts';
import { addDays } from '../../src/domain/dates';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { member } from '../support/builders';
import { FakeClock, TODAY } from '../support/clocks';
import { demoWorld, signInAs, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';

/**
 * The demo world's side of the law's contract requests (src/demo/demo-contracts.ts and its
 * neighbours): what it keeps, what its outbox holds, what it refunds, how it limits strangers.
 */

const pat = member({ subscribedAt: '2026-01-15', renewsAt: '2027-01-15' });
const ordinary = (fields: Partial<ContractCancellation> = {}): ContractCancellation => ({
  email: pat.email,
  contract: 'membership-yearly',
  kind: 'ordinary',
  reason: null,
  endDate: null,
  ...fields,
});

function worldOfPat() {
  const adapters = demoWorld({ storage: worldWith(pat) });
  const invoice = (date: string) => ({
    uid: pat.uid,
    id: `in_${date}`,
    date,
    amount: 49.99,
    currency: 'usd',
    status: 'paid' as const,
    receiptUrl: null,
  });
  adapters.world.change((draft) => {
    draft.invoices.push(invoice('2026-01-22'), invoice('2027-01-15'));
  });
  const invoicesOfPat = () =>
    adapters.world.state.invoices
      .filter((entry) => entry.uid === pat.uid)
      .map(({ date, status }) => [date, status]);
  return { ...adapters, invoicesOfPat };
}

describe("a stranger's contract request in the demo world", () => {
  it('is kept with its token, the account, the moment received and the term then current', async () => {
    const { userApi, world, clock } = worldOfPat();

    await userApi.cancelContract(ordinary({ email: pat.email.toUpperCase() }));

    const [kept] = world.state.contractRequests;
    expect(kept).toEqual({
      token: expect.any(String) as string,
      uid: pat.uid,
      request: { type: 'cancel', ...ordinary({ email: pat.email.toUpperCase() }) },
      receivedAt: clock.now(),
      termEndsOn: '2027-01-15',
      usedAt: null,
    });
    // The outbox's entry links to the confirmation page with that token, from the account's address.
    expect(world.state.acknowledgments.at(-1)).toMatchObject({
      email: pat.email,
      link: confirmationLink(kept?.token ?? ''),
    });
  });

  it('refunds, once confirmed, a renewal charged after the term it came in', async () => {
    const { userApi, world, clock, invoicesOfPat } = worldOfPat();
    clock.day = '2027-01-10';
    await userApi.cancelContract(ordinary());
    clock.day = '2027-01-16';

    const confirmed = await userApi.confirmContractRequest(
      world.state.contractRequests[0]?.token ?? '',
    );

    expect(confirmed.outcome).toEqual({ status: 'applied', accessEndsOn: '2027-01-16' });
    expect(invoicesOfPat()).toEqual([
      ['2026-01-22', 'paid'],
      ['2027-01-15', 'refunded'],
    ]);
    expect(world.state.cancellations.at(-1)).toEqual({
      uid: pat.uid,
      reason: 'contract-ordinary',
      cancelledAt: '2027-01-16',
    });
  });

  it('is limited to 5 an hour for an address; the signed-in owner is not counted', async () => {
    const adapters = worldOfPat();
    const { userApi, world, clock } = adapters;
    for (let request = 0; request < 5; request += 1) await userApi.cancelContract(ordinary());
    await expectAppError(userApi.cancelContract(ordinary()), 'api/too-many-requests');

    await signInAs(adapters, pat.email);
    await expect(userApi.cancelContract(ordinary())).resolves.toMatchObject({
      outcome: { status: 'applied' },
    });
    expect(world.state.contractAttempts).toHaveLength(5);

    await adapters.identity.signOut();
    clock.day = addDays(TODAY, 1);
    await expect(
      userApi.withdrawFromContract({ email: pat.email, contract: 'not-sure' }),
    ).resolves.toEqual({
      receivedAt: clock.now(),
    });
  });
});

describe("the signed-in owner's withdrawal in the demo world", () => {
  it("ends access today and refunds the contract's charges", async () => {
    const fresh = member({
      email: 'new@example.com',
      subscribedAt: TODAY,
      renewsAt: addDays(TODAY, 7),
    });
    const adapters = demoWorld({ storage: worldWith(fresh) });
    adapters.world.change((draft) => {
      draft.invoices.push({
        uid: fresh.uid,
        id: 'in_first',
        date: TODAY,
        amount: 4.99,
        currency: 'usd',
        status: 'paid',
        receiptUrl: null,
      });
    });
    await signInAs(adapters, fresh.email);

    await adapters.userApi.withdrawFromContract({ email: fresh.email, contract: 'not-sure' });

    const profile = adapters.world.state.profiles.find((entry) => entry.uid === fresh.uid);
    expect(profile?.subscription).toMatchObject({ autoRenew: false, renewsAt: TODAY });
    expect(adapters.world.state.invoices.find((entry) => entry.id === 'in_first')?.status).toBe(
      'refunded',
    );
  });
});

describe('a world kept before contract requests waited for their owner', () => {
  it('loads with none waiting and none counted', () => {
    const old: Record<string, unknown> = { ...seedState(TODAY) };
    delete old.contractRequests;
    delete old.contractAttempts;
    const storage = new MemoryStorage();
    storage.setItem(DEMO_WORLD_KEY, JSON.stringify(old));

    const world = new DemoWorld(storage, new FakeClock());

    expect(parseDemoState(JSON.parse(JSON.stringify(old)))).not.toBeNull();
    expect(world.state.contractRequests).toEqual([]);
    expect(world.state.contractAttempts).toEqual([]);
  });
});
