import type { ContractCancellation, ContractWithdrawal } from '../../domain/contracts';
import { createUseCaseThunk } from './thunk';

/** "Cancel contracts here": the law's cancellation, signed in or not. */
export const cancelContract = createUseCaseThunk(
  'contracts/cancel',
  (request: ContractCancellation, { useCases }) => useCases.cancelContract.execute(request),
);

/** "Withdraw from contract here": the withdrawal within 14 days, signed in or not. */
export const withdrawFromContract = createUseCaseThunk(
  'contracts/withdraw',
  (request: ContractWithdrawal, { useCases }) => useCases.withdrawFromContract.execute(request),
);
