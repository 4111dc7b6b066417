import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../i18n/error-messages';
import { completeRedirectSignIn } from '../store/auth-slice';
import { noticeShown } from '../store/notice-slice';
import { useAppDispatch } from '../store/store';

/**
 * Once, as the app starts: finishes a Google or Apple sign-in that left by a redirect because the
 * browser blocked its popup. Someone who came back signed in is taken on by the auth watcher and
 * the visitor-only guard, as after a popup; a failure is told on the page they came back to, the
 * one whose button they pressed.
 */
export function useRedirectSignIn(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // StrictMode runs a mount's effects twice; the app's start is still one start.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(completeRedirectSignIn()).then((action) => {
      if (!completeRedirectSignIn.rejected.match(action) || !action.payload) return;
      dispatch(
        noticeShown({
          tone: 'error',
          path: pathname,
          message: errorMessage('signIn', action.payload),
        }),
      );
    });
    // Once per app, at the address the person came back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
