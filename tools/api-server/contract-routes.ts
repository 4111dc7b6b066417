import {
  CONTRACT_CALLS_PER_CLIENT,
  parseConfirmationToken,
} from '../../src/domain/contract-confirmation';
import { parseContractCancellation, parseContractWithdrawal } from '../../src/domain/contracts';
import { AppError } from '../../src/domain/errors';
import type { HttpMethod, Route } from './routes';
import { bodyRecord } from './request-body';

/**
 * The law's contract calls (DESIGN.md, "Extensions to SPEC.md's calls"): no sign-in needed, a
 * member's token taken when sent (the address's own signed-in owner's request applies at once).
 * Each counts against its client's limit (per IP) before anything else; the demo world limits the
 * requests per address besides.
 */
const tokenOf = (body: unknown): string => {
  const token = parseConfirmationToken(bodyRecord(body).token);
  if (token === null) throw new AppError('api/bad-request', 'Send the token of the link.');
  return token;
};

export const CONTRACT_ROUTES: Record<string, Partial<Record<HttpMethod, Route>>> = {
  '/contracts/cancel': {
    POST: {
      token: 'optional',
      async handle(call) {
        call.countClientAttempt(CONTRACT_CALLS_PER_CLIENT);
        const cancellation = parseContractCancellation(call.body);
        if (!cancellation) {
          throw new AppError('api/bad-request', 'Send email, contract, kind and endDate.');
        }
        return { status: 200, body: await call.api.cancelContract(cancellation) };
      },
    },
  },
  '/contracts/withdraw': {
    POST: {
      token: 'optional',
      async handle(call) {
        call.countClientAttempt(CONTRACT_CALLS_PER_CLIENT);
        const withdrawal = parseContractWithdrawal(call.body);
        if (!withdrawal) throw new AppError('api/bad-request', 'Send email and contract.');
        return { status: 200, body: await call.api.withdrawFromContract(withdrawal) };
      },
    },
  },
  '/contracts/confirm/preview': {
    POST: {
      token: 'optional',
      async handle(call) {
        call.countClientAttempt(CONTRACT_CALLS_PER_CLIENT);
        return {
          status: 200,
          body: await call.api.previewContractConfirmation(tokenOf(call.body)),
        };
      },
    },
  },
  '/contracts/confirm': {
    POST: {
      token: 'optional',
      async handle(call) {
        call.countClientAttempt(CONTRACT_CALLS_PER_CLIENT);
        return { status: 200, body: await call.api.confirmContractRequest(tokenOf(call.body)) };
      },
    },
  },
};
