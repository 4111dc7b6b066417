import { useLocation } from 'react-router-dom';
import { redirectSignInReturned } from '../features/account';
import { useAppDispatch } from '../shared/store/hooks';
import { useOpeningEffect } from '../shared/use-opening-effect';

/** Once, as the app starts: finishes a sign-in that went by a redirect (redirectSignInReturned). */
export function useRedirectSignIn(): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();

  useOpeningEffect(() => {
    dispatch(redirectSignInReturned(pathname));
    // Once per app, at the address the person came back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
