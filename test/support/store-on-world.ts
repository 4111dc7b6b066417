import type { Clock } from '../../src/application/ports/clock';
import type { OrderStorage } from '../../src/application/ports/order-storage';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { createPortalServices, uiServicesOf } from '../../src/boot/portal-services';
import { sessionChanged } from '../../src/ui/shared/store/session-actions';
import { createStore } from '../../src/ui/app/store';
import { FakeClock } from './clocks';
import { DEMO_PASSWORD } from './demo-accounts';
import { TEST_SETTINGS } from './test-settings';

/**
 * The store on a fresh in-memory world (or on `storage`, a world such as `worldWith` keeps), with no
 * DOM: a visitor's, or a signed-in person's when `signedInAs` names one. Flows (thunks that span steps) are driven on it as the pages dispatch
 * them; a flow that waits between steps is driven by a `clock` whose waits the test ends.
 */
export async function storeOnWorld({
  signedInAs,
  clock = new FakeClock(),
  storage = new MemoryStorage(),
}: { signedInAs?: string; clock?: Clock; storage?: MemoryStorage } = {}) {
  const services = createPortalServices({
    settings: TEST_SETTINGS,
    storage,
    clock,
    navigateAway: () => {},
  });
  const { world } = services;
  if (!world) throw new Error('Store tests run on the in-memory world');
  const store = createStore({ useCases: uiServicesOf(services).useCases });
  if (signedInAs) {
    await services.useCases.signIn.execute({ email: signedInAs, password: DEMO_PASSWORD });
    const uid = world.state.session?.uid ?? '';
    // The session as the identity provider reports it, without the auth-state watch.
    const { user, provider } = await services.useCases.loadProfile.execute();
    store.dispatch(sessionChanged({ status: 'signedIn', uid, user, provider }));
  }
  return { store, services, world };
}

/** The order storage the use cases were built on (private to them; read here as a reload would). */
export const ordersOf = (services: { useCases: object }) =>
  (services.useCases as { restoreOrder: unknown } as { restoreOrder: { orders: OrderStorage } })
    .restoreOrder.orders;
