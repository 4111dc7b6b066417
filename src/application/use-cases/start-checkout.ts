import type { Product } from '../../domain/catalogue';
import { TERMS_VERSION } from '../../domain/consent';
import { AppError } from '../../domain/errors';
import { normalisePromo } from '../../domain/promo';
import type { UserApi } from '../ports/user-api';

/**
 * Opens checkout: the client secret the payment form needs. The session goes with the version of
 * the terms shown, which the back end records with the intent (DESIGN.md, "The back end keeps the
 * consent"); a withdrawal box ticked later follows at the moment of paying (ConfirmPayment).
 */
export class StartCheckout {
  constructor(private readonly userApi: UserApi) {}

  async execute(input: { product: Product | null; promoCode: string | null }): Promise<string> {
    if (!input.product) throw new AppError('checkout/no-product');
    const { clientSecret } = await this.userApi.createCheckoutSession({
      productId: input.product.id,
      promoCode: normalisePromo(input.promoCode),
      terms: { termsVersion: TERMS_VERSION },
    });
    return clientSecret;
  }
}
