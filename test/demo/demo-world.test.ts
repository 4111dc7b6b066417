import { isDiscountApplied, type Subscription } from '../../src/domain/subscription';
import type { StorageLike } from '../../src/ui/kit/safe-storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';
import { seedState } from '../../src/demo/demo-seed';
import { FakeClock, TODAY } from '../support/clocks';
import { demoWorld } from '../support/demo-world';
import { containing } from '../support/expectations';
import { DEMO_WORLD_KEY, DemoWorld, type StorageEventSource } from '../../src/demo/demo-world';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import type { DemoSettings } from '../../src/demo/demo-state';

/**
 * The `storage` events of a browser: a save in one tab is reported to every other tab of the
 * origin, never to the tab that saved. Here the test reports it, when the browser would.
 */
class StorageEvents implements StorageEventSource {
  private readonly listeners = new Set<(event: StorageEvent) => void>();

  addEventListener(_type: 'storage', listener: (event: StorageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'storage', listener: (event: StorageEvent) => void): void {
    this.listeners.delete(listener);
  }

  report(storageArea: StorageLike, key: string | null = DEMO_WORLD_KEY): void {
    const event = { key, storageArea } as unknown as StorageEvent;
    for (const listener of [...this.listeners]) listener(event);
  }
}

/** Two tabs of the demo over one localStorage; the second one hears the first one's saves. */
function twoTabs() {
  const storage = new MemoryStorage();
  const events = new StorageEvents();
  const first = new DemoWorld(storage, new FakeClock());
  const second = new DemoWorld(storage, new FakeClock());
  const stop = second.followOtherTabs(events);
  const heard = jest.fn();
  second.subscribe(heard);
  return { storage, events, first, second, stop, heard };
}

const SEEDED_EMAILS = [
  DEMO_ACCOUNTS.free.email,
  DEMO_ACCOUNTS.member.email,
  DEMO_ACCOUNTS.discount.email,
  DEMO_ACCOUNTS.cancelled.email,
  DEMO_ACCOUNTS.pastDue.email,
  DEMO_ACCOUNTS.authCheck.email,
  DEMO_ACCOUNTS.expiring.email,
  DEMO_ACCOUNTS.sepa.email,
  DEMO_ACCOUNTS.paused.email,
  DEMO_ACCOUNTS.gift.email,
];

describe('DemoWorld', () => {
  describe('seed', () => {
    it('holds Lena Vogel, yearly in euros by SEPA Direct Debit, the first debit with her bank', () => {
      const world = new DemoWorld(new MemoryStorage(), new FakeClock());
      const lena = world.state.profiles.find(
        (profile) => profile.email === DEMO_ACCOUNTS.sepa.email,
      );

      expect(lena?.subscription).toMatchObject({
        productCurrency: 'eur',
        productPrice: 49.99,
        productReccurence: 'year',
        paymentOption: { type: 'sepa_debit', last4: '3000' },
        paymentIssue: { kind: 'processing' },
      });
      const invoices = world.state.invoices.filter((invoice) => invoice.uid === lena?.uid);
      expect(invoices.map((invoice) => invoice.status)).toEqual(['open']);
    });

    it('holds the demo accounts of DESIGN.md, all with the same password, signed out', () => {
      const world = new DemoWorld(new MemoryStorage(), new FakeClock());

      expect(world.state.accounts.map((account) => account.email)).toEqual(SEEDED_EMAILS);
      expect(world.state.accounts.every((account) => account.password === DEMO_PASSWORD)).toBe(
        true,
      );
      expect(world.state.accounts.every((account) => account.provider === 'password')).toBe(true);
      expect(world.state.session).toBeNull();
      expect(world.outbox).toEqual([]);
      expect(world.events).toEqual([]);
      expect(world.settings).toEqual({
        country: 'US',
        latencyMs: 0,
        failNextCall: null,
        holdNextCall: [],
        wallets: 'both',
        nextWalletPayment: 'succeeds',
      });
    });

    it.each([
      [
        DEMO_ACCOUNTS.free.email,
        { firstName: 'Alex', lastName: 'Morgan', subscribed: false, subscription: null },
      ],
      [
        DEMO_ACCOUNTS.member.email,
        {
          firstName: 'Sam',
          lastName: 'Rivera',
          subscribed: true,
          subscription: {
            type: 'STRIPE',
            autoRenew: true,
            subscribedAt: '2026-01-15',
            renewsAt: '2027-01-15',
            originalPrice: 49.99,
            productPrice: 49.99,
            productCurrency: 'usd',
            productName: 'Yearly',
            productReccurence: 'year',
            paymentOption: { type: 'card', last4: '4242' },
            status: 'active',
            pausedUntil: null,
            paymentIssue: null,
          },
        },
      ],
      [
        DEMO_ACCOUNTS.discount.email,
        {
          firstName: 'Casey',
          lastName: 'Kim',
          subscribed: true,
          subscription: containing<Subscription>({
            type: 'STRIPE',
            autoRenew: true,
            productPrice: 39.99,
            originalPrice: 49.99,
            productName: 'Yearly',
            productReccurence: 'year',
          }),
        },
      ],
      [
        DEMO_ACCOUNTS.cancelled.email,
        {
          firstName: 'Jamie',
          lastName: 'Lee',
          subscribed: true,
          subscription: containing<Subscription>({
            type: 'STRIPE',
            autoRenew: false,
            renewsAt: '2026-12-20',
            productPrice: 4.99,
            originalPrice: 4.99,
            productCurrency: 'usd',
            productName: 'Monthly',
            productReccurence: 'month',
          }),
        },
      ],
    ])('serves %s as DESIGN.md describes', async (email, expected) => {
      const { identity, userApi } = demoWorld();
      await identity.signIn(email, DEMO_PASSWORD);

      const me = await userApi.getMe();

      expect(me).toEqual({ email, profilePictureURL: null, ...expected });
    });

    it('shows the discount of discount@demo.test as applied', async () => {
      const { identity, userApi } = demoWorld();
      await identity.signIn(DEMO_ACCOUNTS.discount.email, DEMO_PASSWORD);

      const me = await userApi.getMe();

      expect(me.subscription && isDiscountApplied(me.subscription)).toBe(true);
    });

    it.each([
      ['google', DEMO_ACCOUNTS.google.email, 'google.com', 'Riley', 'Chen', false, null],
      ['apple', DEMO_ACCOUNTS.apple.email, 'apple.com', 'Jordan', 'Park', true, 'APP_STORE'],
    ] as const)(
      'signs in the %s popup as %s',
      async (popup, email, provider, firstName, lastName, subscribed, type) => {
        const { identity, userApi } = demoWorld();

        const user = await identity.signInWithPopup(popup);
        const me = await userApi.getMe();

        expect(user.email).toBe(email);
        await expect(identity.getSignInProvider()).resolves.toBe(provider);
        expect(me).toMatchObject({ email, firstName, lastName, subscribed });
        expect(me.subscription?.type ?? null).toBe(type);
      },
    );
  });

  describe('persistence', () => {
    it('stores the world as JSON under demo-world and reads it back after a reload', async () => {
      const storage = new MemoryStorage();
      const before = demoWorld({ storage });
      await before.identity.signUp('new@example.com', DEMO_PASSWORD, 'New Person');
      await before.identity.sendPasswordResetEmail(DEMO_ACCOUNTS.member.email);
      await before.tracking.track({ event: 'lead' });
      before.world.setCountry('GB');
      before.world.setLatency(300);

      const after = new DemoWorld(storage, new FakeClock());

      expect(JSON.parse(storage.getItem(DEMO_WORLD_KEY)!)).toEqual(before.world.state);
      expect(after.state).toEqual(before.world.state);
      expect(after.settings).toMatchObject({ country: 'GB', latencyMs: 300, failNextCall: null });
    });

    it.each([
      ['nothing', null],
      ['not JSON', '{"version":1,'],
      ['another version', JSON.stringify({ ...seedState(TODAY), version: 2 })],
      ['a list that is not one', JSON.stringify({ ...seedState(TODAY), accounts: 'all of them' })],
      ['entries that are not objects', JSON.stringify({ ...seedState(TODAY), outbox: ['mail'] })],
      [
        'an unknown country',
        JSON.stringify({
          ...seedState(TODAY),
          settings: { country: 'CA', latencyMs: 0, failNextCall: null },
        }),
      ],
      [
        'a negative latency',
        JSON.stringify({
          ...seedState(TODAY),
          settings: { country: 'US', latencyMs: -5, failNextCall: null },
        }),
      ],
      [
        'an unknown port',
        JSON.stringify({
          ...seedState(TODAY),
          settings: { country: 'US', latencyMs: 0, failNextCall: 'mail' },
        }),
      ],
      [
        'an unknown port to hold',
        JSON.stringify({
          ...seedState(TODAY),
          settings: { ...seedState(TODAY).settings, holdNextCall: ['identity', 'mail'] },
        }),
      ],
      [
        'an unknown wallet choice',
        JSON.stringify({
          ...seedState(TODAY),
          settings: { ...seedState(TODAY).settings, wallets: 'all' },
        }),
      ],
      ['a broken session', JSON.stringify({ ...seedState(TODAY), session: { uid: 7 } })],
    ])('starts from the seed when storage holds %s', (_what, stored) => {
      const storage = new MemoryStorage();
      if (stored !== null) storage.setItem(DEMO_WORLD_KEY, stored);

      const world = new DemoWorld(storage, new FakeClock());

      expect(world.state).toEqual(seedState(TODAY));
    });

    it('reads a world saved before wallets with both demo wallets and payments that succeed', () => {
      const storage = new MemoryStorage();
      const older = { country: 'US', latencyMs: 0, failNextCall: null };
      storage.setItem(DEMO_WORLD_KEY, JSON.stringify({ ...seedState(TODAY), settings: older }));

      const world = new DemoWorld(storage, new FakeClock());

      expect(world.settings).toMatchObject({ wallets: 'both', nextWalletPayment: 'succeeds' });
    });

    it('reads a world saved before held calls with no call set to wait', () => {
      const storage = new MemoryStorage();
      const older: Partial<DemoSettings> = { ...seedState(TODAY).settings };
      delete older.holdNextCall;
      storage.setItem(DEMO_WORLD_KEY, JSON.stringify({ ...seedState(TODAY), settings: older }));

      const world = new DemoWorld(storage, new FakeClock());

      expect(world.settings.holdNextCall).toEqual([]);
    });

    it('reads a world saved before verification and recovery e-mails with none of their codes', () => {
      const storage = new MemoryStorage();
      const seed = seedState(TODAY);
      const settings = { ...seed.settings, country: 'GB' };
      // JSON leaves out a key whose value is undefined.
      storage.setItem(DEMO_WORLD_KEY, JSON.stringify({ ...seed, settings, emailCodes: undefined }));

      const world = new DemoWorld(storage, new FakeClock());

      // The world kept, not the seed in its place.
      expect(world.state).toEqual({ ...seed, settings });
    });

    it('runs on the seed, in memory only, when storage refuses to work', () => {
      const refusing: StorageLike = {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      };
      const world = new DemoWorld(refusing, new FakeClock());

      world.setCountry('GB');

      expect(world.settings.country).toBe('GB');
    });
  });

  describe('in two tabs', () => {
    it('takes up what the other tab saved, and announces it', () => {
      const { storage, events, first, second, heard } = twoTabs();
      first.setCountry('GB');
      first.failNextCall('geo');

      events.report(storage);

      expect(second.state).toEqual(first.state);
      expect(second.settings).toMatchObject({ country: 'GB', failNextCall: 'geo' });
      expect(heard).toHaveBeenCalledTimes(1);
    });

    it('is not announced again for a save it already has', () => {
      const { storage, events, first, heard } = twoTabs();
      first.setCountry('GB');
      events.report(storage);
      events.report(storage);

      expect(heard).toHaveBeenCalledTimes(1);
    });

    it('changes the world the other tab saved, never its own older copy', () => {
      const { first, second, storage } = twoTabs();
      first.setCountry('GB');

      // No event yet: the browser reports a save a moment later.
      second.setLatency(250);

      const stored = JSON.parse(storage.getItem(DEMO_WORLD_KEY) ?? 'null') as unknown;
      expect(stored).toMatchObject({ settings: { country: 'GB', latencyMs: 250 } });
      expect(second.settings).toMatchObject({ country: 'GB', latencyMs: 250 });
    });

    it('goes back to the seed when the other tab cleared the storage', () => {
      const { storage, events, first, second } = twoTabs();
      first.setCountry('GB');
      events.report(storage);

      storage.removeItem(DEMO_WORLD_KEY);
      events.report(storage, null);

      expect(second.state).toEqual(seedState(TODAY));
    });

    it('keeps its world when the stored one cannot be read', () => {
      const { storage, events, second, heard } = twoTabs();
      second.setCountry('GB');
      heard.mockClear();

      storage.setItem(DEMO_WORLD_KEY, '{"version":1,');
      events.report(storage);

      expect(second.settings.country).toBe('GB');
      expect(heard).not.toHaveBeenCalled();
    });

    it('ignores other keys, other storages, and everything once it stops listening', () => {
      const { storage, events, first, second, stop, heard } = twoTabs();
      first.setCountry('GB');

      events.report(storage, 'mindful-order');
      events.report(new MemoryStorage());
      expect(second.settings.country).toBe('US');

      stop();
      events.report(storage);
      expect(second.settings.country).toBe('US');
      expect(heard).not.toHaveBeenCalled();
    });

    it('signs the other tab in and out with this one', async () => {
      const storage = new MemoryStorage();
      const events = new StorageEvents();
      const first = demoWorld({ storage });
      const second = demoWorld({ storage });
      second.world.followOtherTabs(events);
      const users: (string | null)[] = [];
      second.identity.onUserChanged((user) => users.push(user?.email ?? null));

      await first.identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
      events.report(storage);
      await first.identity.signOut();
      events.report(storage);
      await Promise.resolve();

      expect(users).toEqual([null, DEMO_ACCOUNTS.member.email, null]);
    });
  });

  describe('reset', () => {
    it('restores the seed, signed out, and saves it', async () => {
      const storage = new MemoryStorage();
      const { world, identity } = demoWorld({ storage });
      await identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
      await identity.sendPasswordResetEmail(DEMO_ACCOUNTS.free.email);
      world.setCountry('GB');
      world.failNextCall('geo');

      world.reset();

      expect(world.state).toEqual(seedState(TODAY));
      expect(new DemoWorld(storage, new FakeClock()).state).toEqual(seedState(TODAY));
      await expect(identity.getSignInProvider()).resolves.toBeNull();
    });
  });

  describe('changes', () => {
    it('tells subscribers about every change until they unsubscribe', async () => {
      const { world, tracking } = demoWorld();
      const listener = jest.fn();
      const unsubscribe = world.subscribe(listener);

      world.setCountry('GB');
      world.setLatency(100);
      world.failNextCall('tracking');
      await tracking.track({ event: 'lead' }).catch(() => undefined);
      world.reset();
      expect(listener).toHaveBeenCalledTimes(5);

      unsubscribe();
      world.setCountry('US');
      expect(listener).toHaveBeenCalledTimes(5);
    });

    it('applies a change whole or not at all', () => {
      const world = new DemoWorld(new MemoryStorage(), new FakeClock());
      const listener = jest.fn();
      world.subscribe(listener);

      expect(() =>
        world.change((draft) => {
          draft.settings.country = 'GB';
          throw new Error('half way');
        }),
      ).toThrow('half way');

      expect(world.settings.country).toBe('US');
      expect(listener).not.toHaveBeenCalled();
    });

    it('keeps latency a whole, non-negative number of milliseconds', () => {
      const world = new DemoWorld(new MemoryStorage(), new FakeClock());

      world.setLatency(-20);
      expect(world.settings.latencyMs).toBe(0);
      world.setLatency(Number.NaN);
      expect(world.settings.latencyMs).toBe(0);
      world.setLatency(249.6);
      expect(world.settings.latencyMs).toBe(250);
    });

    it('uses up a wallet failure or check on the payment that meets it', () => {
      const world = new DemoWorld(new MemoryStorage(), new FakeClock());
      world.setWallets('googlePay');
      world.setNextWalletPayment('authentication');

      expect(world.takeWalletOutcome()).toBe('authentication');
      expect(world.takeWalletOutcome()).toBe('succeeds');
      expect(world.settings.wallets).toBe('googlePay');
    });
  });
});
