import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../../domain/catalogue';
import type { CheckoutPreview } from '../../../domain/checkout-preview';
import type { PendingPaymentStatus, StoredOrder } from '../../../domain/order';
import type { IncludedTax } from '../../../domain/vat';
import type { RestoredOrder } from '../../../application/use-cases/restore-order';
import {
  applyPromo,
  confirmPayment,
  loadCatalogue,
  openCheckout,
  previewVat,
  restoreOrder,
} from './checkout-thunks';
import { metaForgettingRunsOf, type ForgetsMeta } from '../../shared/store/forgets-runs';
import type { Rejection } from '../../shared/store/rejection';
import { sessionEnded } from '../../shared/store/session-actions';

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
  /**
   * The VAT each pound or euro product's regular terms include, by product id, as previewed
   * without a code: 'asking' while asked, null where the back end named none. A product whose
   * preview failed has no entry, and is asked again when it is chosen or the checkout arrives.
   */
  vat: Record<string, IncludedTax | null | 'asking'>;
  checkout: { status: CheckoutStatus; clientSecret: string | null; error: Rejection | null };
  /** The order brought back after the payment provider's return, shown on payment-successful. */
  completedOrder: StoredOrder | null;
  /**
   * The provider's word on the stored order, awaited: 'checking' once this page confirmed it
   * (until the arrival asks), 'confirming' while the provider says it is still under way or cannot
   * be asked (the portal asks again, for as long as that lasts).
   */
  paymentCheck: 'checking' | 'confirming' | null;
  /** While confirming, what the provider last said: processing, the bank's check open, or no answer. */
  pendingPayment: PendingPaymentStatus | null;
  /**
   * Set by the membership → sign-up/sign-in path once a plan is chosen: the profile opens the
   * checkout straight away, and shows it opening; cleared once it opened or could not.
   */
  checkoutRequested: boolean;
}

const noPromo: PromoCode = { code: null, applied: false, preview: null };

const initialState: CheckoutState = {
  country: null,
  catalogue: [],
  product: null,
  promo: noPromo,
  vat: {},
  checkout: { status: 'closed', clientSecret: null, error: null },
  completedOrder: null,
  paymentCheck: null,
  pendingPayment: null,
  checkoutRequested: false,
};

/** The order saved before the payment provider's redirect, settled: paid, under way, or to be tried again. */
function orderRestored(state: CheckoutState, restored: RestoredOrder | null) {
  state.pendingPayment = null;
  if (!restored) {
    state.paymentCheck = null;
    return;
  }
  const { product, promoCode, preview } = restored.order;
  state.product = product;
  state.promo = promoCode ? { code: promoCode, applied: true, preview } : noPromo;
  if (restored.status === 'confirming') {
    state.paymentCheck = 'confirming';
    state.pendingPayment = restored.providerSays;
    return;
  }
  state.paymentCheck = null;
  if (restored.status === 'failed') {
    const error = { code: 'payments/failed' as const, message: '' };
    state.checkout = { status: 'closed', clientSecret: null, error };
    return;
  }
  state.completedOrder = restored.order;
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
        meta: metaForgettingRunsOf(applyPromo),
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
      .addCase(previewVat.pending, (state, { meta }) => {
        state.vat[meta.arg.id] = 'asking';
      })
      .addCase(previewVat.fulfilled, (state, { payload, meta }) => {
        state.vat[meta.arg.id] = payload;
      })
      .addCase(previewVat.rejected, (state, { meta }) => {
        delete state.vat[meta.arg.id];
      })
      .addCase(openCheckout.pending, (state) => {
        state.checkout = { status: 'opening', clientSecret: null, error: null };
      })
      .addCase(openCheckout.fulfilled, (state, { payload }) => {
        state.checkoutRequested = false;
        state.checkout = { status: 'open', clientSecret: payload, error: null };
      })
      .addCase(openCheckout.rejected, (state, { payload }) => {
        state.checkoutRequested = false;
        state.checkout = { status: 'closed', clientSecret: null, error: payload ?? null };
      })
      .addCase(confirmPayment.pending, (state) => {
        state.checkout.status = 'confirming';
        state.checkout.error = null;
      })
      // Confirmed here is not paid: the arrival on the return page asks the provider first.
      .addCase(confirmPayment.fulfilled, (state) => {
        state.checkout.status = 'confirmed';
        state.completedOrder = null;
        state.paymentCheck = 'checking';
      })
      .addCase(confirmPayment.rejected, (state, { payload }) => {
        state.checkout.status = 'open';
        state.checkout.error = payload ?? null;
      })
      .addCase(restoreOrder.fulfilled, (state, { payload }) => orderRestored(state, payload))
      .addCase(restoreOrder.rejected, (state) => {
        if (state.paymentCheck === 'checking') state.paymentCheck = null;
      })
      // Nothing of the old account's checkout survives (its client secret could take the next
      // person's card); the plans of the country stay.
      .addCase(sessionEnded, (state) => ({
        ...initialState,
        country: state.country,
        catalogue: state.catalogue,
      }));
  },
});

export const {
  productChosen,
  promoTyped,
  checkoutClosed,
  checkoutRequested,
  checkoutRequestHandled,
} = checkoutSlice.actions;
