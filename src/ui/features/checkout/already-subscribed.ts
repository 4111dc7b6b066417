import { memberAnswered } from '../../shared/store/session-actions';
import { checkoutClosed } from './checkout-slice';
import { noticeShown } from '../account';
import { isRejection } from '../../shared/store/rejection';
import { createUseCaseThunk } from '../../shared/store/thunk';

/** A payment refused because the account subscribed since its checkout opened. */
export const isAlreadySubscribed = (reason: unknown): boolean =>
  isRejection(reason) && reason.code === 'checkout/already-subscribed';

/**
 * After a payment refused because the account has subscribed since its checkout opened (another
 * tab or device paid first): nothing was charged, and the profile shows the subscription the
 * account has, with a notice that says so. Everything changes at once, so the notice takes the
 * focus the vanished pay button leaves.
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
