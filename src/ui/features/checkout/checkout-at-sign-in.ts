import { useEffect } from 'react';
import type { AppDispatch } from '../../app/store';
import { sessionChanged } from '../../shared/store/session-actions';
import { addAppListener, type AppListenerApi } from '../../shared/store/listeners';
import { useAppDispatch } from '../../shared/store/hooks';
import { openCheckout } from './checkout-thunks';
import { selectIsCheckoutAwaited, selectIsPromoChecking } from './selectors';

/**
 * The session reported after "Create account" or "Sign in" with a plan chosen and no plan held: the
 * checkout opens at once, while the app goes on to the profile, so that the profile's first
 * render already holds the card form (decision 0020). Anything less settled (the plans or a code
 * still on their way, a member with a plan or a gift) is left to the profile's own arrival, which
 * opens a checkout only if none is opening.
 */
async function openRequestedCheckout(
  { payload }: ReturnType<typeof sessionChanged>,
  api: AppListenerApi,
): Promise<void> {
  if (payload.status !== 'signedIn' || payload.user.subscribed) return;
  const state = api.getState();
  if (!selectIsCheckoutAwaited(state) || !state.checkout.product) return;
  if (selectIsPromoChecking(state)) return;
  await api.dispatch(openCheckout());
}

/**
 * Opens the checkout of the session reported next, as openRequestedCheckout says. Answers how to
 * stop listening; an opening under way goes on, since the page that listens is left because the
 * session was reported.
 */
export function listenForCheckoutAtSignIn(dispatch: AppDispatch): () => void {
  return dispatch(addAppListener({ actionCreator: sessionChanged, effect: openRequestedCheckout }));
}

/** While a sign-in or sign-up page is open: its session's checkout opens as soon as it is reported. */
export function useCheckoutAtSignIn(): void {
  const dispatch = useAppDispatch();
  useEffect(() => listenForCheckoutAtSignIn(dispatch), [dispatch]);
}
