import { useCallback } from 'react';
import { giftEndOf, giftMemberTerms } from '../../../domain/gift-membership';
import { useServices } from '../../shared/services';
import { useAppSelector } from '../../shared/store/hooks';
import type { MemberTerms } from '../checkout';

/** A gift member's terms for any plan they choose (DESIGN.md, "Gifts"); a plan's own for others. */
export function useGiftMemberTerms(): MemberTerms {
  const { today } = useServices();
  const giftEnd = useAppSelector((state) => giftEndOf(state.auth.user?.subscription));
  return useCallback(
    (product) => (giftEnd ? giftMemberTerms(product, giftEnd, today()) : null),
    [giftEnd, today],
  );
}
