import { lazy } from 'react';
import { SystemClock } from '../adapters/system/system-clock';
import type { PortalOptions, PortalServices } from './portal-services';
import { preloadableComponent } from '../ui/app/preloadable-component';
import type { UiServices } from '../ui/shared/services';
import { nextTask } from '../ui/shared/next-task';
import { reloadingOnStaleChunk } from '../ui/shared/stale-chunk';

/**
 * The UI's services in the browser. The composition root (container.ts: Inversify, the adapters,
 * the use cases, the demo world) is a chunk of its own, requested here as the app starts: the
 * first route paints and hydrates the prerendered page without it, and whatever needs a use case
 * or an adapter's view waits for it.
 */
export function deferredUiServices(options: Omit<PortalOptions, 'clock'>): UiServices {
  const clock = new SystemClock();
  const loadContainer = reloadingOnStaleChunk(
    () => import(/* webpackChunkName: "portal" */ './portal-services'),
  );
  // The chunk's evaluation, the container's bindings and the services' resolution are tasks of
  // their own: in one, they would be a long task on a phone.
  const portal = loadContainer().then(async ({ createContainer, portalServicesOf }) => {
    const portalOptions = { ...options, clock };
    await nextTask();
    const container = createContainer(portalOptions);
    await nextTask();
    return portalServicesOf(container, portalOptions);
  });
  const paymentForm = preloadableComponent(
    reloadingOnStaleChunk(() =>
      portal.then(async (services) => (await services.loadPaymentForm()).default),
    ),
  );
  return {
    settings: options.settings,
    navigateAway: options.navigateAway,
    today: () => clock.today(),
    useCases: portal.then((services) => services.useCases),
    PaymentForm: paymentForm.Component,
    preloadPaymentForm: paymentForm.preload,
    // One expression, so that webpack can settle it (container.ts does the same).
    DemoTools:
      process.env.WITHOUT_DEMO_WORLD === 'true' ? null : lazy(() => portal.then(loadDemoTools)),
    DemoBank:
      process.env.WITHOUT_DEMO_WORLD === 'true' ? null : lazy(() => portal.then(loadDemoBank)),
  };
}

function loadDemoTools({ loadDemoTools: load }: PortalServices) {
  if (!load) throw new Error('This build has no demo tools.');
  return load();
}

function loadDemoBank({ loadDemoBank: load }: PortalServices) {
  if (!load) throw new Error('This build has no demo bank.');
  return load();
}
