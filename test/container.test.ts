import { USE_CASE_NAMES, USE_CASES } from '../src/application/use-cases';
import { DEMO_WORLD_KEY, DemoWorld } from '../src/demo/demo-world';
import { DEMO_PASSWORD } from './support/demo-accounts';
import { FakeClock } from './support/clocks';
import { member } from './support/builders';
import { CountingIds, worldWith } from './support/demo-world';
import { TEST_SETTINGS } from './support/test-settings';
import { MemoryStorage } from '../src/ui/kit/safe-storage';
import { createContainer } from '../src/container';
import {
  createPortalServices,
  portalServicesOf,
  resolveUseCases,
  uiServicesOf,
} from '../src/boot/portal-services';
import { deferredUiServices } from '../src/boot/deferred-services';
import type { Language } from '../src/domain/language';

/** The use cases as the registry names them: the container binds them from it. */
const NAMES = USE_CASE_NAMES;

/** A yearly card member, whom the containers' demo world holds. */
const sam = member({ email: 'sam@builders.test', name: 'Sam Rivera' });

function testContainer(language?: () => Language) {
  return createContainer({
    settings: TEST_SETTINGS,
    storage: worldWith(sam),
    clock: new FakeClock('2026-11-21'),
    ids: new CountingIds(),
    language,
  });
}

describe('createContainer', () => {
  it('resolves every use case as an instance of its class', () => {
    const useCases = resolveUseCases(testContainer());

    expect(Object.keys(useCases).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) expect(useCases[name]).toBeInstanceOf(USE_CASES[name].UseCase);
  });

  it('builds a use case only once it is first asked for', () => {
    const container = testContainer();
    const get = jest.spyOn(container, 'get');

    const useCases = resolveUseCases(container);
    expect(get).not.toHaveBeenCalled();

    const { signIn } = useCases;
    expect(get).toHaveBeenCalledTimes(1);
    expect(useCases.signIn).toBe(signIn);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it.each(NAMES)('keeps one %s per container', (name) => {
    const container = testContainer();

    const first = resolveUseCases(container)[name];

    expect(resolveUseCases(container)[name]).toBe(first);
    expect(container.get(name)).toBe(first);
  });

  it('builds a use case on the other use cases it names: deleteAccount signs out with signOut', async () => {
    const useCases = resolveUseCases(testContainer());
    await useCases.signIn.execute({ email: sam.email, password: DEMO_PASSWORD });
    const signOut = jest.spyOn(useCases.signOut, 'execute');

    await useCases.deleteAccount.execute(true);

    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('builds fresh use cases for a fresh container', () => {
    expect(resolveUseCases(testContainer()).confirmPayment).not.toBe(
      resolveUseCases(testContainer()).confirmPayment,
    );
  });

  it('wires the use cases to one demo world kept in the given storage', async () => {
    const storage = worldWith(sam);
    const useCases = resolveUseCases(
      createContainer({ settings: TEST_SETTINGS, storage, clock: new FakeClock() }),
    );

    await useCases.signIn.execute({ email: sam.email, password: DEMO_PASSWORD });
    const { user, provider } = await useCases.loadProfile.execute();

    expect(provider).toBe('password');
    expect(user).toMatchObject({ firstName: 'Sam', subscribed: true });
    expect(storage.getItem(DEMO_WORLD_KEY)).toContain(`"session":{"uid":"${sam.uid}"`);
  });

  it('gives the user API over HTTP the identity’s ID tokens (USER_API=http)', async () => {
    const env = { USER_API: process.env.USER_API, API_BASE_URL: process.env.API_BASE_URL };
    process.env.USER_API = 'http';
    process.env.API_BASE_URL = 'https://api.example.test/';
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    try {
      const useCases = resolveUseCases(testContainer());
      await useCases.signIn.execute({ email: sam.email, password: DEMO_PASSWORD });

      await useCases.resumeSubscription.execute();

      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(url).toBe('https://api.example.test/users/me/subscription/resume');
      expect(init?.headers).toMatchObject({
        Authorization: expect.stringMatching(/^Bearer demo-token-/u) as unknown,
        'Accept-Language': 'en',
      });
    } finally {
      fetch.mockRestore();
      for (const [name, value] of Object.entries(env)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it("has the demo's back end write its e-mails in the portal's language of the moment", async () => {
    let language: Language = 'de';
    const container = testContainer(() => language);
    const useCases = resolveUseCases(container);
    const { world } = portalServicesOf(container, {
      settings: TEST_SETTINGS,
      storage: new MemoryStorage(),
      navigateAway: () => undefined,
    });
    const request = { email: 'sam.rivera@example.com', contract: 'not-sure' } as const;

    await useCases.withdrawFromContract.execute(request);
    language = 'en';
    await useCases.withdrawFromContract.execute(request);

    expect(world?.state.acknowledgments.map((mail) => mail.subject)).toEqual([
      'Dein Widerruf ist bei uns eingegangen',
      'We received your withdrawal',
    ]);
  });

  it('uses the system clock and random ids when none are given', async () => {
    const useCases = resolveUseCases(
      createContainer({ settings: TEST_SETTINGS, storage: new MemoryStorage() }),
    );

    const { selected } = await useCases.loadCatalogue.execute(null);

    expect(selected?.id).toBe('yearly');
  });
});

describe('createPortalServices', () => {
  it('hands the UI its use cases, the settings, today from the clock and the world', async () => {
    const clock = new FakeClock('2026-11-21');
    const navigateAway = jest.fn<void, [string]>();
    const services = createPortalServices({
      settings: TEST_SETTINGS,
      storage: new MemoryStorage(),
      clock,
      ids: new CountingIds(),
      navigateAway,
    });

    for (const name of NAMES)
      expect(services.useCases[name]).toBeInstanceOf(USE_CASES[name].UseCase);
    expect(services.settings).toBe(TEST_SETTINGS);
    expect(services.today()).toBe('2026-11-21');
    clock.day = '2026-12-01';
    expect(services.today()).toBe('2026-12-01');
    expect(services.world).toBeInstanceOf(DemoWorld);
    expect((await services.loadPaymentForm()).default).toBeInstanceOf(Function);
    expect((await services.loadDemoTools?.())?.default).toBeInstanceOf(Function);
    services.navigateAway('/set-password-successful');
    expect(navigateAway).toHaveBeenCalledWith('/set-password-successful');

    // The world is the one behind the use cases.
    await services.useCases.signInWithPopup.execute('google');
    expect(services.world?.state.session).toMatchObject({
      uid: 'demo-google',
      provider: 'google.com',
    });
  });

  it('runs today on the system clock without a clock of its own', () => {
    const services = createPortalServices({
      settings: TEST_SETTINGS,
      storage: new MemoryStorage(),
      navigateAway: () => undefined,
    });

    expect(services.today()).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
  });
});

describe('the services as the UI takes them', () => {
  it('hands over the use cases of a loaded composition root as they are', async () => {
    const portal = createPortalServices({
      settings: TEST_SETTINGS,
      storage: new MemoryStorage(),
      navigateAway: () => undefined,
    });

    const services = uiServicesOf(portal);

    expect(await services.useCases).toBe(portal.useCases);
    expect(services.settings).toBe(TEST_SETTINGS);
  });

  it('in the browser, loads the composition root as the app starts and waits for it', async () => {
    const storage = new MemoryStorage();
    const navigateAway = jest.fn<void, [string]>();

    const services = deferredUiServices({ settings: TEST_SETTINGS, storage, navigateAway });

    expect(services.settings).toBe(TEST_SETTINGS);
    expect(services.today()).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    services.navigateAway('/set-password-successful');
    expect(navigateAway).toHaveBeenCalledWith('/set-password-successful');
    expect(services.PaymentForm).toBeDefined();
    expect(services.DemoTools).not.toBeNull();
    const useCases = await services.useCases;
    for (const name of NAMES) expect(useCases[name]).toBeInstanceOf(USE_CASES[name].UseCase);
    // The demo world behind them persists in the storage it was given.
    await useCases.signInWithPopup.execute('google');
    expect(storage.getItem(DEMO_WORLD_KEY)).toContain('demo-google');
  });
});
