import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import type { PortName } from '../../src/adapters/memory/demo-state';
import { DemoWorld } from '../../src/adapters/memory/demo-world';
import { MapStorage } from '../../src/adapters/memory/map-storage';
import { createPortalServices, uiServicesOf } from '../../src/container';
import { App } from '../../src/ui/app/App';
import { createI18n } from '../../src/ui/i18n/create-i18n';
import { createStore } from '../../src/ui/store/store';
import { FakeClock } from './clocks';
import { DEMO_PASSWORD } from './demo-accounts';
import { TEST_SETTINGS } from './test-settings';

interface RenderOptions {
  /** Where the app opens, like a typed address: '/membership?plan=first'. */
  at?: string;
  /** Sign this demo account in before the app starts. */
  signedInAs?: string;
  /** A storage shared between renders, to simulate a reload. */
  storage?: MapStorage;
}

/**
 * The whole portal on the in-memory world, with a fresh container and store for each test, as a
 * person meets it at an address.
 */
export async function renderApp({
  at = '/',
  signedInAs,
  storage = new MapStorage(),
}: RenderOptions = {}) {
  const navigateAway = jest.fn<void, [string]>();
  const services = createPortalServices({
    settings: TEST_SETTINGS,
    storage,
    clock: new FakeClock(),
    navigateAway,
  });
  if (signedInAs) {
    await services.useCases.signIn.execute({ email: signedInAs, password: DEMO_PASSWORD });
  }
  const uiServices = uiServicesOf(services);
  const store = createStore({ useCases: uiServices.useCases });
  const router = new TestRouter();
  const user = userEvent.setup();
  const view = render(
    <App
      services={uiServices}
      store={store}
      i18n={createI18n(TEST_SETTINGS)}
      Router={router.at(at)}
    />,
  );
  const { world } = services;
  if (!world) throw new Error('UI tests run on the in-memory world');
  return {
    ...view,
    user,
    store,
    router,
    services,
    world,
    navigateAway,
    storage,
    holdNextCall: (port: PortName) => holdNextCall(world, port),
    /** Lets every held call go on (the demo tools' Release), and React show what follows. */
    releaseHeldCalls: () => act(async () => world.releaseHeldCalls()),
  };
}

/**
 * Holds the next call of a port of the app's world (the demo tools' "Hold next call"), so a test
 * can look at the screen while the call is under way. Its release lets React show what follows.
 */
function holdNextCall(world: DemoWorld, port: PortName) {
  const hold = world.holdNextCall(port);
  return {
    /** Settles once the call has come and waits. */
    reached: hold.reached,
    release: () => act(async () => hold.release()),
  };
}

/** A storage holding a demo world changed before the app starts: a visitor from GB, a call held. */
export function demoStorageWith(change: (world: DemoWorld) => void): MapStorage {
  const storage = new MapStorage();
  change(new DemoWorld(storage, new FakeClock()));
  return storage;
}

/**
 * A MemoryRouter that lets a test read where the app is and go somewhere, like a person using the
 * address bar.
 */
export class TestRouter {
  readonly state: { location: Location } = {
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  };
  private go: ((to: string) => void) | null = null;

  at(entry: string) {
    const Probe = () => {
      this.state.location = useLocation();
      const navigate = useNavigate();
      this.go = (to) => void navigate(to);
      return null;
    };
    return ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[entry]}>
        <Probe />
        {children}
      </MemoryRouter>
    );
  }

  navigate(to: string): Promise<void> {
    if (!this.go) throw new Error('The app is not rendered yet');
    this.go(to);
    return Promise.resolve();
  }
}

/** The path the app shows now. */
export function currentPath(router: TestRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

export { screen };
