import { useEffect } from 'react';
import { includesVat } from '../../../domain/vat';
import type { AppDispatch, RootState } from '../../app/store';
import { useAppDispatch } from '../../shared/store/hooks';
import { addAppListener } from '../../shared/store/listeners';
import { previewVat } from './checkout-thunks';

interface StoreApi {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/**
 * Asks the VAT of the chosen product (DESIGN.md, "Prices are final") where its price includes VAT
 * and its VAT is neither known nor being asked; a failed ask is asked again here.
 */
export function askVatOfChosenProduct({ dispatch, getState }: StoreApi): void {
  const { product, vat } = getState().checkout;
  if (product && includesVat(product.currency) && vat[product.id] === undefined) {
    void dispatch(previewVat(product));
  }
}

/**
 * While an order is on screen before paying (the sign-in and sign-up pages' order, the profile's
 * plans), the VAT of the product chosen and of each one chosen after it. Out of the first route's
 * script: /membership shows no order, and a visitor who only looks asks nothing. Answers how to
 * stop.
 */
export function listenForVatPreviews(dispatch: AppDispatch): () => void {
  const stop = dispatch(
    addAppListener({
      predicate: (_action, current, previous) =>
        current.checkout.product !== previous.checkout.product,
      effect: (_action, api) => askVatOfChosenProduct(api),
    }),
  );
  dispatch((_, getState) => askVatOfChosenProduct({ dispatch, getState }));
  return () => stop();
}

/** listenForVatPreviews for the life of the component that shows the order. */
export function useVatPreviews(): void {
  const dispatch = useAppDispatch();
  useEffect(() => listenForVatPreviews(dispatch), [dispatch]);
}
