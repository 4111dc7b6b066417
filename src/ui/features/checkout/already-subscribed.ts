import { checkoutClosed } from './checkout-slice';
import { confirmPayment } from './checkout-thunks';
import { noticeShown } from '../account';
import type { AppStartListening } from '../../shared/store/listeners';
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

/**
 * A payment refused because the account has subscribed since its checkout opened (another tab or
 * device paid first): the profile shows the subscription the account has.
 */
export function startAlreadySubscribedListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: confirmPayment.rejected,
    effect: async ({ payload, meta }, { dispatch }) => {
      if (isAlreadySubscribed(payload)) await dispatch(showExistingSubscription(meta.arg.path));
    },
  });
}
