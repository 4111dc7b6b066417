import type { PortName } from '../../../src/adapters/memory/demo-state';
import { DEMO_PASSWORD } from '../../../src/adapters/memory/demo-seed';
import { eventually, expectAppError } from '../expectations';
import { GOOD_CARD, memoryAdapters, RETURN_URL } from './memory-adapters';

type Adapters = ReturnType<typeof memoryAdapters>;

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
    const adapters = memoryAdapters();
    adapters.world.setLatency(250);

    for (const port of PORTS) await CALLS[port](adapters);

    expect(adapters.clock.waits).toEqual(PORTS.map(() => 250));
  });

  it('does not wait at all without latency', async () => {
    const adapters = memoryAdapters();

    for (const port of PORTS) await CALLS[port](adapters);

    expect(adapters.clock.waits).toEqual([]);
  });

  it.each(PORTS)('fails the next %s call once, then calls succeed again', async (port) => {
    const adapters = memoryAdapters();
    adapters.world.failNextCall(port);

    const error = await expectAppError(CALLS[port](adapters), 'network/unavailable');

    expect(error.message).toMatch(/demo/u);
    expect(adapters.world.settings.failNextCall).toBeNull();
    await expect(CALLS[port](adapters)).resolves.not.toBeInstanceOf(Error);
  });

  it.each(PORTS)('leaves the other ports alone while %s is set to fail', async (port) => {
    const adapters = memoryAdapters();
    adapters.world.failNextCall(port);

    for (const other of PORTS.filter((name) => name !== port)) await CALLS[other](adapters);

    expect(adapters.world.settings.failNextCall).toBe(port);
  });

  it('fails a call before it has any effect', async () => {
    const { world, tracking } = memoryAdapters();
    world.failNextCall('tracking');

    await expectAppError(tracking.track({ event: 'lead' }), 'network/unavailable');

    expect(world.events).toEqual([]);
  });

  it('fails only the first of two calls made together', async () => {
    const { world, geo } = memoryAdapters();
    world.failNextCall('geo');

    const [first, second] = await Promise.allSettled([geo.country(), geo.country()]);

    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: 'US' });
  });

  it('keeps user-change subscriptions synchronous and outside the faults', async () => {
    const { world, identity, clock } = memoryAdapters();
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
    const { world, identity, clock } = memoryAdapters();
    world.setLatency(500);
    world.failNextCall('identity');

    await identity.prepareSocialSignIn();

    expect(world.settings.failNextCall).toBe('identity');
    expect(clock.waits).toEqual([]);
    await expectAppError(identity.signInWithPopup('google'), 'network/unavailable');
  });

  it('leaves the ID token to the user API call that asks for it', async () => {
    const { world, identity, userApi, clock } = memoryAdapters();
    await identity.signIn('member@demo.test', DEMO_PASSWORD);
    world.setLatency(500);
    world.failNextCall('identity');

    await expect(userApi.getMe()).resolves.toMatchObject({ email: 'member@demo.test' });
    await expect(identity.idToken({ refresh: false })).resolves.toEqual(expect.any(String));

    expect(world.settings.failNextCall).toBe('identity');
    expect(clock.waits).toEqual([500]);
  });

  it('covers the confirm of a payment form, not the making of its confirmer', () => {
    const { world, payments } = memoryAdapters();
    world.failNextCall('payments');

    const confirmer = payments.confirmer('seti_x', GOOD_CARD, async () => true);

    expect(typeof confirmer.confirm).toBe('function');
    expect(world.settings.failNextCall).toBe('payments');
  });
});
