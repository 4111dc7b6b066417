import type { PortName } from '../../src/demo/demo-state';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';
import { eventually, expectAppError } from '../support/expectations';
import { GOOD_CARD } from '../support/test-cards';
import { demoWorld } from '../support/demo-world';
import { RETURN_URL } from '../support/test-settings';

type Adapters = ReturnType<typeof demoWorld>;

/** One ordinary call of each port that succeeds in a fresh world. */
const CALLS: Record<PortName, (adapters: Adapters) => Promise<unknown>> = {
  identity: ({ identity }) => identity.getSignInProvider(),
  userApi: ({ userApi }) =>
    userApi.previewCheckoutSession({ productId: 'yearly', promoCode: null }),
  payments: ({ payments }) =>
    payments
      .confirmer('seti_demo_unknown_secret_x', GOOD_CARD, async () => true)
      .confirm(RETURN_URL)
      .catch((error: { code?: string }) => {
        // The fake card itself answers this made-up secret; only the injected failure matters here.
        if (error.code === 'payments/failed') return 'answered';
        throw error;
      }),
  orders: ({ orders }) => orders.load(),
  tracking: ({ tracking }) => tracking.track({ event: 'lead' }),
  geo: ({ geo }) => geo.country(),
};

const PORTS = Object.keys(CALLS) as PortName[];

describe('demo latency and faults', () => {
  it('makes every call wait the latency set in the demo tools, through the clock', async () => {
    const adapters = demoWorld();
    adapters.world.setLatency(250);

    for (const port of PORTS) await CALLS[port](adapters);

    expect(adapters.clock.waits).toEqual(PORTS.map(() => 250));
  });

  it('does not wait at all without latency', async () => {
    const adapters = demoWorld();

    for (const port of PORTS) await CALLS[port](adapters);

    expect(adapters.clock.waits).toEqual([]);
  });

  it.each(PORTS)('fails the next %s call once, then calls succeed again', async (port) => {
    const adapters = demoWorld();
    adapters.world.failNextCall(port);

    const error = await expectAppError(CALLS[port](adapters), 'network/unavailable');

    expect(error.message).toMatch(/demo/u);
    expect(adapters.world.settings.failNextCall).toBeNull();
    await expect(CALLS[port](adapters)).resolves.not.toBeInstanceOf(Error);
  });

  it.each(PORTS)('leaves the other ports alone while %s is set to fail', async (port) => {
    const adapters = demoWorld();
    adapters.world.failNextCall(port);

    for (const other of PORTS.filter((name) => name !== port)) await CALLS[other](adapters);

    expect(adapters.world.settings.failNextCall).toBe(port);
  });

  it('fails a call before it has any effect', async () => {
    const { world, tracking } = demoWorld();
    world.failNextCall('tracking');

    await expectAppError(tracking.track({ event: 'lead' }), 'network/unavailable');

    expect(world.events).toEqual([]);
  });

  it('fails only the first of two calls made together', async () => {
    const { world, geo } = demoWorld();
    world.failNextCall('geo');

    const [first, second] = await Promise.allSettled([geo.country(), geo.country()]);

    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: 'US' });
  });

  it('keeps user-change subscriptions synchronous and outside the faults', async () => {
    const { world, identity, clock } = demoWorld();
    world.setLatency(500);
    world.failNextCall('identity');
    const seen: unknown[] = [];

    const unsubscribe = identity.onUserChanged((user) => seen.push(user));

    expect(typeof unsubscribe).toBe('function');
    await eventually(() => expect(seen).toEqual([null]));
    expect(world.settings.failNextCall).toBe('identity');
    expect(clock.waits).toEqual([]);
    unsubscribe();
  });

  it('leaves the readying of popups outside the faults: no person made that call', async () => {
    const { world, identity, clock } = demoWorld();
    world.setLatency(500);
    world.failNextCall('identity');

    await identity.prepareSocialSignIn();

    expect(world.settings.failNextCall).toBe('identity');
    expect(clock.waits).toEqual([]);
    await expectAppError(identity.signInWithPopup('google'), 'network/unavailable');
  });

  it('leaves the ID token to the user API call that asks for it', async () => {
    const { world, identity, userApi, clock } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    world.setLatency(500);
    world.failNextCall('identity');

    await expect(userApi.getMe()).resolves.toMatchObject({ email: DEMO_ACCOUNTS.member.email });
    await expect(identity.idToken({ refresh: false })).resolves.toEqual(expect.any(String));

    expect(world.settings.failNextCall).toBe('identity');
    expect(clock.waits).toEqual([500]);
  });

  it('covers the confirm of a payment form, not the making of its confirmer', () => {
    const { world, payments } = demoWorld();
    world.failNextCall('payments');

    const confirmer = payments.confirmer('seti_x', GOOD_CARD, async () => true);

    expect(typeof confirmer.confirm).toBe('function');
    expect(world.settings.failNextCall).toBe('payments');
  });
});

describe('holding the next call', () => {
  /** Whether the promise has settled once every queued callback has run. */
  async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
    let settled = false;
    void promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setImmediate(resolve));
    return settled;
  }

  it.each(PORTS)('holds the next %s call until released, then calls go through', async (port) => {
    const adapters = demoWorld();
    const hold = adapters.world.holdNextCall(port);
    expect(adapters.world.settings.holdNextCall).toEqual([port]);

    const call = CALLS[port](adapters);
    await hold.reached;

    expect(await hasSettled(call)).toBe(false);
    expect(adapters.world.heldCalls).toEqual([port]);
    expect(adapters.world.settings.holdNextCall).toEqual([]);
    hold.release();
    await expect(call).resolves.not.toBeInstanceOf(Error);
    expect(adapters.world.heldCalls).toEqual([]);
    expect(await hasSettled(CALLS[port](adapters))).toBe(true);
  });

  it('holds a call before it has any effect', async () => {
    const { world, tracking } = demoWorld();
    const hold = world.holdNextCall('tracking');

    const tracked = tracking.track({ event: 'lead' });
    await hold.reached;
    expect(world.events).toEqual([]);

    hold.release();
    await tracked;
    expect(world.events).toEqual([{ event: 'lead' }]);
  });

  it('holds only the first of two calls made together', async () => {
    const { world, geo } = demoWorld();
    const hold = world.holdNextCall('geo');

    const first = geo.country();
    await expect(geo.country()).resolves.toBe('US');

    expect(await hasSettled(first)).toBe(false);
    hold.release();
    await expect(first).resolves.toBe('US');
  });

  it('holds several ports at once, each released on its own', async () => {
    const { world, identity, userApi } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    const signInHold = world.holdNextCall('identity');
    const profileHold = world.holdNextCall('userApi');
    expect(world.settings.holdNextCall).toEqual(['identity', 'userApi']);

    const provider = identity.getSignInProvider();
    const profile = userApi.getMe();
    await Promise.all([signInHold.reached, profileHold.reached]);
    expect(world.heldCalls).toEqual(['identity', 'userApi']);

    profileHold.release();
    await expect(profile).resolves.toMatchObject({ email: DEMO_ACCOUNTS.member.email });
    expect(await hasSettled(provider)).toBe(false);
    expect(world.heldCalls).toEqual(['identity']);
    signInHold.release();
    await expect(provider).resolves.toBe('password');
  });

  it('lets the call through when the hold is released before the call comes', async () => {
    const { world, geo } = demoWorld();
    const hold = world.holdNextCall('geo');

    hold.release();

    expect(world.settings.holdNextCall).toEqual([]);
    expect(await hasSettled(geo.country())).toBe(true);
  });

  it('waits, then fails, when the call is also set to fail', async () => {
    const { world, geo } = demoWorld();
    world.failNextCall('geo');
    const hold = world.holdNextCall('geo');

    const call = geo.country();
    await hold.reached;
    expect(await hasSettled(call)).toBe(false);

    hold.release();
    await expectAppError(call, 'network/unavailable');
  });

  it('keeps an armed hold across a reload; Release (releaseHeldCalls) then lets the call go', async () => {
    const before = demoWorld();
    before.world.holdNextCall('geo');

    const after = demoWorld({ storage: before.storage });
    const call = after.geo.country();

    expect(await hasSettled(call)).toBe(false);
    expect(after.world.heldCalls).toEqual(['geo']);
    after.world.releaseHeldCalls();
    await expect(call).resolves.toBe('US');
    expect(after.world.heldCalls).toEqual([]);
  });

  it('Release (releaseHeldCalls) lets held calls go and disarms the holds not used yet', async () => {
    const { world, geo, orders } = demoWorld();
    world.holdNextCall('geo');
    world.holdNextCall('orders');
    const country = geo.country();
    expect(await hasSettled(country)).toBe(false);

    world.releaseHeldCalls();

    await expect(country).resolves.toBe('US');
    expect(world.settings.holdNextCall).toEqual([]);
    expect(await hasSettled(orders.load())).toBe(true);
  });

  it('a reset lets held calls go, with the rest of the demo data', async () => {
    const { world, geo } = demoWorld();
    world.holdNextCall('geo');
    const country = geo.country();
    expect(await hasSettled(country)).toBe(false);

    world.reset();

    await expect(country).resolves.toBe('US');
    expect(world.heldCalls).toEqual([]);
  });

  it('leaves the readying of popups and user-change subscriptions alone', async () => {
    const { world, identity } = demoWorld();
    world.holdNextCall('identity');

    await identity.prepareSocialSignIn();
    identity.onUserChanged(() => undefined)();

    expect(world.settings.holdNextCall).toEqual(['identity']);
    expect(world.heldCalls).toEqual([]);
  });

  it('tells subscribers when a call starts and stops waiting', async () => {
    const { world, geo } = demoWorld();
    const hold = world.holdNextCall('geo');
    const seen: (readonly PortName[])[] = [];
    world.subscribe(() => seen.push(world.heldCalls));

    const country = geo.country();
    await hold.reached;
    hold.release();
    await country;

    expect(seen.at(0)).toEqual(['geo']);
    expect(seen.at(-1)).toEqual([]);
  });
});
