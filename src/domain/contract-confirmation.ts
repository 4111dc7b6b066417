import type { AttemptLimit } from './attempt-limit';
import {
  withinWithdrawalPeriod,
  type CancellationKind,
  type ContractCancellation,
  type ContractChoice,
  type ContractOutcome,
} from './contracts';
import type { IsoDate } from './dates';
import { AppError, type ErrorCode } from './errors';

/**
 * Who may make the law's contract requests take effect, and as of when (DESIGN.md, Trust: "Nobody
 * acts for a member but the member"). Anyone may send a cancellation or a withdrawal without
 * signing in, and is told at once when it was received; but it changes the membership only when it
 * comes from the signed-in owner of the address, or when the owner follows the one-time link that
 * the e-mail to the account's own address holds, within 7 days. It then counts as of the moment it
 * was received.
 */

/** How long the e-mailed link works, counted from the moment the request was received. */
export const CONFIRMATION_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

/** The portal's page the e-mail links to; the token travels in its query. */
export const CONFIRMATION_PATH = '/contracts/confirm';
export const CONFIRMATION_TOKEN_PARAM = 'token';

/** The link of an e-mail, relative to the portal's origin. */
export function confirmationLink(token: string): string {
  return `${CONFIRMATION_PATH}?${CONFIRMATION_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** A token as a link brings it back: URL-safe characters, within reason; null for anything else. */
export function parseConfirmationToken(raw: unknown): string | null {
  return typeof raw === 'string' && /^[A-Za-z0-9_-]{1,256}$/u.test(raw) ? raw : null;
}

/** When the link of a request received at `receivedAt` stops working (ISO 8601 timestamp). */
export function linkExpiresAt(receivedAt: string): string {
  return new Date(Date.parse(receivedAt) + CONFIRMATION_LINK_DAYS * DAY_MS).toISOString();
}

export type LinkState = 'usable' | 'expired' | 'used';

/** What a link can do at `now`: it works once, and not from 7 days after the request on. */
export function linkState(
  link: { receivedAt: string; usedAt: string | null },
  now: string,
): LinkState {
  if (link.usedAt !== null) return 'used';
  return Date.parse(now) < Date.parse(linkExpiresAt(link.receivedAt)) ? 'usable' : 'expired';
}

const LINK_ERRORS: Record<Exclude<LinkState, 'usable'> | 'unknown', ErrorCode> = {
  unknown: 'contract/link-unknown',
  expired: 'contract/link-expired',
  used: 'contract/link-used',
};

/** The error a link that cannot be used now answers with. */
export function linkError(state: Exclude<LinkState, 'usable'> | 'unknown'): AppError {
  const reasons = {
    unknown: 'No request has this confirmation link.',
    expired: `The confirmation link expired ${CONFIRMATION_LINK_DAYS} days after the request.`,
    used: 'The confirmation link was used already.',
  };
  return new AppError(LINK_ERRORS[state], reasons[state]);
}

/** The identity provider compares addresses without case, as Firebase does. */
const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a request applies at once: only when the caller is signed in (a bearer token of the
 * account, whose address is `callerEmail`) as the owner of the address it names. Anyone else's
 * waits for the owner's link.
 */
export function appliesAtOnce(callerEmail: string | null, requestedEmail: string): boolean {
  return callerEmail !== null && sameAddress(callerEmail, requestedEmail);
}

/**
 * The day a cancellation received on `receivedDay` ends access, applied on `appliedDay` (the day
 * it was confirmed): an ordinary one at the end of the term that was current when it was received,
 * an extraordinary one on the day asked for (the day received at the earliest), never after that
 * term. Access cannot end in the past: a day already gone by ends it on the day applied, and a
 * renewal charged since the request is refunded.
 */
export function cancellationEndsOn(
  request: Pick<ContractCancellation, 'kind' | 'endDate'>,
  termEndsOn: IsoDate,
  receivedDay: IsoDate,
  appliedDay: IsoDate,
): IsoDate {
  let endsOn = termEndsOn;
  if (request.kind === 'extraordinary') {
    const wanted =
      request.endDate !== null && request.endDate > receivedDay ? request.endDate : receivedDay;
    endsOn = wanted < termEndsOn ? wanted : termEndsOn;
  }
  return endsOn > appliedDay ? endsOn : appliedDay;
}

/** A withdrawal counts when it was received within the 14 days, however late it is confirmed. */
export function withdrawalReceivedInTime(subscribedAt: string, receivedAt: string): boolean {
  return withinWithdrawalPeriod(subscribedAt, receivedAt.slice(0, 10));
}

/** Which of the law's two requests a link confirms. */
export type ContractRequestType = 'cancel' | 'withdraw';

/**
 * A request waiting for its owner's link, as the confirmation page shows it (POST
 * /contracts/confirm/preview) and as confirming it answers (POST /contracts/confirm): what was
 * asked, when it was received, and what it does (would do, for the preview) to the membership.
 */
export interface ContractRequestSummary {
  type: ContractRequestType;
  receivedAt: string;
  contract: ContractChoice;
  /** A cancellation's kind; null for a withdrawal. */
  kind: CancellationKind | null;
  outcome: ContractOutcome;
}

/**
 * How often a person may send the law's requests for one address (the owner signed in is not
 * counted: their request applies at once and mails only themselves). Beyond it, the requests of
 * strangers are refused for a while, so that the form cannot fill anyone's inbox.
 */
export const CONTRACT_REQUESTS_PER_ADDRESS: AttemptLimit = { attempts: 5, windowMs: 3_600_000 };

/** How often one client (an IP address) may call the contract calls at all, links included. */
export const CONTRACT_CALLS_PER_CLIENT: AttemptLimit = { attempts: 30, windowMs: 600_000 };
