import type { AppStartListening } from '../../shared/store/listeners';
import { startOrderArrivalListening } from './order-arrival';

/**
 * The checkout's listeners, started with each store (app/store.ts). The payment's are added where
 * a payment is made or awaited, out of the first route: listenForAlreadySubscribed by the payment
 * step, listenToPaymentChecks by a member's arrival and the confirming page.
 */
export function startCheckoutListening(startListening: AppStartListening): void {
  startOrderArrivalListening(startListening);
}
