import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normalisePromo } from '../../../domain/promo';
import {
  applyPromo,
  checkoutRequestHandled,
  loadCatalogue,
  openCheckout,
} from '../../store/checkout-slice';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { selectAppliedPromoCode, selectIsPromoChecking } from '../../store/selectors';

/**
 * On arrival at the profile: loads the plans (the `plan` query, or the product already chosen on
 * /membership), applies a `promo` query once, and opens checkout straight away when the person came
 * from the membership page with a plan chosen.
 */
export function useCheckoutArrival(subscribed: boolean) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  // The plan asked for on arrival; later changes of the address do not re-pick the plan.
  const arrivalPlan = useRef(params.get('plan'));
  const promoQuery = normalisePromo(params.get('promo'));
  const { catalogueStatus, product, checkout, checkoutRequested } = useAppSelector(
    (state) => state.checkout,
  );
  const appliedCode = useAppSelector(selectAppliedPromoCode);
  const promoChecking = useAppSelector(selectIsPromoChecking);
  const promoQueryTried = useRef(false);

  useEffect(() => {
    if (!subscribed) void dispatch(loadCatalogue(arrivalPlan.current));
  }, [dispatch, subscribed]);

  const ready = catalogueStatus === 'ready' && product !== null;

  useEffect(() => {
    if (subscribed || !ready || !promoQuery || promoQueryTried.current) return;
    promoQueryTried.current = true;
    if (appliedCode !== promoQuery && !promoChecking) void dispatch(applyPromo(promoQuery));
  }, [dispatch, subscribed, ready, promoQuery, promoChecking, appliedCode]);

  useEffect(() => {
    if (!checkoutRequested) return;
    if (subscribed) {
      dispatch(checkoutRequestHandled());
      return;
    }
    const promoSettled = !promoChecking && (!promoQuery || promoQueryTried.current);
    if (ready && promoSettled && checkout.status === 'closed') void dispatch(openCheckout());
  }, [dispatch, checkoutRequested, subscribed, ready, promoChecking, promoQuery, checkout.status]);
}
