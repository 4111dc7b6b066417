import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../domain/catalogue';
import type { CheckoutPreview } from '../../domain/checkout-preview';
import type { PromoStatus } from '../../domain/checkout-rules';
import type { StoredOrder } from '../../domain/order';
import type { PaymentConfirmer } from '../../application/ports/payments';
import type { PaymentReturn } from '../../application/use-cases/restore-order';
import type { Rejection } from './rejection';
import { deleteAccount, signOut } from './auth-slice';
import { createUseCaseThunk } from './thunk';
import { selectAppliedPromoCode } from './selectors';

export type CheckoutStatus = 'closed' | 'opening' | 'open' | 'confirming' | 'confirmed';

export interface CheckoutState {
  catalogueStatus: 'idle' | 'loading' | 'ready';
  country: string | null;
  catalogue: Product[];
  product: Product | null;
  promo: {
    code: string | null;
    status: PromoStatus;
    preview: CheckoutPreview | null;
    error: Rejection | null;
  };
  checkout: { status: CheckoutStatus; clientSecret: string | null; error: Rejection | null };
  /** The order brought back after the payment provider's return, shown on payment-successful. */
  completedOrder: StoredOrder | null;
  /** Whether the completed order's terms were recorded and e-mailed; null until its restore answers. */
  acknowledgment: 'sent' | 'not-sent' | null;
  /**
   * The MemberOnly layout's restore of a saved order on arrival: 'done' once every restore it
   * started has answered, so payment-successful knows whether an order is still coming.
   */
  orderRestore: 'idle' | 'pending' | 'done';
  /** Restores still running (StrictMode starts the layout's effect twice). */
  orderRestoresRunning: number;
  /**
   * Set by the membership → sign-up/sign-in path once a plan is chosen: the profile opens the
   * checkout straight away, then clears it.
   */
  checkoutRequested: boolean;
}

const initialState: CheckoutState = {
  catalogueStatus: 'idle',
  country: null,
  catalogue: [],
  product: null,
  promo: { code: null, status: 'idle', preview: null, error: null },
  checkout: { status: 'closed', clientSecret: null, error: null },
  completedOrder: null,
  acknowledgment: null,
  orderRestore: 'idle',
  orderRestoresRunning: 0,
  checkoutRequested: false,
};

export const loadCatalogue = createUseCaseThunk(
  'checkout/loadCatalogue',
  (plan: string | null, { useCases }) => useCases.loadCatalogue.execute(plan),
);

export const applyPromo = createUseCaseThunk(
  'checkout/applyPromo',
  (promoCode: string | null, { useCases, getState }) =>
    useCases.applyPromo.execute({ product: getState().checkout.product, promoCode }),
);

export const openCheckout = createUseCaseThunk(
  'checkout/open',
  (_: void, { useCases, getState }) => {
    // Only a code the preview accepted goes to the checkout; a refused or unapplied one is left out.
    const promoCode = selectAppliedPromoCode(getState());
    return useCases.startCheckout.execute({ product: getState().checkout.product, promoCode });
  },
);

export const confirmPayment = createUseCaseThunk(
  'checkout/confirmPayment',
  async (
    { confirmer, origin, path }: { confirmer: PaymentConfirmer; origin: string; path: string },
    { useCases, getState },
  ) => {
    const { product, promo } = getState().checkout;
    if (!product) throw new Error('No product selected');
    const { order } = await useCases.confirmPayment.execute({
      confirmer,
      product,
      promoCode: promo.status === 'applied' ? promo.code : null,
      preview: promo.status === 'applied' ? promo.preview : null,
      origin,
      path,
    });
    return order;
  },
);

export const restoreOrder = createUseCaseThunk(
  'checkout/restoreOrder',
  (returned: PaymentReturn, { useCases }) => useCases.restoreOrder.execute(returned),
);

function restoreAnswered(state: CheckoutState) {
  state.orderRestoresRunning = Math.max(0, state.orderRestoresRunning - 1);
  if (state.orderRestoresRunning === 0) state.orderRestore = 'done';
}

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    productChosen(state, { payload }: PayloadAction<string>) {
      state.product = state.catalogue.find((product) => product.id === payload) ?? state.product;
      state.promo.preview = null;
      if (state.promo.status === 'applied') state.promo.status = 'idle';
    },
    promoTyped(state, { payload }: PayloadAction<string>) {
      state.promo = {
        code: payload === '' ? null : payload,
        status: 'idle',
        preview: null,
        error: null,
      };
    },
    checkoutClosed(state) {
      state.checkout = initialState.checkout;
    },
    /** The person chose a plan and went on to sign up or sign in: open checkout on arrival. */
    checkoutRequested(state) {
      state.checkoutRequested = true;
    },
    /** The request was dealt with (or cannot be: the member is already subscribed). */
    checkoutRequestHandled(state) {
      state.checkoutRequested = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCatalogue.pending, (state) => {
        state.catalogueStatus = 'loading';
      })
      .addCase(loadCatalogue.fulfilled, (state, { payload }) => {
        state.catalogueStatus = 'ready';
        state.country = payload.country;
        state.catalogue = payload.catalogue;
        const kept = payload.catalogue.find((product) => product.type === state.product?.type);
        state.product = kept && state.product ? kept : payload.selected;
      })
      .addCase(applyPromo.pending, (state, { meta }) => {
        state.promo = { code: meta.arg, status: 'loading', preview: null, error: null };
      })
      .addCase(applyPromo.fulfilled, (state, { payload }) => {
        state.promo = payload
          ? { code: payload.promoCode, status: 'applied', preview: payload.preview, error: null }
          : initialState.promo;
      })
      .addCase(applyPromo.rejected, (state, { payload }) => {
        state.promo.status = 'error';
        state.promo.error = payload ?? null;
      })
      .addCase(openCheckout.pending, (state) => {
        state.checkoutRequested = false;
        state.checkout = { status: 'opening', clientSecret: null, error: null };
      })
      .addCase(openCheckout.fulfilled, (state, { payload }) => {
        state.checkout = { status: 'open', clientSecret: payload, error: null };
      })
      .addCase(openCheckout.rejected, (state, { payload }) => {
        state.checkout = { status: 'closed', clientSecret: null, error: payload ?? null };
      })
      .addCase(confirmPayment.pending, (state) => {
        state.checkout.status = 'confirming';
        state.checkout.error = null;
      })
      .addCase(confirmPayment.fulfilled, (state, { payload }) => {
        state.checkout.status = 'confirmed';
        state.completedOrder = payload;
        state.acknowledgment = null;
      })
      .addCase(confirmPayment.rejected, (state, { payload }) => {
        state.checkout.status = 'open';
        state.checkout.error = payload ?? null;
      })
      .addCase(restoreOrder.pending, (state) => {
        state.orderRestoresRunning += 1;
        state.orderRestore = 'pending';
      })
      .addCase(restoreOrder.rejected, (state) => {
        restoreAnswered(state);
      })
      .addCase(restoreOrder.fulfilled, (state, { payload }) => {
        restoreAnswered(state);
        if (!payload) return;
        const { product, promoCode, preview } = payload.order;
        state.product = product;
        state.promo = promoCode
          ? { code: promoCode, status: 'applied', preview, error: null }
          : initialState.promo;
        if (payload.status === 'failed') {
          state.checkout = {
            status: 'closed',
            clientSecret: null,
            error: { code: 'payments/failed', message: '' },
          };
          return;
        }
        state.completedOrder = payload.order;
        state.acknowledgment = payload.acknowledged ? 'sent' : 'not-sent';
        state.checkout = initialState.checkout;
      })
      .addCase(signOut.fulfilled, () => initialState)
      .addCase(deleteAccount.fulfilled, () => initialState);
  },
});

export const {
  productChosen,
  promoTyped,
  checkoutClosed,
  checkoutRequested,
  checkoutRequestHandled,
} = checkoutSlice.actions;
