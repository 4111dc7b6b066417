import type { AppError } from '../../domain/errors';

/** Resolves after the given milliseconds; injected so tests never sleep. */
export type Wait = (ms: number) => Promise<void>;

export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryPolicy {
  /** The backoff before each retry, in order: as many retries as delays. */
  delaysMs: readonly number[];
  /** Up to this share of a backoff is added at random, so clients that failed together spread out. */
  jitter: number;
  /** The longest Retry-After the client waits for; a server asking more fails the call at once. */
  maxRetryAfterMs: number;
}

/** Two retries, after about 0.3 s and 0.9 s: a blip passes, a person is not kept waiting. */
export const DEFAULT_RETRY: RetryPolicy = {
  delaysMs: [300, 900],
  jitter: 0.2,
  maxRetryAfterMs: 5_000,
};

/** One attempt that failed: the error the caller gets if it is the last, and what decides a retry. */
export interface FailedAttempt {
  error: AppError;
  /** The answer's status; null when no whole answer came (the network failed or the attempt timed out). */
  status: number | null;
  /** The answer's Retry-After header, if any. */
  retryAfter: string | null;
}

/** No answer, too many requests or a server fault: another attempt may fare better; a 4xx will not. */
function isTransient({ status }: FailedAttempt): boolean {
  return status === null || status === 429 || (status >= 500 && status <= 599);
}

/** A Retry-After in seconds, as milliseconds; null when absent or an HTTP date. */
export function retryAfterMs(header: string | null): number | null {
  const seconds = header?.trim() ?? '';
  return /^\d+$/u.test(seconds) ? Number(seconds) * 1000 : null;
}

/**
 * How long to wait before retry number `retry` (0 for the first) after this failure; null when the
 * call should fail now. A Retry-After the server gives replaces the backoff.
 */
export function delayBeforeRetry(
  policy: RetryPolicy,
  retry: number,
  failure: FailedAttempt,
  random: () => number,
): number | null {
  const backoff = policy.delaysMs[retry];
  if (backoff === undefined || !isTransient(failure)) return null;
  const asked = retryAfterMs(failure.retryAfter);
  if (asked !== null) return asked <= policy.maxRetryAfterMs ? asked : null;
  return Math.round(backoff * (1 + policy.jitter * random()));
}
