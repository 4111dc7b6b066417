import type { IdTokenSource } from '../../../src/application/ports/identity-provider';

export const TOKEN = 'id-token-123';
export const FRESH_TOKEN = 'id-token-456';

/**
 * An identity provider's ID tokens as a test arranges them: `token` (null for a visitor), and
 * `refreshed` when a new one is forced, or its failure. It notes each request: true for a refresh.
 */
export function stubTokens(
  token: string | null = TOKEN,
  refreshed: string | null | Error = FRESH_TOKEN,
) {
  const asked: boolean[] = [];
  const tokens: IdTokenSource = {
    idToken: ({ refresh }) => {
      asked.push(refresh);
      if (!refresh) return Promise.resolve(token);
      return refreshed instanceof Error ? Promise.reject(refreshed) : Promise.resolve(refreshed);
    },
  };
  return { tokens, asked };
}
