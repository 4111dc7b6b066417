import type { ContractRequestSummary } from '../../domain/contract-confirmation';
import type {
  ContractCancellation,
  ContractReceipt,
  ContractWithdrawal,
} from '../../domain/contracts';
import type { ErrorCode } from '../../domain/errors';
import type { HttpClient } from './http-request';
import { parseReceipt, parseRequestSummary } from './parse-contracts';

/**
 * The law's contract calls over HTTP (DESIGN.md, "Extensions to SPEC.md's calls"). None needs a
 * sign-in, but a signed-in member's token goes along: the API applies the request of the address's
 * own signed-in owner at once. A 429 whose body names 'api/too-many-requests' is the limit of
 * requests; an owner's link that cannot be used answers 404, 410 or 409, named in the body.
 */
const LIMITED: readonly ErrorCode[] = ['api/too-many-requests'];
const LINK_ERRORS: readonly ErrorCode[] = [
  ...LIMITED,
  'contract/link-unknown',
  'contract/link-expired',
  'contract/link-used',
];

export async function cancelContract(
  http: HttpClient,
  { email, contract, kind, reason, endDate }: ContractCancellation,
): Promise<ContractReceipt> {
  const answer = await http.json({
    method: 'POST',
    path: 'contracts/cancel',
    body: { email, contract, kind, ...(reason === null ? {} : { reason }), endDate },
    bearer: 'if-signed-in',
    expected: LIMITED,
  });
  return parseReceipt(answer);
}

export async function withdrawFromContract(
  http: HttpClient,
  { email, contract }: ContractWithdrawal,
): Promise<ContractReceipt> {
  const answer = await http.json({
    method: 'POST',
    path: 'contracts/withdraw',
    body: { email, contract },
    bearer: 'if-signed-in',
    expected: LIMITED,
  });
  return parseReceipt(answer);
}

/** The token goes in the body, never in the address, where logs and proxies keep it. */
export async function linkCall(
  http: HttpClient,
  path: 'contracts/confirm' | 'contracts/confirm/preview',
  token: string,
): Promise<ContractRequestSummary> {
  const answer = await http.json({
    method: 'POST',
    path,
    body: { token },
    bearer: 'if-signed-in',
    expected: LINK_ERRORS,
  });
  return parseRequestSummary(answer);
}
