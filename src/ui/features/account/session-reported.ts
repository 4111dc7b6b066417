import { createAction } from '@reduxjs/toolkit';
import type { AuthSnapshot } from '../../../application/use-cases/watch-auth-session';
import type { AppStartListening } from '../../shared/store/listeners';
import { sessionChanged, sessionEnded, toSessionPayload } from '../../shared/store/session-actions';

/**
 * The identity provider reports the session (as the app starts, after a sign-in, or when another
 * tab signs out or in, or the session expires).
 */
export const sessionReported = createAction('session/reported', (snapshot: AuthSnapshot) => ({
  payload: toSessionPayload(snapshot),
}));

/**
 * A checkout belongs to its account: when a session that named an account ends or names another
 * one, that session ends first, so its checkout's client secret can never take the next person's
 * card. A first sign-in keeps the plan chosen before it.
 */
export function startSessionListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: sessionReported,
    effect: ({ payload }, api) => {
      const { dispatch } = api;
      const before = api.getState().auth.uid;
      const after = payload.status === 'signedOut' ? null : payload.uid;
      if (before !== null && before !== after) dispatch(sessionEnded());
      dispatch(sessionChanged(payload));
    },
  });
}
