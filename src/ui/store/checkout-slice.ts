import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../domain/catalogue';
import type { CheckoutPreview } from '../../domain/checkout-preview';
import type { StoredOrder } from '../../domain/order';
import type { PaymentConfirmer } from '../../application/ports/payments';
import type { PaymentReturn, RestoredOrder } from '../../application/use-cases/restore-order';
import type { Rejection } from './rejection';
import { deleteAccount, signOut } from './auth-slice';
import { forgetting, type ForgetsMeta } from './requests-slice';
import { createUseCaseThunk } from './thunk';

export type CheckoutStatus = 'closed' | 'opening' | 'open' | 'confirming' | 'confirmed';

/**
 * The promo code in play. Whether it is being checked or was refused is its request's
 * (`applyPromo` in the requests slice); here is what the client holds.
 */
export interface PromoCode {
  /** The code in the field: typed, being checked, refused or applied. */
  code: string | null;
  /** The preview accepted `code` for the chosen product: the price and the checkout use it. */
  applied: boolean;
  preview: CheckoutPreview | null;
}

export interface CheckoutState {
  country: string | null;
  catalogue: Product[];
  product: Product | null;
  promo: PromoCode;
  checkout: { status: CheckoutStatus; clientSecret: string | null; error: Rejection | null };
  /** The order brought back after the payment provider's return, shown on payment-successful. */
  completedOrder: StoredOrder | null;
  /** Whether the completed order's terms were recorded and e-mailed; null until its restore answers. */
  acknowledgment: 'sent' | 'not-sent' | null;
  /**
   * Set by the membership → sign-up/sign-in path once a plan is chosen: the profile opens the
   * checkout straight away, then clears it.
   */
  checkoutRequested: boolean;
}

const noPromo: PromoCode = { code: null, applied: false, preview: null };

const initialState: CheckoutState = {
  country: null,
  catalogue: [],
  product: null,
  promo: noPromo,
  checkout: { status: 'closed', clientSecret: null, error: null },
  completedOrder: null,
  acknowledgment: null,
  checkoutRequested: false,
};

/** The code the preview accepted, with its preview: the one the price and the checkout use. */
export function appliedPromoOf({ promo }: CheckoutState) {
  return promo.applied && promo.code !== null ? { code: promo.code, preview: promo.preview } : null;
}

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
    const { checkout } = getState();
    const promoCode = appliedPromoOf(checkout)?.code ?? null;
    return useCases.startCheckout.execute({ product: checkout.product, promoCode });
  },
);

export const confirmPayment = createUseCaseThunk(
  'checkout/confirmPayment',
  async (
    {
      confirmer,
      origin,
      path,
      withdrawalWaiver = null,
    }: {
      confirmer: PaymentConfirmer;
      origin: string;
      path: string;
      /** The words of the ticked withdrawal box of an EU checkout. */
      withdrawalWaiver?: string | null;
    },
    { useCases, getState },
  ) => {
    const { checkout } = getState();
    if (!checkout.product) throw new Error('No product selected');
    const applied = appliedPromoOf(checkout);
    const { order } = await useCases.confirmPayment.execute({
      confirmer,
      product: checkout.product,
      promoCode: applied?.code ?? null,
      preview: applied?.preview ?? null,
      origin,
      path,
      withdrawalWaiver,
    });
    return order;
  },
);

export const restoreOrder = createUseCaseThunk(
  'checkout/restoreOrder',
  (returned: PaymentReturn, { useCases }) => useCases.restoreOrder.execute(returned),
);

/** The order saved before the payment provider's redirect, back: paid, or to be tried again. */
function orderRestored(state: CheckoutState, restored: RestoredOrder | null) {
  if (!restored) return;
  const { product, promoCode, preview } = restored.order;
  state.product = product;
  state.promo = promoCode ? { code: promoCode, applied: true, preview } : noPromo;
  if (restored.status === 'failed') {
    const error = { code: 'payments/failed' as const, message: '' };
    state.checkout = { status: 'closed', clientSecret: null, error };
    return;
  }
  state.completedOrder = restored.order;
  state.acknowledgment = restored.acknowledged ? 'sent' : 'not-sent';
  state.checkout = initialState.checkout;
}

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    productChosen(state, { payload }: PayloadAction<string>) {
      state.product = state.catalogue.find((product) => product.id === payload) ?? state.product;
      state.promo.applied = false;
      state.promo.preview = null;
    },
    /** A code typed over a refused one, or an applied one removed: the refusal is old news. */
    promoTyped: {
      reducer(state, { payload }: PayloadAction<string>) {
        state.promo = { ...noPromo, code: payload === '' ? null : payload };
      },
      prepare: (code: string): { payload: string; meta: ForgetsMeta } => ({
        payload: code,
        meta: forgetting(applyPromo),
      }),
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
      .addCase(loadCatalogue.fulfilled, (state, { payload }) => {
        state.country = payload.country;
        state.catalogue = payload.catalogue;
        const kept = payload.catalogue.find((product) => product.type === state.product?.type);
        state.product = kept && state.product ? kept : payload.selected;
      })
      .addCase(applyPromo.pending, (state, { meta }) => {
        state.promo = { ...noPromo, code: meta.arg };
      })
      .addCase(applyPromo.fulfilled, (state, { payload }) => {
        state.promo = payload
          ? { code: payload.promoCode, applied: true, preview: payload.preview }
          : noPromo;
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
      .addCase(restoreOrder.fulfilled, (state, { payload }) => orderRestored(state, payload))
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
