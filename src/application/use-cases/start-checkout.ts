import type { Product } from '../../domain/catalogue';
import { AppError } from '../../domain/errors';
import { normalisePromo } from '../../domain/promo';
import type { UserApi } from '../ports/user-api';

/** Opens checkout: the client secret the payment form needs. */
export class StartCheckout {
  constructor(private readonly userApi: UserApi) {}

  async execute(input: { product: Product | null; promoCode: string | null }): Promise<string> {
    if (!input.product) throw new AppError('checkout/no-product');
    const { clientSecret } = await this.userApi.createCheckoutSession({
      productId: input.product.id,
      promoCode: normalisePromo(input.promoCode),
    });
    return clientSecret;
  }
}
