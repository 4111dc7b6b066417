import type { IdTokenSource } from '../../src/application/ports/identity-provider';

/** An ID token source the test sets by hand: every call, refreshed or not, gets `token`. */
export class HandSetTokens implements IdTokenSource {
  token: string | null = null;

  idToken(): Promise<string | null> {
    return Promise.resolve(this.token);
  }
}
