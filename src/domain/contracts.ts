import { addDays, parseDay, type IsoDate } from './dates';
import { isEmail, normaliseEmail } from './email';
import { isRecord } from './shapes';

/**
 * The law's two contract functions, usable without signing in (DESIGN.md, "Europe"): cancelling a
 * contract (§312k BGB, "Verträge hier kündigen") and withdrawing from it within 14 days of the
 * purchase (Directive (EU) 2023/2673). The person names only what identifies the contract; the
 * answer is the moment the request was received, and the confirmation goes by e-mail.
 */

/** Ordinary: at the end of the current term. Extraordinary: for good cause, from a given day. */
export const CANCELLATION_KINDS = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

/** Which contract the person means: their membership, by plan, or "not sure". */
export const CONTRACT_CHOICES = ['membership-monthly', 'membership-yearly', 'not-sure'] as const;
export type ContractChoice = (typeof CONTRACT_CHOICES)[number];

/** POST /contracts/cancel */
export interface ContractCancellation {
  email: string;
  contract: ContractChoice;
  kind: CancellationKind;
  /** The cause of an extraordinary cancellation, in the person's words. */
  reason: string | null;
  /** The day it should take effect; null for the earliest possible day. */
  endDate: IsoDate | null;
}

/** POST /contracts/withdraw */
export interface ContractWithdrawal {
  email: string;
  contract: ContractChoice;
}

/**
 * What a request did to the membership, or would do once confirmed: 'applied' ends access on
 * `accessEndsOn` (today or later); 'unchanged' means there was nothing to end (already cancelled,
 * the withdrawal period over, no contract), with the day access ends anyway, if any.
 */
export type ContractOutcome =
  | { status: 'applied'; accessEndsOn: IsoDate }
  | { status: 'unchanged'; accessEndsOn: IsoDate | null };

/**
 * What the API answers: when it received the request (ISO 8601 timestamp). Only the signed-in owner
 * of the address learns the outcome, since their request applies at once; anyone else gets the same
 * answer whether the address has an account or not (DESIGN.md, Trust).
 */
export interface ContractReceipt {
  receivedAt: string;
  outcome?: ContractOutcome;
}

/** The withdrawal period of the EU's consumer law. */
export const WITHDRAWAL_DAYS = 14;

/** Whether a contract concluded on `subscribedAt` can still be withdrawn from `today`. */
export function withinWithdrawalPeriod(subscribedAt: string, today: IsoDate): boolean {
  const day = parseDay(subscribedAt);
  if (!day) return false;
  return today <= addDays(subscribedAt.slice(0, 10), WITHDRAWAL_DAYS);
}

const MAX_REASON = 500;

const isChoice = (value: unknown): value is ContractChoice =>
  (CONTRACT_CHOICES as readonly unknown[]).includes(value);

function emailOf(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 254 && isEmail(value)
    ? normaliseEmail(value)
    : null;
}

/** A cancellation as the API receives it; null when any part of it is not one. */
export function parseContractCancellation(raw: unknown): ContractCancellation | null {
  if (!isRecord(raw)) return null;
  const email = emailOf(raw.email);
  const { contract, kind, reason = null, endDate = null } = raw;
  if (email === null || !isChoice(contract)) return null;
  if (kind !== 'ordinary' && kind !== 'extraordinary') return null;
  if (reason !== null && (typeof reason !== 'string' || reason.length > MAX_REASON)) return null;
  if (endDate !== null && (typeof endDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/u.test(endDate)))
    return null;
  if (endDate !== null && !parseDay(endDate)) return null;
  const cause = typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : null;
  return { email, contract, kind, reason: cause, endDate };
}

/** A withdrawal as the API receives it; null when it is not one. */
export function parseContractWithdrawal(raw: unknown): ContractWithdrawal | null {
  if (!isRecord(raw)) return null;
  const email = emailOf(raw.email);
  return email !== null && isChoice(raw.contract) ? { email, contract: raw.contract } : null;
}
