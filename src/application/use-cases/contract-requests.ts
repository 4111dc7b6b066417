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
 * "Cancel contracts here" (§312k BGB): cancels the contract of an e-mail address, signed in or
 * not; the answer is the moment the request was received, the confirmation goes by e-mail.
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

/** "Withdraw from contract here" (Directive (EU) 2023/2673): the withdrawal within 14 days. */
export class WithdrawFromContract {
  constructor(private readonly userApi: UserApi) {}

  async execute(request: ContractWithdrawal): Promise<ContractReceipt> {
    assertValid(validateForgotPassword({ email: request.email }));
    return this.userApi.withdrawFromContract({ ...request, email: normaliseEmail(request.email) });
  }
}
