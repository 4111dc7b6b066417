import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { MapStorage } from '../../../src/adapters/memory/map-storage';
import type { Clock } from '../../../src/application/ports/clock';
import type { AppSettings } from '../../../src/application/ports/settings';
import { createPortalServices, uiServicesOf } from '../../../src/container';
import { App } from '../../../src/ui/app/App';
import { createI18n } from '../../../src/ui/i18n/create-i18n';
import { createStore } from '../../../src/ui/store/store';

export const TODAY = '2026-11-21';

export const TEST_SETTINGS: AppSettings = {
  authStateDelayMs: 0,
  clientName: 'Mindful',
  supportEmail: 'support@mindful.test',
  homeUrl: 'https://mindful.test/',
  termsUrl: 'https://mindful.test/terms',
  privacyUrl: 'https://mindful.test/privacy',
  appStoreUrl: 'https://apps.apple.test/app/mindful',
  playStoreUrl: 'https://play.google.test/store/apps/mindful',
  appStoreId: '123456789',
};

/** A clock frozen on TODAY whose waits resolve at once, so tests never sleep. */
export const testClock: Clock = {
  today: () => TODAY,
  now: () => `${TODAY}T09:30:00.000Z`,
  wait: () => Promise.resolve(),
};

export const DEMO_PASSWORD = 'Mindful#2026';

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
    clock: testClock,
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
  return { ...view, user, store, router, services, world, navigateAway, storage };
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
