import type { ContractRequestSummary } from '../../../domain/contract-confirmation';
import type {
  ContractCancellation,
  ContractOutcome,
  ContractReceipt,
  ContractWithdrawal,
} from '../../../domain/contracts';
import { reloadSessionProfile } from '../account';
import type { AppDispatch, RootState } from '../../app/store';
import { createUseCaseThunk } from '../../shared/store/thunk';

/**
 * A request that changed the membership of the member signed in here: the profile is read again,
 * so that every member page shows the membership as it now is.
 */
function afterOutcome(
  outcome: ContractOutcome | undefined,
  getState: () => RootState,
  dispatch: AppDispatch,
): void {
  if (outcome?.status === 'applied' && getState().auth.user) void dispatch(reloadSessionProfile());
}

/** "Cancel contracts here": the law's cancellation, signed in or not. */
export const cancelContract = createUseCaseThunk(
  'contracts/cancel',
  async (request: ContractCancellation, { useCases, getState, dispatch }) => {
    const receipt: ContractReceipt = await useCases.cancelContract.execute(request);
    afterOutcome(receipt.outcome, getState, dispatch);
    return receipt;
  },
);

/** "Withdraw from contract here": the withdrawal within 14 days, signed in or not. */
export const withdrawFromContract = createUseCaseThunk(
  'contracts/withdraw',
  async (request: ContractWithdrawal, { useCases, getState, dispatch }) => {
    const receipt: ContractReceipt = await useCases.withdrawFromContract.execute(request);
    afterOutcome(receipt.outcome, getState, dispatch);
    return receipt;
  },
);

/** The confirmation page: what the owner's link would apply. */
export const previewContractConfirmation = createUseCaseThunk(
  'contracts/previewConfirmation',
  (token: string | null, { useCases }) => useCases.previewContractConfirmation.execute(token),
);

/** The confirmation page's button: the owner's link applies its request. */
export const confirmContractRequest = createUseCaseThunk(
  'contracts/confirm',
  async (token: string | null, { useCases, getState, dispatch }) => {
    const summary: ContractRequestSummary = await useCases.confirmContractRequest.execute(token);
    afterOutcome(summary.outcome, getState, dispatch);
    return summary;
  },
);
