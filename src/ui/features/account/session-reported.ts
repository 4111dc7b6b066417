import type { AuthSnapshot } from '../../../application/use-cases/watch-auth-session';
import { sessionChanged, sessionEnded, toSessionPayload } from '../../shared/store/session-actions';
import type { AppDispatch, RootState } from '../../app/store';

/**
 * The identity provider reports the session (as the app starts, after a sign-in, or when another
 * tab signs out or in, or the session expires). A checkout belongs to its account: when a session
 * that named an account ends or names another one, that session ends first, so its checkout's
 * client secret can never take the next person's card. A first sign-in keeps the plan chosen
 * before it.
 */
export function sessionReported(snapshot: AuthSnapshot) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const before = getState().auth.uid;
    const after = snapshot.status === 'signedOut' ? null : snapshot.uid;
    if (before !== null && before !== after) dispatch(sessionEnded());
    dispatch(sessionChanged(toSessionPayload(snapshot)));
  };
}
