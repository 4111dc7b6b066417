import type { GiftPaymentRequest } from '../../../application/use-cases/gift-shopping';
import type { GiftOrder } from '../../../domain/gifts';
import { memberAnswered } from '../../shared/store/session-actions';
import { createUseCaseThunk } from '../../shared/store/thunk';

/** The gifts' calls (DESIGN.md, "Gifts"): each thunk runs one use case. */

export const loadGiftProducts = createUseCaseThunk('gifts/loadProducts', (_: void, { useCases }) =>
  useCases.loadGiftProducts.execute(),
);

export const buyGift = createUseCaseThunk('gifts/buy', (order: GiftOrder, { useCases }) =>
  useCases.buyGift.execute(order),
);

export const payForGift = createUseCaseThunk(
  'gifts/pay',
  (request: GiftPaymentRequest, { useCases }) => useCases.payForGift.execute(request),
);

/** Settles the signed-in account's gift payment on the provider's word. */
export const settleGiftPayment = createUseCaseThunk('gifts/settle', (uid: string, { useCases }) =>
  useCases.settleGiftPayment.execute(uid),
);

/** Waits before the provider is asked again about a gift's payment under way. */
export const pauseBeforeAskingAgain = createUseCaseThunk(
  'gifts/pauseBeforeAsking',
  (attempt: number, { useCases }) => useCases.settleGiftPayment.pause(attempt),
);

export const previewGiftRedemption = createUseCaseThunk(
  'gifts/previewRedemption',
  (code: string, { useCases }) => useCases.previewGiftRedemption.execute(code),
);

/** Redeems the code; the session's member becomes the member as the API now has them. */
export const redeemGift = createUseCaseThunk(
  'gifts/redeem',
  async (code: string, { useCases, dispatch }) => {
    const redeemed = await useCases.redeemGift.execute(code);
    if (redeemed.user) dispatch(memberAnswered(redeemed.user));
    return redeemed;
  },
);
