import { createAction, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { RestoredOrder } from '../../../application/use-cases/restore-order';
import type { AppDispatch, RootState } from '../../app/store';
import { addAppListener, type AppListenerApi } from '../../shared/store/listeners';
import { sessionEnded } from '../../shared/store/session-actions';
import { reloadSessionProfile } from '../account';
import { pauseBeforeAsking, restoreOrder } from './checkout-thunks';
import { selectOrderRestore } from './selectors';

/** An order the provider has not settled yet: the portal goes on asking about it by itself. */
export const paymentConfirming = createAction('checkout/paymentConfirming');

/** The member asks about an order still being confirmed now, rather than after the next wait. */
export const paymentCheckRequested = createAction('checkout/paymentCheckRequested');

interface ListenerApi {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** Asks the provider about the stored order of the signed-in account; null when none was settled. */
export async function settleOrder({
  dispatch,
  getState,
}: ListenerApi): Promise<RestoredOrder | null> {
  const { uid } = getState().auth;
  if (!uid) return null;
  const action = await dispatch(restoreOrder(uid));
  const restored = restoreOrder.fulfilled.match(action) ? action.payload : null;
  if (restored?.status === 'succeeded') void dispatch(reloadSessionProfile());
  return restored;
}

/**
 * Asked about again after growing waits (the restore order use case's, on the app's clock), then
 * once a minute, as long as the same account is signed in and the order is still awaited. It never
 * stops by itself: a bank debit may take days, and only the provider's "failed" sends the member
 * back to pay (DESIGN.md, "Never a second payment by mistake").
 */
async function askUntilSettled(api: AppListenerApi): Promise<void> {
  const uid = api.getState().auth.uid;
  const stillAwaited = () =>
    api.getState().auth.uid === uid && api.getState().checkout.paymentCheck === 'confirming';
  for (let attempt = 1; ; attempt += 1) {
    const paused = await api.pause(api.dispatch(pauseBeforeAsking(attempt)));
    if (!stillAwaited() || !pauseBeforeAsking.fulfilled.match(paused)) return;
    const restored = await api.pause(settleOrder(api));
    // Settled (paid, or failed: back to the checkout); a question that could not be asked is
    // asked again after the next wait.
    if (restored && restored.status !== 'confirming') return;
  }
}

/**
 * The member's question is asked at once (unless one is under way already: a second click), then
 * the waits start again while the order is still awaited.
 */
async function askNowThenKeepAsking(api: AppListenerApi): Promise<void> {
  if (selectOrderRestore(api.getState()) !== 'pending') {
    const restored = await api.pause(settleOrder(api));
    if (restored?.status !== 'confirming') return;
  }
  await askUntilSettled(api);
}

/**
 * One loop of questions at a time: a newer one (the member's question, another arrival's) cancels
 * the older, and the session's end ends it.
 */
async function keepAsking(action: UnknownAction, api: AppListenerApi) {
  api.cancelActiveListeners();
  const asking = paymentCheckRequested.match(action)
    ? askNowThenKeepAsking(api)
    : askUntilSettled(api);
  // Whichever ends first ends the listener, which cancels the other's wait.
  await Promise.race([asking, api.condition(sessionEnded.match)]);
}

/**
 * Adds the payment's questions to the store, where an order may be awaited: a member's business,
 * out of the first route (member-arrival.ts, ConfirmingPayment). Adding them again changes nothing
 * (the same effect).
 */
export function listenToPaymentChecks(dispatch: AppDispatch): void {
  dispatch(
    addAppListener({
      matcher: isAnyOf(paymentConfirming, paymentCheckRequested),
      effect: keepAsking,
    }),
  );
}
