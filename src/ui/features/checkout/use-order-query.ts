import { useOpeningEffect } from '../../shared/use-opening-effect';
import { useAppDispatch } from '../../shared/store/hooks';
import { orderNamed } from './order-arrival';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normalisePromo } from '../../../domain/promo';
import { boundedQueryValue } from '../../../domain/input-bounds';
import type { OrderQuery } from './order-arrival';

/** The order the address named when the page opened; later changes of the address do not count. */
export function useOrderQuery(): OrderQuery {
  const [params] = useSearchParams();
  const [query] = useState(() => ({
    plan: params.get('plan'),
    // A code longer than a promo code can be is ignored, as if the address named none.
    promo: normalisePromo(boundedQueryValue('promoCode', params.get('promo'))),
  }));
  return query;
}

/**
 * Takes `?promo=` out of the address, in place: a code the person removed is not applied again on
 * a reload.
 */
export function useForgetAddressedPromo(): () => void {
  const [, setParams] = useSearchParams();
  return useCallback(() => {
    setParams(
      (next) => {
        next.delete('promo');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
}

/**
 * Brings the order named in the address into the store (`orderNamed`), once per visit of the page:
 * `always` on the membership page, otherwise (sign-in, sign-up) only when the address names an
 * order and none is chosen yet. Returns whether the address names an order.
 */
export function useOrderFromQuery({ always }: { always: boolean }): boolean {
  const dispatch = useAppDispatch();
  const query = useOrderQuery();
  useOpeningEffect(() => {
    dispatch(orderNamed({ ...query, always }));
  }, [dispatch, query, always]);
  return query.plan !== null || query.promo !== null;
}
