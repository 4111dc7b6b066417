import { PAYMENT_SUCCESSFUL_PATH, providerReturnOf } from '../../../domain/order';
import type { RestoredOrder } from '../../../application/use-cases/restore-order';
import { memberAnswered } from '../../shared/store/session-actions';
import { reloadSessionProfile, noticeShown } from '../account';
import { pauseBeforeAsking, restoreOrder } from '../checkout';
import { paymentMethodChangeNotice, withRenewalPaid } from './payment-method-thunks';
import { toRejection } from '../../shared/store/rejection';
import type { AppDispatch, RootState } from '../../app/store';
import { createFlowThunk, createUseCaseThunk } from '../../shared/store/thunk';

interface FlowApi {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** Asks the provider about the stored order of the signed-in account; null when none was settled. */
async function settle({ dispatch, getState }: FlowApi): Promise<RestoredOrder | null> {
  const { uid } = getState().auth;
  if (!uid) return null;
  const action = await dispatch(restoreOrder(uid));
  const restored = restoreOrder.fulfilled.match(action) ? action.payload : null;
  if (restored?.status === 'succeeded') void dispatch(reloadSessionProfile());
  return restored;
}

/**
 * An order the provider has not settled yet (the payment processing, the bank's check open, the
 * provider unreachable): asked about again after growing waits, then once a minute, as long as the
 * same account is signed in and the order is still awaited. It never stops by itself: a bank debit
 * may take days, and only the provider's "failed" sends the member back to pay (DESIGN.md, "Never a
 * second payment by mistake").
 */
export const paymentConfirming = createFlowThunk(
  'flows/paymentConfirming',
  async (_: void, api) => {
    const uid = api.getState().auth.uid;
    const stillAwaited = () =>
      api.getState().auth.uid === uid && api.getState().checkout.paymentCheck === 'confirming';
    for (let attempt = 1; ; attempt += 1) {
      const paused = await api.dispatch(pauseBeforeAsking(attempt));
      if (!stillAwaited() || !pauseBeforeAsking.fulfilled.match(paused)) return;
      const restored = await settle(api);
      // Settled (paid, or failed: back to the checkout); a question that could not be asked is
      // asked again after the next wait.
      if (restored && restored.status !== 'confirming') return;
    }
  },
);

/**
 * Back on the profile from the bank's page a new card's setup redirected to, in the tab that
 * started the change: the provider says whether the card was saved; the profile shows the card it now has, and a notice how it went.
 */
export const completeReturnedPaymentMethodChange = createUseCaseThunk(
  'paymentMethod/returned',
  async (clientSecret: string, { useCases, dispatch }) => {
    const change = await useCases.changePaymentMethod.completeReturned(clientSecret);
    // Not a change this tab started (an old address replayed, another tab's): nothing changes.
    if (!change) return;
    const { user, error } = await withRenewalPaid(change, useCases);
    if (user) dispatch(memberAnswered(user));
    dispatch(noticeShown(paymentMethodChangeNotice(error ? toRejection(error) : null)));
  },
);

/**
 * A signed-in person arrives on a member page. Back from a bank's check of a new card this tab
 * started, the change is completed; otherwise a saved order is settled on the provider's word
 * (paid: the profile is read again; under way: the return page says it is being confirmed, and
 * asks again). Answers the address that replaces the current one: the same page cleaned of the
 * provider's parameters, the return page while the payment is being confirmed, / after a failed
 * payment, or null to stay as it is. A flow: a second arrival while one runs (the layout's effect,
 * run twice by StrictMode) is refused, so a saved order is settled once.
 */
export const memberArrived = createFlowThunk(
  'flows/memberArrived',
  async ({ pathname, search }: { pathname: string; search: string }, api) => {
    const returned = providerReturnOf(pathname, new URLSearchParams(search));
    if (returned?.kind === 'payment-method') {
      await api.dispatch(completeReturnedPaymentMethodChange(returned.clientSecret));
      return pathname;
    }
    const restored = await settle(api);
    if (restored?.status === 'failed') return '/';
    if (restored?.status === 'confirming') {
      void api.dispatch(paymentConfirming());
      if (!pathname.replace(/\/+$/u, '').endsWith(PAYMENT_SUCCESSFUL_PATH)) {
        return PAYMENT_SUCCESSFUL_PATH;
      }
    }
    return returned ? pathname : null;
  },
);

/**
 * The member asks about an order still being confirmed now, rather than after the next wait; still
 * under way, the portal goes on asking by itself (a flow already asking is not started twice).
 */
export const paymentCheckRequested = createFlowThunk(
  'flows/paymentCheckRequested',
  async (_: void, api) => {
    const restored = await settle(api);
    if (restored?.status === 'confirming') void api.dispatch(paymentConfirming());
  },
);
