import { billingSchedule, type BillingSchedule } from '../../../domain/billing-schedule';
import type { Product } from '../../../domain/catalogue';
import { useServices } from '../../shared/services';
import { useAppSelector } from '../../shared/store/hooks';
import { selectAppliedPromoCode } from './selectors';
import { useMemberTerms } from './member-terms';

/** The checkout's order: the chosen product, the applied promo code and its schedule. */
export function useCheckoutOrder(): {
  product: Product;
  promoCode: string | null;
  schedule: BillingSchedule;
} | null {
  const { today } = useServices();
  // Each part on its own: the checkout's other changes (its status, an error, a code being typed
  // over) re-render none of the order's readers.
  const product = useAppSelector((state) => state.checkout.product);
  const preview = useAppSelector((state) => state.checkout.promo.preview);
  const promoCode = useAppSelector(selectAppliedPromoCode);
  const memberTerms = useMemberTerms();
  // The VAT previewed without a code: the regular terms' (a code's preview names its own).
  const vat = useAppSelector(({ checkout }) => checkout.vat[checkout.product?.id ?? '']);
  if (!product) return null;
  const regularVat = promoCode || vat === 'asking' ? null : vat;
  return {
    product,
    promoCode,
    schedule: billingSchedule(
      product,
      promoCode ? preview : memberTerms(product),
      today(),
      regularVat,
    ),
  };
}

/**
 * Each plan's schedule: the chosen one with the applied promo code (the code was previewed for
 * it), every other one at its regular terms.
 */
export function usePlanSchedules(): (product: Product) => BillingSchedule {
  const { today } = useServices();
  const order = useCheckoutOrder();
  const memberTerms = useMemberTerms();
  return (product) =>
    product.id === order?.product.id
      ? order.schedule
      : billingSchedule(product, memberTerms(product), today());
}
