import { withAttempt } from '../domain/attempt-limit';
import {
  appliesAtOnce,
  confirmationLink,
  CONTRACT_REQUESTS_PER_ADDRESS,
} from '../domain/contract-confirmation';
import type { ContractReceipt } from '../domain/contracts';
import type { IsoDate } from '../domain/dates';
import { applyContractRequest, endableAtReceipt } from './demo-contract-apply';
import { requestMail, type RequestEnding } from './demo-contract-mail';
import type { ReceivedContractRequest } from './demo-contract-state';
import { byEmail, byUid, canonicalEmail } from './demo-lookups';
import type { DemoState } from './demo-state';

/**
 * The back end's side of POST /contracts/cancel and /contracts/withdraw over the demo world
 * (DESIGN.md, Trust: "Nobody acts for a member but the member"). Every request is received and
 * e-mailed about at once, to the account's own address (to the address typed only when no account
 * has it). The signed-in owner's applies at once; anyone else's waits for the one-time link in
 * that e-mail, and its answer is the same whether the address has an account or not.
 */

/** One contract call: when it came, in which language, from whom. */
export interface ContractCall {
  receivedAt: string;
  today: IsoDate;
  /** The language of its e-mail (the call's Accept-Language). */
  language: string | undefined;
  /** The account whose bearer token the call carries; null for a visitor. */
  callerUid: string | null;
  /** A fresh random token for a confirmation link. */
  newToken: () => string;
}

/** Counts a stranger's request for the address: beyond the limit it is refused, and mails nobody. */
function countAttempt(draft: DemoState, email: string, at: string): void {
  const address = canonicalEmail(email);
  const earlier = draft.contractAttempts
    .filter((attempt) => attempt.address === address)
    .map((attempt) => attempt.at);
  const kept = withAttempt(earlier, at, CONTRACT_REQUESTS_PER_ADDRESS);
  draft.contractAttempts = [
    ...draft.contractAttempts.filter((attempt) => attempt.address !== address),
    ...kept.map((time) => ({ address, at: time })),
  ];
}

export function receiveContractRequest(
  draft: DemoState,
  request: ReceivedContractRequest,
  call: ContractCall,
): ContractReceipt {
  const { receivedAt, today } = call;
  const account = byEmail(draft.accounts, request.email);
  const caller = call.callerUid === null ? undefined : byUid(draft.accounts, call.callerUid);
  const byOwner = account !== undefined && appliesAtOnce(caller?.email ?? null, request.email);
  if (!byOwner) countAttempt(draft, request.email, receivedAt);

  const mail = (to: string, ending: RequestEnding, link?: string) => {
    const { subject, body } = requestMail(call.language, request, receivedAt, ending);
    draft.acknowledgments.push({ email: to, subject, body, sentAt: today, ...(link && { link }) });
  };
  const receipt: ContractReceipt = { receivedAt };
  if (!account) {
    mail(request.email, { kind: 'unchanged', nothing: { why: 'noContract' } });
    return receipt;
  }
  const endable = endableAtReceipt(draft, account.uid, request, receivedAt, today);
  if ('why' in endable) {
    mail(account.email, { kind: 'unchanged', nothing: endable });
    if (!byOwner) return receipt;
    const accessEndsOn = endable.why === 'alreadyCancelled' ? endable.accessEndsOn : null;
    return { receivedAt, outcome: { status: 'unchanged', accessEndsOn } };
  }
  const pending = { uid: account.uid, request, receivedAt, termEndsOn: endable.termEndsOn };
  if (byOwner) {
    const applied = applyContractRequest(draft, pending, today);
    if (!applied.applied) {
      mail(account.email, { kind: 'unchanged', nothing: applied.nothing });
      return { receivedAt, outcome: { status: 'unchanged', accessEndsOn: null } };
    }
    mail(account.email, { kind: 'applied', accessEndsOn: applied.accessEndsOn });
    return { receivedAt, outcome: { status: 'applied', accessEndsOn: applied.accessEndsOn } };
  }
  const token = call.newToken();
  const link = confirmationLink(token);
  // What the link would do if followed at once: the e-mail says so, and the page shows it again.
  const wouldEnd = applyContractRequest(structuredClone(draft), pending, today);
  const accessEndsOn = wouldEnd.applied ? wouldEnd.accessEndsOn : endable.termEndsOn;
  draft.contractRequests.push({ ...pending, token, usedAt: null });
  mail(account.email, { kind: 'toConfirm', link, accessEndsOn }, link);
  return receipt;
}
