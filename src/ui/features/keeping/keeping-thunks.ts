import type { PlanChangePreview } from '../../../domain/keeping-members';
import { memberAfterChange } from '../account';
import { createUseCaseThunk } from '../../shared/store/thunk';

/** The thunks of keeping members (issue 31): each runs one use case; the user lands in auth. */

export const loadBillingHistory = createUseCaseThunk(
  'keepMembers/billingHistory',
  (_: void, { useCases }) => useCases.loadBillingHistory.execute(),
);

export const loadRetentionOffer = createUseCaseThunk(
  'keepMembers/offer',
  (reason: string, { useCases }) => useCases.loadRetentionOffer.execute(reason),
);

export const acceptRetentionOffer = createUseCaseThunk(
  'keepMembers/acceptOffer',
  async (offerId: string, { useCases, dispatch }) =>
    memberAfterChange(dispatch, await useCases.acceptRetentionOffer.execute(offerId)),
);

export const pauseSubscription = createUseCaseThunk(
  'keepMembers/pause',
  async (months: number, { useCases, dispatch }) =>
    memberAfterChange(dispatch, await useCases.pauseSubscription.execute(months)),
);

export const previewPlanChange = createUseCaseThunk(
  'keepMembers/planChangePreview',
  (productId: string, { useCases }): Promise<PlanChangePreview> =>
    useCases.changePlan.preview(productId),
);

export const changePlan = createUseCaseThunk(
  'keepMembers/planChange',
  async (productId: string, { useCases, dispatch }) =>
    memberAfterChange(dispatch, await useCases.changePlan.execute(productId)),
);
