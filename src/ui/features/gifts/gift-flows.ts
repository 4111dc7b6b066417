import type { AppDispatch, RootState } from '../../store/store';
import { createFlowThunk } from '../../store/thunk';
import { pauseBeforeAskingAgain, settleGiftPayment } from './gift-thunks';
import { selectGiftSettlement } from './gifts-slice';

interface FlowApi {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** Asks the provider once; answers whether the payment is still under way. */
async function askOnce({ dispatch, getState }: FlowApi, uid: string): Promise<boolean> {
  const settled = await dispatch(settleGiftPayment(uid));
  // A question that could not be asked is asked again after the next wait.
  if (!settleGiftPayment.fulfilled.match(settled)) return true;
  return selectGiftSettlement(getState())?.status === 'confirming';
}

/**
 * The buyer arrives where a gift's payment ends (back from the provider, a reload, another tab):
 * the provider is asked about the kept payment, and while it is under way (processing, the
 * bank's check, no answer) asked again after growing waits, then once a minute, as long as the
 * same account is signed in and the page is open. It never stops by itself and never offers to
 * pay again: only the provider's "failed" sends the buyer back (DESIGN.md, "Never a second
 * payment by mistake").
 */
export const giftPaymentArrived = createFlowThunk('flows/giftPayment', async (_: void, api) => {
  const uid = api.getState().auth.uid;
  if (!uid) return;
  const stillAwaited = () =>
    api.getState().auth.uid === uid &&
    selectGiftSettlement(api.getState())?.status === 'confirming';
  if (!(await askOnce(api, uid))) return;
  for (let attempt = 1; ; attempt += 1) {
    const paused = await api.dispatch(pauseBeforeAskingAgain(attempt));
    if (!pauseBeforeAskingAgain.fulfilled.match(paused) || !stillAwaited()) return;
    if (!(await askOnce(api, uid))) return;
  }
});
