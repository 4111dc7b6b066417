import type { Product } from '../../domain/catalogue';
import type { CheckoutPreview } from '../../domain/checkout-preview';
import { AppError } from '../../domain/errors';
import { normalisePromo } from '../../domain/promo';
import type { IdentityProvider } from '../ports/identity-provider';
import type { UserApi } from '../ports/user-api';

export interface AppliedPromo {
  promoCode: string;
  preview: CheckoutPreview;
}

/**
 * Previews a promo code for a product; an empty code clears it (null). Members ask with their
 * token, visitors without one.
 */
export class ApplyPromo {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
  ) {}

  async execute(input: {
    product: Product | null;
    promoCode: string | null;
    signedIn: boolean;
  }): Promise<AppliedPromo | null> {
    const promoCode = normalisePromo(input.promoCode);
    if (promoCode === null) return null;
    if (!input.product) throw new AppError('checkout/no-product');
    const token = input.signedIn ? await this.identity.getIdToken() : null;
    const preview = await this.userApi.previewCheckoutSession(token, {
      productId: input.product.id,
      promoCode,
    });
    return { promoCode, preview };
  }
}
