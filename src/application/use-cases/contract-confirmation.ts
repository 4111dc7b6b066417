import {
  linkError,
  parseConfirmationToken,
  type ContractRequestSummary,
} from '../../domain/contract-confirmation';
import type { UserApi } from '../ports/user-api';

/** The token of a link, or 'contract/link-unknown' before any call for one that cannot be one. */
function tokenOf(raw: string | null): string {
  const token = parseConfirmationToken(raw);
  if (token === null) throw linkError('unknown');
  return token;
}

/** The confirmation page: what the owner's link would apply, before they press the button. */
export class PreviewContractConfirmation {
  constructor(private readonly userApi: UserApi) {}

  async execute(token: string | null): Promise<ContractRequestSummary> {
    return this.userApi.previewContractConfirmation(tokenOf(token));
  }
}

/** The owner's one-time link: applies its request as of the time it was received. */
export class ConfirmContractRequest {
  constructor(private readonly userApi: UserApi) {}

  async execute(token: string | null): Promise<ContractRequestSummary> {
    return this.userApi.confirmContractRequest(tokenOf(token));
  }
}
