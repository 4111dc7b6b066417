import { withAttempt, type AttemptLimit } from '../../src/domain/attempt-limit';

/**
 * The attempts of each client (its IP address) at the calls a server limits, kept for the
 * server's life: a client beyond a limit is answered 429 ('api/too-many-requests').
 */
export class ClientLimits {
  private readonly attempts = new Map<string, string[]>();

  constructor(private readonly now: () => string) {}

  count(client: string, limit: AttemptLimit): void {
    this.attempts.set(client, withAttempt(this.attempts.get(client) ?? [], this.now(), limit));
  }
}
