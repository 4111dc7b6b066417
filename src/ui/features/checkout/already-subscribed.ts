import { checkoutClosed } from './checkout-slice';
import { confirmPayment } from './checkout-thunks';
import { noticeShown } from '../account';
import type { AppDispatch } from '../../app/store';
import { addAppListener, type AppListenerApi } from '../../shared/store/listeners';
import { isRejection } from '../../shared/store/rejection';
import { memberAnswered } from '../../shared/store/session-actions';
import { createUseCaseThunk } from '../../shared/store/thunk';

/** A payment refused because the account subscribed since its checkout opened. */
export const isAlreadySubscribed = (reason: unknown): boolean =>
  isRejection(reason) && reason.code === 'checkout/already-subscribed';

/**
 * Nothing was charged, and the profile shows the subscription the account has, with a notice on
 * `path` that says so. Everything changes at once, so the notice takes the focus the vanished pay
 * button leaves.
 */
export const showExistingSubscription = createUseCaseThunk(
  'checkout/showExistingSubscription',
  async (path: string, { useCases, dispatch }) => {
    const { user } = await useCases.loadProfile.execute();
    dispatch(
      noticeShown({
        tone: 'info',
        path,
        message: { key: 'checkout.errors.alreadySubscribed' },
        detail: { key: 'checkout.alreadySubscribedDetail' },
      }),
    );
    dispatch(memberAnswered(user));
    dispatch(checkoutClosed());
  },
);

async function showWhenAlreadySubscribed(
  { payload, meta }: ReturnType<typeof confirmPayment.rejected>,
  { dispatch }: AppListenerApi,
) {
  if (isAlreadySubscribed(payload)) await dispatch(showExistingSubscription(meta.arg.path));
}

/**
 * While a payment step is on screen (PaymentStep, for its life): a payment refused because the
 * account has subscribed since its checkout opened (another tab or device paid first) shows the
 * subscription the account has. Answers how to stop listening.
 */
export function listenForAlreadySubscribed(dispatch: AppDispatch): () => void {
  return dispatch(
    addAppListener({ actionCreator: confirmPayment.rejected, effect: showWhenAlreadySubscribed }),
  );
}
