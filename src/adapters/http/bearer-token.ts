import { AppError, isAppError } from '../../domain/errors';
import type { IdTokenSource } from '../../application/ports/identity-provider';

/** Whether a request needs the signed-in user's ID token, or carries it only when someone is signed in. */
export type Bearer = 'required' | 'if-signed-in';

const unauthorized = (message: string) => new AppError('api/unauthorized', message);

/**
 * The token to send, or null to send none. Without a token a request that needs one is refused
 * here, before anything is sent. A token the identity provider cannot give is 'api/unauthorized',
 * except for a network failure, which stays one: the person should try again, not sign in again.
 */
export async function bearerToken(
  tokens: IdTokenSource,
  bearer: Bearer,
  refresh: boolean,
): Promise<string | null> {
  let token: string | null;
  try {
    token = await tokens.idToken({ refresh });
  } catch (error) {
    if (isAppError(error) && error.code.startsWith('network/')) throw error;
    const reason = error instanceof Error ? `: ${error.message}` : '.';
    throw unauthorized(`The identity provider gave no ID token${reason}`);
  }
  if (token === null && bearer === 'required') throw unauthorized('Nobody is signed in.');
  return token;
}
