import { billingSchedule, type BillingSchedule } from '../../domain/billing-schedule';
import type { Product } from '../../domain/catalogue';
import { orderSchedule } from '../../domain/consent';
import type { StoredOrder } from '../../domain/order';
import { useServices } from '../app/services';
import { useAppSelector } from '../store/store';

/** The schedule of a completed order, from the day it was placed. */
export function useOrderSchedule(order: StoredOrder): BillingSchedule {
  const { today } = useServices();
  return orderSchedule(order, today());
}

/** The checkout's order: the chosen product, the applied promo code and its schedule. */
export function useCheckoutOrder(): {
  product: Product;
  promoCode: string | null;
  schedule: BillingSchedule;
} | null {
  const { today } = useServices();
  const { product, promo } = useAppSelector((state) => state.checkout);
  if (!product) return null;
  const applied = promo.status === 'applied' && promo.code !== null;
  const preview = applied ? promo.preview : null;
  return {
    product,
    promoCode: applied ? promo.code : null,
    schedule: billingSchedule(product, preview, today()),
  };
}

/**
 * Each plan's schedule: the chosen one with the applied promo code (the code was previewed for
 * it), every other one at its regular terms.
 */
export function usePlanSchedules(): (product: Product) => BillingSchedule {
  const { today } = useServices();
  const order = useCheckoutOrder();
  return (product) =>
    product.id === order?.product.id ? order.schedule : billingSchedule(product, null, today());
}
