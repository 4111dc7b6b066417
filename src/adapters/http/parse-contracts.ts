import {
  CANCELLATION_KINDS,
  CONTRACT_CHOICES,
  type ContractOutcome,
  type ContractReceipt,
} from '../../domain/contracts';
import type { ContractRequestSummary } from '../../domain/contract-confirmation';
import { parseDay, toIsoDate } from '../../domain/dates';
import { day, invalidResponse, nonEmptyString, nullable, record, type Reader } from './json-shape';

/** The readers of the law's contract calls (DESIGN.md, "Extensions to SPEC.md's calls"). */

const moment: Reader<string> = (value, at) => {
  const text = nonEmptyString(value, at);
  if (Number.isNaN(Date.parse(text))) throw invalidResponse(`${at} is not a time.`);
  return text;
};

const plainDay: Reader<string> = (value, at) => toIsoDate(parseDay(day(value, at)) as Date);

function oneOf<T extends string>(values: readonly T[]): Reader<T> {
  return (value, at) => {
    if (!(values as readonly unknown[]).includes(value)) {
      throw invalidResponse(`${at} must be one of ${values.join(', ')}.`);
    }
    return value as T;
  };
}

const parseOutcome: Reader<ContractOutcome> = (value, at) => {
  const outcome = record(value, at);
  const status = oneOf(['applied', 'unchanged'] as const)(outcome.status, `${at}.status`);
  const accessEndsOn = `${at}.accessEndsOn`;
  return status === 'applied'
    ? { status, accessEndsOn: plainDay(outcome.accessEndsOn, accessEndsOn) }
    : { status, accessEndsOn: nullable(plainDay)(outcome.accessEndsOn, accessEndsOn) };
};

/** POST /contracts/cancel and /contracts/withdraw: when received, and for the owner what it did. */
export function parseReceipt(value: unknown): ContractReceipt {
  const answer = record(value, 'answer');
  const receivedAt = moment(answer.receivedAt, 'answer.receivedAt');
  if (answer.outcome === undefined || answer.outcome === null) return { receivedAt };
  return { receivedAt, outcome: parseOutcome(answer.outcome, 'answer.outcome') };
}

/** POST /contracts/confirm and …/confirm/preview: the request of an owner's link. */
export function parseRequestSummary(value: unknown): ContractRequestSummary {
  const answer = record(value, 'answer');
  const type = oneOf(['cancel', 'withdraw'] as const)(answer.type, 'answer.type');
  return {
    type,
    receivedAt: moment(answer.receivedAt, 'answer.receivedAt'),
    contract: oneOf(CONTRACT_CHOICES)(answer.contract, 'answer.contract'),
    kind: type === 'cancel' ? oneOf(CANCELLATION_KINDS)(answer.kind, 'answer.kind') : null,
    outcome: parseOutcome(answer.outcome, 'answer.outcome'),
  };
}
