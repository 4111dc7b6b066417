import { useEffect } from 'react';
import { useOrderQuery } from './use-order-query';
import { checkoutArrived } from './order-arrival';
import { useAppDispatch } from '../../shared/store/hooks';

/**
 * On arrival at the profile, the checkout's arrival (`checkoutArrived`, a listener): the plans, the
 * `?promo=` code, and checkout opened straight away when a plan was chosen before signing in.
 */
export function useCheckoutArrival(subscribed: boolean) {
  const dispatch = useAppDispatch();
  const query = useOrderQuery();
  useEffect(() => {
    dispatch(checkoutArrived({ ...query, subscribed }));
  }, [dispatch, query, subscribed]);
}
