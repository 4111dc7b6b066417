import { createAction } from '@reduxjs/toolkit';
import type { AppDispatch } from '../../app/store';
import { addAppListener, type AppListenerApi } from '../../shared/store/listeners';
import { sessionEnded } from '../../shared/store/session-actions';
import { pauseBeforeAskingAgain, settleGiftPayment } from './gift-thunks';
import { selectGiftSettlement } from './gifts-slice';

/** The buyer arrives where a gift's payment ends (back from the provider, a reload, another tab). */
export const giftPaymentArrived = createAction('gifts/paymentArrived');

/** Asks the provider once; answers whether the payment is still under way. */
async function askOnce(api: AppListenerApi, uid: string): Promise<boolean> {
  const settled = await api.pause(api.dispatch(settleGiftPayment(uid)));
  // A question that could not be asked is asked again after the next wait.
  if (!settleGiftPayment.fulfilled.match(settled)) return true;
  return selectGiftSettlement(api.getState())?.status === 'confirming';
}

/**
 * The provider is asked about the kept payment, and while it is under way (processing, the
 * bank's check, no answer) asked again after growing waits, then once a minute, as long as the
 * same account is signed in and the page is open. It never stops by itself and never offers to
 * pay again: only the provider's "failed" sends the buyer back (DESIGN.md, "Never a second
 * payment by mistake").
 */
async function askUntilSettled(api: AppListenerApi): Promise<void> {
  const uid = api.getState().auth.uid;
  if (!uid) return;
  const stillAwaited = () =>
    api.getState().auth.uid === uid &&
    selectGiftSettlement(api.getState())?.status === 'confirming';
  if (!(await askOnce(api, uid))) return;
  for (let attempt = 1; ; attempt += 1) {
    const paused = await api.pause(api.dispatch(pauseBeforeAskingAgain(attempt)));
    if (!pauseBeforeAskingAgain.fulfilled.match(paused) || !stillAwaited()) return;
    if (!(await askOnce(api, uid))) return;
  }
}

/** One arrival at a time (the newest wins), ended by the session's end. */
async function settleArrivingGift(_: unknown, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  await Promise.race([askUntilSettled(api), api.condition(sessionEnded.match)]);
}

/**
 * While /gift/paid is on screen, a gift's payment arriving there; out of the first route's
 * script. Answers how to stop, which also stops the questions under way.
 */
export function listenForGiftPayments(dispatch: AppDispatch): () => void {
  const stop = dispatch(
    addAppListener({ actionCreator: giftPaymentArrived, effect: settleArrivingGift }),
  );
  return () => stop({ cancelActive: true });
}
