import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { PaymentFormProps } from '../../application/ports/payments';
import type { AppSettings } from '../../application/ports/settings';
import type { UseCases } from '../../application/use-cases';
import type { IsoDate } from '../../domain/dates';

/** What the UI needs from the composition root, handed down once at start. */
export interface UiServices {
  /**
   * Every flow of the portal. In the browser the composition root that makes them (Inversify and
   * the adapters) is a chunk of its own that arrives just after the first paint; nothing the first
   * paint needs waits for it.
   */
  useCases: Promise<UseCases>;
  settings: AppSettings;
  today: () => IsoDate;
  /** The payment form of the payments adapter in use (Stripe's Payment Element or the demo card form). */
  PaymentForm: ComponentType<PaymentFormProps<ReactNode>>;
  /**
   * Starts loading the payment form's chunk ahead of need (while the person signs up), so that the
   * checkout's card form is usable at once after "Create account". Never fails: a failed load is
   * tried again when the form renders.
   */
  preloadPaymentForm: () => void;
  /** The demo tools, only in builds with an in-memory adapter. */
  DemoTools: ComponentType | null;
  /** The demo bank's page of iDEAL and Bancontact (/demo-bank), only where DemoTools are. */
  DemoBank: ComponentType | null;
  /** Full page navigation, where SPEC.md asks for one. */
  navigateAway: (url: string) => void;
}

const ServicesContext = createContext<UiServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: UiServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): UiServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}
