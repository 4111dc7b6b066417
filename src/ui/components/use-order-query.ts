import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normalisePromo } from '../../domain/promo';
import type { OrderQuery } from '../store/order-arrival';

/** The order the address named when the page opened; later changes of the address do not count. */
export function useOrderQuery(): OrderQuery {
  const [params] = useSearchParams();
  const [query] = useState(() => ({
    plan: params.get('plan'),
    promo: normalisePromo(params.get('promo')),
  }));
  return query;
}
