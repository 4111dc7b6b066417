import { errorMessage } from '../../shared/i18n/error-messages';
import { completeRedirectSignIn } from './account-thunks';
import { noticeShown } from './notice-slice';
import { createFlowThunk } from '../../shared/store/thunk';

/**
 * As the app starts: finishes a Google or Apple sign-in that left by a redirect because the browser
 * blocked its popup. Someone who came back signed in is taken on by the auth watcher and the
 * visitor-only guard, as after a popup; a failure is told on the page they came back to
 * (`pathname`), the one whose button they pressed. A flow: the second effect StrictMode starts is
 * refused, so the app's start finishes it once.
 */
export const redirectSignInReturned = createFlowThunk(
  'flows/redirectSignInReturned',
  async (pathname: string, { dispatch }) => {
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
);
