import type { ContractCancellation, ContractWithdrawal } from '../domain/contracts';
import type { IsoDate } from '../domain/dates';

/** A request of the law's contract pages as received: which of the two, and what it asked. */
export type ReceivedContractRequest =
  ({ type: 'cancel' } & ContractCancellation) | ({ type: 'withdraw' } & ContractWithdrawal);

/** A request of the law's contract pages from someone other than the signed-in owner. */
export interface DemoContractRequest {
  /**
   * The token of its one-time link. The demo keeps it as it is, since its outbox shows the link
   * anyway; a real back end keeps only a hash of it (docs/backend-contract.md).
   */
  token: string;
  /** The account of the address it names. */
  uid: string;
  request: ReceivedContractRequest;
  receivedAt: string;
  /** The end of the term that was current when it was received: what "as of then" reads. */
  termEndsOn: IsoDate;
  usedAt: string | null;
}

/** A request of the contract pages for an address, counted for its limit (not the owner's). */
export interface DemoContractAttempt {
  address: string;
  at: string;
}
