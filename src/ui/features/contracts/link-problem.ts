import type { ErrorCode } from '../../../domain/errors';

/** Why an owner's link cannot be used: each is said in its own words, and none is retried. */
export type LinkProblem = 'expired' | 'used' | 'unknown';

const PROBLEMS: Partial<Record<ErrorCode, LinkProblem>> = {
  'contract/link-expired': 'expired',
  'contract/link-used': 'used',
  'contract/link-unknown': 'unknown',
};

/** The problem of the link a call failed with; null for a failure worth trying again. */
export function linkProblemOf(error: { code: ErrorCode } | null | undefined): LinkProblem | null {
  return error ? (PROBLEMS[error.code] ?? null) : null;
}
