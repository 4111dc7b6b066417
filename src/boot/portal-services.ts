import { lazy } from 'react';
import type { Container } from 'inversify';
import type { UseCases } from '../application/use-cases';
import { USE_CASE_NAMES } from '../application/use-cases';
import {
  adapterViews,
  createContainer,
  token,
  type AdapterViews,
  type ContainerOptions,
} from '../container';
import { preloadableComponent } from '../ui/app/preloadable-component';
import type { UiServices } from '../ui/shared/services';

/** The composition root, for whoever builds a container and then the services from it. */
export { createContainer } from '../container';

/**
 * Every use case of the registry, by its name, each resolved from the container when first read:
 * a page runs a few of them, and Inversify's planning of all at once was half of the longest task
 * of the app's start (10 of 18 ms at desktop speed in a trace of /membership).
 */
export function resolveUseCases(container: Container): UseCases {
  const useCases = {} as UseCases;
  for (const name of USE_CASE_NAMES) {
    Object.defineProperty(useCases, name, {
      enumerable: true,
      configurable: true,
      get() {
        const useCase: unknown = container.get(token(name));
        Object.defineProperty(useCases, name, { value: useCase, enumerable: true });
        return useCase;
      },
    });
  }
  return useCases;
}

export interface PortalOptions extends ContainerOptions {
  navigateAway: (url: string) => void;
}

/** What the composition root hands out: use cases ready at once, and loaders for the adapters' views. */
export interface PortalServices
  extends
    Omit<UiServices, 'useCases' | 'PaymentForm' | 'preloadPaymentForm' | 'DemoTools' | 'DemoBank'>,
    AdapterViews {
  useCases: UseCases;
}

/** Everything the UI is handed: use cases, settings, and the adapters' own views. */
export function createPortalServices(options: PortalOptions): PortalServices {
  return portalServicesOf(createContainer(options), options);
}

/** The UI's services from a container made with the same options (see createPortalServices). */
export function portalServicesOf(container: Container, options: PortalOptions): PortalServices {
  const clock = container.get(token('clock'));
  return {
    useCases: resolveUseCases(container),
    settings: options.settings,
    today: () => clock.today(),
    navigateAway: options.navigateAway,
    ...adapterViews(container),
  };
}

/** The services as the UI takes them, where the composition root is already loaded (Node, tests). */
export function uiServicesOf({
  useCases,
  loadPaymentForm,
  loadDemoTools,
  loadDemoBank,
  ...services
}: PortalServices): UiServices {
  const paymentForm = preloadableComponent(() =>
    loadPaymentForm().then((module) => module.default),
  );
  return {
    ...services,
    useCases: Promise.resolve(useCases),
    PaymentForm: paymentForm.Component,
    preloadPaymentForm: paymentForm.preload,
    DemoTools: loadDemoTools && lazy(loadDemoTools),
    DemoBank: loadDemoBank && lazy(loadDemoBank),
  };
}
