import {
  linkError,
  linkState,
  parseConfirmationToken,
  type ContractRequestSummary,
} from '../domain/contract-confirmation';
import {
  parseContractCancellation,
  parseContractWithdrawal,
  type ContractCancellation,
  type ContractOutcome,
  type ContractReceipt,
  type ContractWithdrawal,
} from '../domain/contracts';
import { AppError } from '../domain/errors';
import { uidOf } from './demo-callers';
import { applyContractRequest } from './demo-contract-apply';
import { confirmedMail, type AppliedOrNot } from './demo-contract-mail';
import type { DemoContractRequest, ReceivedContractRequest } from './demo-contract-state';
import { receiveContractRequest } from './demo-contracts';
import { byUid } from './demo-lookups';
import type { DeepReadonly, DemoState } from './demo-state';
import type { DemoWorld } from './demo-world';

const badRequest = (message: string) => new AppError('api/bad-request', message);

function outcomeOf(applied: AppliedOrNot): ContractOutcome {
  if (applied.applied) return { status: 'applied', accessEndsOn: applied.accessEndsOn };
  const { nothing } = applied;
  return {
    status: 'unchanged',
    accessEndsOn: nothing.why === 'alreadyCancelled' ? nothing.accessEndsOn : null,
  };
}

function summaryOf(
  { request, receivedAt }: DeepReadonly<DemoContractRequest>,
  applied: AppliedOrNot,
): ContractRequestSummary {
  return {
    type: request.type,
    receivedAt,
    contract: request.contract,
    kind: request.type === 'cancel' ? request.kind : null,
    outcome: outcomeOf(applied),
  };
}

/**
 * The law's contract calls of the in-memory user API (InMemoryUserApi hands them here): the
 * requests, the preview of an owner's link and its confirmation, over the demo world.
 */
export class InMemoryContracts {
  constructor(
    private readonly world: DemoWorld,
    /** The caller's bearer token, as the API receives it; null for a visitor. */
    private readonly token: () => Promise<string | null>,
    private readonly language: () => string,
  ) {}

  cancel(request: ContractCancellation): Promise<ContractReceipt> {
    const cancellation = parseContractCancellation(request);
    if (!cancellation) return Promise.reject(badRequest('This is not a cancellation.'));
    return this.receive({ type: 'cancel', ...cancellation });
  }

  withdraw(request: ContractWithdrawal): Promise<ContractReceipt> {
    const withdrawal = parseContractWithdrawal(request);
    if (!withdrawal) return Promise.reject(badRequest('This is not a withdrawal.'));
    return this.receive({ type: 'withdraw', ...withdrawal });
  }

  /** What the link would apply now, applying nothing. */
  async preview(token: string): Promise<ContractRequestSummary> {
    await Promise.resolve();
    const pending = this.usable(this.world.state, token);
    // Applied to a copy of the world, which is then dropped.
    const copy = structuredClone(this.world.state) as DemoState;
    return summaryOf(pending, applyContractRequest(copy, pending, this.world.today()));
  }

  /** Applies the link's request as of the time it was received; the link is then used. */
  async confirm(token: string): Promise<ContractRequestSummary> {
    await Promise.resolve();
    const now = this.world.clock.now();
    const today = this.world.today();
    const language = this.language();
    return this.world.change((draft) => {
      const pending = this.usable(draft, token) as DemoContractRequest;
      const applied = applyContractRequest(draft, pending, today);
      pending.usedAt = now;
      const account = byUid(draft.accounts, pending.uid);
      if (account) {
        const mail = confirmedMail(language, pending.request, pending.receivedAt, applied);
        draft.acknowledgments.push({ email: account.email, ...mail, sentAt: today });
      }
      return summaryOf(pending, applied);
    });
  }

  /** The request of a link that works now, or the error of one that does not. */
  private usable(state: DeepReadonly<DemoState>, token: string): DeepReadonly<DemoContractRequest> {
    const wanted = parseConfirmationToken(token);
    const pending = state.contractRequests.find((entry) => entry.token === wanted);
    if (wanted === null || !pending) throw linkError('unknown');
    const link = linkState(pending, this.world.clock.now());
    if (link !== 'usable') throw linkError(link);
    return pending;
  }

  /** Receives a request now, as whoever the token names: the world mails and answers it. */
  private async receive(request: ReceivedContractRequest): Promise<ContractReceipt> {
    const token = await this.token();
    const receivedAt = this.world.clock.now();
    const today = this.world.today();
    const language = this.language();
    return this.world.change((draft) =>
      receiveContractRequest(draft, request, {
        receivedAt,
        today,
        language,
        // A token given must be a valid one, as for any call; none is a visitor.
        callerUid: token === null ? null : uidOf(draft, token),
        newToken: () => this.world.newId(),
      }),
    );
  }
}
