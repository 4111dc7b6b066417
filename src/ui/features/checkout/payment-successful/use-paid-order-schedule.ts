import { useEffect, useRef } from 'react';
import type { BillingSchedule } from '../../../../domain/billing-schedule';
import { orderSchedule } from '../../../../domain/consent';
import type { StoredOrder } from '../../../../domain/order';
import { includesVat } from '../../../../domain/vat';
import { useServices } from '../../../shared/services';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { previewVat } from '../checkout-thunks';

/**
 * The schedule of a paid order, dated from the day it was placed, with the VAT its prices include
 * (DESIGN.md, "Prices are final"): a code's preview names its own; without a code it is asked as
 * the checkout asked it, which a page that came back from the bank no longer knows.
 */
export function usePaidOrderSchedule(order: StoredOrder): BillingSchedule {
  const { today } = useServices();
  const dispatch = useAppDispatch();
  const { product } = order;
  const asksVat = !order.promoCode && includesVat(product.currency);
  const vat = useAppSelector(({ checkout }) => (asksVat ? checkout.vat[product.id] : null));
  // Asked once: a failed ask leaves the VAT unknown (the prices still say they include it), never
  // a loop of asks.
  const asked = useRef(false);
  useEffect(() => {
    if (!asksVat || vat !== undefined || asked.current) return;
    asked.current = true;
    void dispatch(previewVat(product));
  }, [asksVat, vat, product, dispatch]);
  return orderSchedule(order, today(), vat === 'asking' ? null : (vat ?? null));
}
