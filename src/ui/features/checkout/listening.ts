import type { AppStartListening } from '../../shared/store/listeners';
import { startAlreadySubscribedListening } from './already-subscribed';
import { startOrderArrivalListening } from './order-arrival';
import { startPaymentCheckListening } from './payment-confirming';

/** The checkout's listeners, started with each store (app/store.ts). */
export function startCheckoutListening(startListening: AppStartListening): void {
  startOrderArrivalListening(startListening);
  startAlreadySubscribedListening(startListening);
  startPaymentCheckListening(startListening);
}
