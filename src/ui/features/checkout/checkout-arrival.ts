import { createAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store';
import { addAppListener, type AppListenerApi } from '../../shared/store/listeners';
import { checkoutRequestHandled } from './checkout-slice';
import { loadCatalogue, openCheckout } from './checkout-thunks';
import { applyCode, type OrderQuery } from './order-arrival';
import {
  selectIsCatalogueReady,
  selectIsCheckoutAwaited,
  selectIsPromoChecking,
} from './selectors';
import { askVatOfChosenProduct } from './vat-previews';

/**
 * A member arrives on the profile. Subscribed, there is nothing to buy: a request for checkout is
 * dropped. Otherwise the plans load (`?plan=`, or the product already chosen on /membership), the
 * `?promo=` code is applied, and checkout opens straight away when the person chose a plan before
 * signing up or in.
 */
export const checkoutArrived = createAction<OrderQuery & { subscribed: boolean }>(
  'checkout/checkoutArrived',
);

/**
 * The code to settle before checkout opens: a check already under way (its answer is awaited by
 * running it again, as its promise is not this listener's), else the address's `?promo=`.
 */
function codeToSettle(promo: string | null, getState: () => RootState): string | null {
  const state = getState();
  return selectIsPromoChecking(state) ? state.checkout.promo.code : promo;
}

async function openArrivingCheckout(
  { payload: { plan, promo, subscribed } }: ReturnType<typeof checkoutArrived>,
  api: AppListenerApi,
): Promise<void> {
  // The newest arrival wins (the profile's address or subscription changed): the older stops at
  // its next step.
  api.cancelActiveListeners();
  const { dispatch } = api;
  const getState = () => api.getState();
  if (subscribed) {
    if (getState().checkout.checkoutRequested) dispatch(checkoutRequestHandled());
    return;
  }
  await api.pause(dispatch(loadCatalogue(plan)));
  if (!selectIsCatalogueReady(getState()) || !getState().checkout.product) {
    // No plan to pay for: the plans show, with what went wrong, instead of a checkout opening.
    if (getState().checkout.checkoutRequested) dispatch(checkoutRequestHandled());
    return;
  }
  // The order names its VAT wherever it is shown next, the checkout opened straight away too.
  askVatOfChosenProduct(api);
  await api.pause(applyCode(codeToSettle(promo, getState), api));
  if (selectIsCheckoutAwaited(getState())) await dispatch(openCheckout());
}

/**
 * While the profile is on screen (useCheckoutArrival), a member's arrival there; out of the first
 * route's script. Answers how to stop, which also stops an arrival under way.
 */
export function listenForCheckoutArrivals(dispatch: AppDispatch): () => void {
  const stop = dispatch(
    addAppListener({ actionCreator: checkoutArrived, effect: openArrivingCheckout }),
  );
  return () => stop({ cancelActive: true });
}
