import { AppError } from '../domain/errors';
import { byUid } from './demo-lookups';
import type { DeepReadonly, DemoState } from './demo-state';

/** The bearer token must be one the identity provider issued to an account that still exists. */
export function uidOf(state: DeepReadonly<DemoState>, token: string | null): string {
  const issued = token === null ? undefined : state.tokens.find((entry) => entry.token === token);
  if (!issued || !byUid(state.accounts, issued.uid)) {
    throw new AppError('api/unauthorized', 'The ID token is missing, invalid or revoked.');
  }
  return issued.uid;
}
