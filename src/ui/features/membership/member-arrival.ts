import { PAYMENT_SUCCESSFUL_PATH, providerReturnOf } from '../../../domain/order';
import type { AppDispatch, RootState } from '../../app/store';
import { toRejection } from '../../shared/store/rejection';
import { memberAnswered } from '../../shared/store/session-actions';
import { createUseCaseThunk } from '../../shared/store/thunk';
import { noticeShown } from '../account';
import { listenToPaymentChecks, paymentConfirming, settleOrder } from '../checkout';
import { paymentMethodChangeNotice, withRenewalPaid } from './payment-method-thunks';

/**
 * Back on the profile from the bank's page a new card's setup redirected to, in the tab that
 * started the change: the provider says whether the card was saved; the profile shows the card it
 * now has, and a notice how it went.
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
 * Back from a bank's check of a new card this tab started, the change is completed; otherwise a
 * saved order is settled on the provider's word (paid: the profile is read again; under way: the
 * return page says it is being confirmed, and the portal asks again). Answers the address that
 * replaces the current one (memberArrivalAnswered).
 */
export async function nextAddress(
  { pathname, search }: { pathname: string; search: string },
  api: { dispatch: AppDispatch; getState: () => RootState },
): Promise<string | null> {
  const returned = providerReturnOf(pathname, new URLSearchParams(search));
  if (returned?.kind === 'payment-method') {
    await api.dispatch(completeReturnedPaymentMethodChange(returned.clientSecret));
    return pathname;
  }
  const restored = await settleOrder(api);
  if (restored?.status === 'failed') return '/';
  if (restored?.status === 'confirming') {
    listenToPaymentChecks(api.dispatch);
    api.dispatch(paymentConfirming());
    if (!pathname.replace(/\/+$/u, '').endsWith(PAYMENT_SUCCESSFUL_PATH)) {
      return PAYMENT_SUCCESSFUL_PATH;
    }
  }
  return returned ? pathname : null;
}
