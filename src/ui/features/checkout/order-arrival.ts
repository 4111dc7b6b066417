import { createAction } from '@reduxjs/toolkit';
import { planTypeFromQuery } from '../../../domain/plan-query';
import type { AppStartListening } from '../../shared/store/listeners';
import type { AppDispatch, RootState } from '../../app/store';
import { checkoutRequested, checkoutRequestHandled, productChosen } from './checkout-slice';
import { applyPromo, loadCatalogue, openCheckout } from './checkout-thunks';
import { selectAppliedPromoCode, selectIsCatalogueReady, selectIsPromoChecking } from './selectors';

/** The order an address names: `?plan=` and `?promo=` (normalised). */
export interface OrderQuery {
  plan: string | null;
  promo: string | null;
}

/**
 * A visitor opens /membership (`always`), or /signin or /signup, with an order in the address: the
 * catalogue of their country, the plan of `?plan=` (a plan named there wins over one chosen
 * earlier), then the `?promo=` code. Sign-in and sign-up load it only when the address names an
 * order and none is chosen yet (e.g. after a reload), and ask for checkout on arrival.
 */
export const orderNamed = createAction<OrderQuery & { always: boolean }>('checkout/orderNamed');

/**
 * A member arrives on the profile. Subscribed, there is nothing to buy: a request for checkout is
 * dropped. Otherwise the plans load (`?plan=`, or the product already chosen on /membership), the
 * `?promo=` code is applied, and checkout opens straight away when the person chose a plan before
 * signing up or in.
 */
export const checkoutArrived = createAction<OrderQuery & { subscribed: boolean }>(
  'checkout/checkoutArrived',
);

interface ListenerApi {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** Applies a code unless it is the one applied already; answers once its check has. */
async function applyCode(code: string | null, { dispatch, getState }: ListenerApi) {
  if (code !== null && selectAppliedPromoCode(getState()) !== code) {
    await dispatch(applyPromo(code));
  }
}

async function bringOrderIn(
  { plan, promo, always }: OrderQuery & { always: boolean },
  api: ListenerApi,
): Promise<void> {
  const named = plan !== null || promo !== null;
  if (!always && (!named || api.getState().checkout.product)) return;
  if (!always) api.dispatch(checkoutRequested());
  const loaded = await api.dispatch(loadCatalogue(plan));
  if (!loadCatalogue.fulfilled.match(loaded)) return;
  const { selected } = loaded.payload;
  if (planTypeFromQuery(plan) && selected && api.getState().checkout.product?.id !== selected.id) {
    api.dispatch(productChosen(selected.id));
  }
  await applyCode(promo, api);
}

/**
 * The code to settle before checkout opens: a check already under way (its answer is awaited by
 * running it again, as its promise is not this listener's), else the address's `?promo=`.
 */
function codeToSettle(promo: string | null, getState: () => RootState): string | null {
  const state = getState();
  return selectIsPromoChecking(state) ? state.checkout.promo.code : promo;
}

async function openArrivingCheckout(
  { plan, promo, subscribed }: OrderQuery & { subscribed: boolean },
  api: ListenerApi,
): Promise<void> {
  const { dispatch, getState } = api;
  if (subscribed) {
    if (getState().checkout.checkoutRequested) dispatch(checkoutRequestHandled());
    return;
  }
  await dispatch(loadCatalogue(plan));
  if (!selectIsCatalogueReady(getState()) || !getState().checkout.product) {
    // No plan to pay for: the plans show, with what went wrong, instead of a checkout opening.
    if (getState().checkout.checkoutRequested) dispatch(checkoutRequestHandled());
    return;
  }
  await applyCode(codeToSettle(promo, getState), api);
  const { checkoutRequested: requested, checkout } = getState().checkout;
  if (requested && checkout.status === 'closed') await dispatch(openCheckout());
}

/**
 * One arrival at a time: while one runs, its listener stops listening, so an arrival asked for
 * again meanwhile (a page's effect run twice) is that same arrival, and the catalogue loads once.
 */
export function startOrderArrivalListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: orderNamed,
    effect: async ({ payload }, api) => {
      api.unsubscribe();
      try {
        await bringOrderIn(payload, api);
      } finally {
        api.subscribe();
      }
    },
  });
  startListening({
    actionCreator: checkoutArrived,
    effect: async ({ payload }, api) => {
      api.unsubscribe();
      try {
        await openArrivingCheckout(payload, api);
      } finally {
        api.subscribe();
      }
    },
  });
}
