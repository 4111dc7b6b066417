import type {
  ContractCancellation,
  ContractReceipt,
  ContractWithdrawal,
} from '../../domain/contracts';
import { normaliseEmail } from '../../domain/email';
import { validateForgotPassword } from '../../domain/validation';
import type { UserApi } from '../ports/user-api';
import { assertValid } from '../validation-error';

/**
 * "Cancel contracts here" (§312k BGB): a cancellation of an e-mail address's contract, signed in or
 * not. The answer is the moment it was received; it applies at once only for the signed-in owner
 * of the address (the answer then says what it did), else once the owner follows the e-mailed link.
 */
export class CancelContract {
  constructor(private readonly userApi: UserApi) {}

  async execute(request: ContractCancellation): Promise<ContractReceipt> {
    assertValid(validateForgotPassword({ email: request.email }));
    const reason = request.kind === 'extraordinary' ? request.reason?.trim() || null : null;
    return this.userApi.cancelContract({
      ...request,
      email: normaliseEmail(request.email),
      reason,
    });
  }
}

/**
 * "Withdraw from contract here" (Directive (EU) 2023/2673): the withdrawal within 14 days, applied
 * as a cancellation is (CancelContract).
 */
export class WithdrawFromContract {
  constructor(private readonly userApi: UserApi) {}

  async execute(request: ContractWithdrawal): Promise<ContractReceipt> {
    assertValid(validateForgotPassword({ email: request.email }));
    return this.userApi.withdrawFromContract({ ...request, email: normaliseEmail(request.email) });
  }
}
