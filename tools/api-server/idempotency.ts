import { AppError } from '../../src/domain/errors';
import type { Answer } from './answers';

/** Stripe's limit, which the product's API follows. */
const MAX_KEY_LENGTH = 255;

/** The request's Idempotency-Key header; null when it has none. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || header.trim() === '' || header.length > MAX_KEY_LENGTH) {
    throw new AppError('api/bad-request', 'The Idempotency-Key must be 1 to 255 characters.');
  }
  return header;
}

interface Kept {
  /** The request the key was first used for. */
  request: string;
  answer: Promise<Answer>;
}

/**
 * The first answer to each caller's Idempotency-Key, for the server's life: a repeat, such as a
 * client's retry after its answer was lost, gets that answer instead of acting twice. A request
 * that failed keeps nothing, so its retry runs again; one still running is shared, not rerun.
 */
export class IdempotentAnswers {
  private readonly kept = new Map<string, Kept>();

  /** The answer of `run`, or the one kept for the caller's key; `run` alone without a key. */
  async answer(
    caller: string,
    key: string | null,
    request: unknown,
    run: () => Promise<Answer>,
  ): Promise<Answer> {
    if (key === null) return run();
    const id = JSON.stringify([caller, key]);
    const fingerprint = JSON.stringify(request);
    const kept = this.kept.get(id);
    if (kept) return answerOfRepeat(kept, fingerprint);
    const answer = run();
    this.kept.set(id, { request: fingerprint, answer });
    void answer.catch(() => this.kept.delete(id));
    return answer;
  }
}

function answerOfRepeat(kept: Kept, fingerprint: string): Promise<Answer> {
  if (kept.request !== fingerprint) {
    // A key reused for another request is a client's bug: acting on it would hide that.
    throw new AppError('api/bad-request', 'This Idempotency-Key was used for another request.');
  }
  return kept.answer;
}
