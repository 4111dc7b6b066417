import { providerReturnOf } from '../../domain/order';
import { reloadProfile } from './auth-slice';
import { restoreOrder } from './checkout-slice';
import { completeReturnedPaymentMethodChange } from './payment-method-thunks';
import { createFlowThunk } from './thunk';

/**
 * A signed-in person arrives on a member page. Back from a bank's check of a new card, the change
 * is completed; otherwise a saved order is restored (and, paid, the profile read again). Answers
 * the address that replaces the current one: the same page cleaned of the provider's parameters,
 * / after a failed payment, or null to stay as it is. A flow: a second arrival while one runs (the
 * layout's effect, run twice by StrictMode) is refused, so a saved order is restored once.
 */
export const memberArrived = createFlowThunk(
  'flows/memberArrived',
  async ({ pathname, search }: { pathname: string; search: string }, { dispatch }) => {
    const returned = providerReturnOf(pathname, new URLSearchParams(search));
    if (returned?.kind === 'payment-method') {
      await dispatch(completeReturnedPaymentMethodChange(returned.clientSecret));
      return pathname;
    }
    const { redirectStatus = null, clientSecret = null } = returned ?? {};
    const action = await dispatch(restoreOrder({ redirectStatus, clientSecret }));
    const restored = restoreOrder.fulfilled.match(action) ? action.payload : null;
    if (restored?.status === 'succeeded') void dispatch(reloadProfile());
    if (restored?.status === 'failed') return '/';
    return returned ? pathname : null;
  },
);
