import { useEffect } from 'react';
import { useOrderQuery } from './use-order-query';
import { checkoutArrived, listenForCheckoutArrivals } from './checkout-arrival';
import { useAppDispatch } from '../../shared/store/hooks';

/**
 * On arrival at the profile, the checkout's arrival (`checkoutArrived`, a listener): the plans, the
 * `?promo=` code, and checkout opened straight away when a plan was chosen before signing in.
 */
export function useCheckoutArrival(subscribed: boolean) {
  const dispatch = useAppDispatch();
  const query = useOrderQuery();
  useEffect(() => listenForCheckoutArrivals(dispatch), [dispatch]);
  useEffect(() => {
    dispatch(checkoutArrived({ ...query, subscribed }));
  }, [dispatch, query, subscribed]);
}
