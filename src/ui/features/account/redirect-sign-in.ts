import { createAction } from '@reduxjs/toolkit';
import { errorMessage } from '../../shared/i18n/error-messages';
import type { AppStartListening } from '../../shared/store/listeners';
import { completeRedirectSignIn } from './account-thunks';
import { noticeShown } from './notice-slice';

/** The app started at `pathname`: a Google or Apple sign-in may come back there by a redirect. */
export const redirectSignInReturned = createAction<string>('account/redirectSignInReturned');

/**
 * Finishes a Google or Apple sign-in that left by a redirect because the browser blocked its popup,
 * once in the store's life: a redirect comes back only as the app starts. Someone who came back
 * signed in is taken on by the auth watcher and the visitor-only guard, as after a popup; a failure
 * is told on the page they came back to, the one whose button they pressed.
 */
export function startRedirectSignInListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: redirectSignInReturned,
    effect: async ({ payload: pathname }, api) => {
      api.unsubscribe();
      const { dispatch } = api;
      const action = await dispatch(completeRedirectSignIn());
      if (!completeRedirectSignIn.rejected.match(action) || !action.payload) return;
      dispatch(
        noticeShown({
          tone: 'error',
          path: pathname,
          message: errorMessage('signIn', action.payload),
        }),
      );
    },
  });
}
