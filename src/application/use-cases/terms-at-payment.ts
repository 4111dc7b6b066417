import type { Product } from '../../domain/catalogue';
import { TERMS_VERSION } from '../../domain/consent';
import { AppError, toAppError, type ErrorCode } from '../../domain/errors';
import { normalisePromo } from '../../domain/promo';
import type { UserApi } from '../ports/user-api';

/** Failures that say nothing about the request: the same call may well succeed at once. */
const PASSING: readonly ErrorCode[] = ['network/unavailable', 'network/timeout', 'api/server'];
/** The call is idempotent per intent (the same terms on the same open checkout), so it may repeat. */
const ATTEMPTS = 3;

export interface TermsAtPayment {
  product: Product;
  promoCode: string | null;
  /** The intent about to be paid: the checkout the terms must go with. */
  clientSecret: string;
  withdrawalWaiver: string;
}

/**
 * The withdrawal box is ticked after the checkout opened: before the payment is confirmed, its
 * words go to the back end with the checkout session again, which records them with the open
 * intent (DESIGN.md, "The back end keeps the consent"). Tried again on a passing failure; a checkout
 * the back end no longer holds open is not paid ('api/conflict').
 */
export async function sendTermsWithIntent(userApi: UserApi, terms: TermsAtPayment): Promise<void> {
  const request = {
    productId: terms.product.id,
    promoCode: normalisePromo(terms.promoCode),
    terms: { termsVersion: TERMS_VERSION, withdrawalWaiver: terms.withdrawalWaiver },
  };
  for (let attempt = 1; ; attempt += 1) {
    let kept: string;
    try {
      ({ clientSecret: kept } = await userApi.createCheckoutSession(request));
    } catch (error) {
      if (attempt < ATTEMPTS && PASSING.includes(toAppError(error).code)) continue;
      throw error;
    }
    if (kept !== terms.clientSecret) {
      throw new AppError('api/conflict', 'The checkout being paid is no longer the open one.');
    }
    return;
  }
}
