import { createAction } from '@reduxjs/toolkit';
import { planTypeFromQuery } from '../../../domain/plan-query';
import type { AppStartListening } from '../../shared/store/listeners';
import type { AppDispatch, RootState } from '../../app/store';
import { checkoutRequested, productChosen } from './checkout-slice';
import { applyPromo, loadCatalogue } from './checkout-thunks';
import { selectAppliedPromoCode } from './selectors';

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

interface ListenerApi {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** Applies a code unless it is the one applied already; answers once its check has. */
export async function applyCode(code: string | null, { dispatch, getState }: ListenerApi) {
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
 * One order at a time: while one is brought in, its listener stops listening, so an order asked
 * for again meanwhile (a page's effect run twice) is that same one, and the catalogue loads once.
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
}
