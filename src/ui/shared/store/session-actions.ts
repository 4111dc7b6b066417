import { createAction } from '@reduxjs/toolkit';
import type { AuthSnapshot } from '../../../application/use-cases/watch-auth-session';
import type { User } from '../../../domain/subscription';
import { toRejection, type Rejection } from './rejection';

/** An AuthSnapshot with its error made serialisable for the store. */
export type SessionPayload =
  Exclude<AuthSnapshot, { status: 'failed' }> | { status: 'failed'; uid: string; error: Rejection };

export function toSessionPayload(snapshot: AuthSnapshot): SessionPayload {
  return snapshot.status === 'failed'
    ? { status: 'failed', uid: snapshot.uid, error: toRejection(snapshot.error) }
    : snapshot;
}

/** The identity provider reported the session (session-reported.ts). */
export const sessionChanged = createAction<SessionPayload>('session/changed');

/**
 * The session the state belongs to ended: the member signed out or deleted the account, or the
 * provider reported the end of the session or another account in its place (here or in another
 * tab). Every slice forgets what belonged to that account; none needs to know why.
 */
export const sessionEnded = createAction('session/ended');

/**
 * The member as the API now has them, after a change of their profile, subscription or card:
 * the session's account takes it.
 */
export const memberAnswered = createAction<User>('session/memberAnswered');
