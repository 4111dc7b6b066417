import type { PaymentProblem } from '../../../domain/keeping-members';
import { memberAfterChange } from '../account';
import { createUseCaseThunk } from '../../shared/store/thunk';

/** The member's own subscription: each thunk runs one use case. */

export const cancelSubscription = createUseCaseThunk(
  'auth/cancelSubscription',
  async (reason: string, { useCases, dispatch }) =>
    memberAfterChange(dispatch, await useCases.cancelSubscription.execute(reason)),
);

export const resumeSubscription = createUseCaseThunk(
  'auth/resumeSubscription',
  async (_: void, { useCases, dispatch }) =>
    memberAfterChange(dispatch, await useCases.resumeSubscription.execute()),
);

/** The bank's check of a past-due renewal that asked for it; the member is active once it passes. */
export const confirmRenewal = createUseCaseThunk(
  'keepMembers/confirmRenewal',
  async (problem: PaymentProblem, { useCases, dispatch }) =>
    memberAfterChange(dispatch, await useCases.confirmRenewal.execute(problem)),
);
