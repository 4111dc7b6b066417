import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortName } from '../../src/demo/demo-state';
import { DemoWorld } from '../../src/demo/demo-world';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import {
  createPortalServices,
  uiServicesOf,
  type PortalServices,
} from '../../src/boot/portal-services';
import { App } from '../../src/ui/app/App';
import { loadPages } from '../../src/ui/app/routes';
import type { UiServices } from '../../src/ui/shared/services';
import { createI18n } from '../../src/ui/shared/i18n/create-i18n';
import { createStore } from '../../src/ui/app/store';
import { FakeClock } from './clocks';
import { DEMO_PASSWORD } from './demo-accounts';
import { TEST_SETTINGS } from './test-settings';
import { TestRouter, type Opening } from './test-router';

interface RenderOptions {
  /** Where the app opens, like a typed address: '/membership?plan=first'. */
  at?: string;
  /** In a router of the test's own (the default), in jsdom's address bar, or reloaded there. */
  opening?: Opening;
  /** Sign this person in before the app starts: one the world holds (see `storage`, `worldWith`). */
  signedInAs?: string;
  /** A storage shared between renders, to simulate a reload. */
  storage?: MemoryStorage;
}

/**
 * The whole portal on the in-memory world, with a fresh container and store for each test, as a
 * person meets it at an address.
 */
export async function renderApp({
  at = '/',
  opening,
  signedInAs,
  storage = new MemoryStorage(),
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
  const uiServices = await loadedUiServices(services);
  const store = createStore({ useCases: uiServices.useCases });
  const router = new TestRouter();
  // A person at the keyboard, without user-event's timer tick after every key; and, as nothing in
  // the portal reacts to hovering, without the pointer's moves onto each element clicked.
  const user = userEvent.setup({ delay: null, skipHover: true });
  const view = render(
    <App
      services={uiServices}
      store={store}
      i18n={createI18n(TEST_SETTINGS)}
      Router={router.opening(at, opening)}
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
  };
}

/**
 * The UI's services with every chunk the app would fetch already here: its pages, the payment form
 * and the demo tools render at once instead of suspending. After a suspension React holds the next
 * reveal for up to 300 ms outside act() (its fallback throttle), and Testing Library's find* and
 * waitFor wait outside act(): each suspension would make a test wait for nothing. The lazy loading
 * itself is the browser's business (test/e2e).
 */
async function loadedUiServices(services: PortalServices): Promise<UiServices> {
  const [PaymentForm, DemoTools] = await Promise.all([
    services.loadPaymentForm().then((module) => module.default),
    services.loadDemoTools?.().then((module) => module.default) ?? null,
    loadPages(),
  ]);
  return { ...uiServicesOf(services), PaymentForm, DemoTools };
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
export function demoStorageWith(change: (world: DemoWorld) => void): MemoryStorage {
  const storage = new MemoryStorage();
  change(new DemoWorld(storage, new FakeClock()));
  return storage;
}

export { currentPath, fill, TestRouter } from './test-router';
export { screen };
