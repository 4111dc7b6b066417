import type { PaymentConfirmer } from '../../../application/ports/payments';
import type { Product } from '../../../domain/catalogue';
import { appliedPromoOf } from './applied-promo';
import { createUseCaseThunk } from '../../shared/store/thunk';

/** The plans, the promo code, the checkout and the order it pays: each thunk runs one use case. */

export const loadCatalogue = createUseCaseThunk(
  'checkout/loadCatalogue',
  (plan: string | null, { useCases }) => useCases.loadCatalogue.execute(plan),
);

export const applyPromo = createUseCaseThunk(
  'checkout/applyPromo',
  (promoCode: string | null, { useCases, getState }) =>
    useCases.applyPromo.execute({ product: getState().checkout.product, promoCode }),
);

/** The VAT a pound or euro product's regular terms include (DESIGN.md, "Prices are final"). */
export const previewVat = createUseCaseThunk(
  'checkout/previewVat',
  (product: Product, { useCases }) => useCases.previewVat.execute(product),
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
    const { checkout, auth } = getState();
    if (!checkout.product) throw new Error('No product selected');
    const { clientSecret } = checkout.checkout;
    if (!clientSecret || !auth.uid) throw new Error('No checkout open for this account');
    const applied = appliedPromoOf(checkout);
    const { order } = await useCases.confirmPayment.execute({
      confirmer,
      product: checkout.product,
      promoCode: applied?.code ?? null,
      preview: applied?.preview ?? null,
      origin,
      path,
      uid: auth.uid,
      clientSecret,
      withdrawalWaiver,
    });
    return order;
  },
);

/** Settles the stored order of the account `uid` on the provider's word. */
export const restoreOrder = createUseCaseThunk(
  'checkout/restoreOrder',
  (uid: string, { useCases }) => useCases.restoreOrder.execute(uid),
);

/** Waits before the provider is asked again about an order still being confirmed (RestoreOrder.pause). */
export const pauseBeforeAsking = createUseCaseThunk(
  'checkout/pauseBeforeAsking',
  (attempt: number, { useCases }) => useCases.restoreOrder.pause(attempt),
);
