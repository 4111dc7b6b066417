import type { Product } from '../../domain/catalogue';
import type { CheckoutPreview } from '../../domain/checkout-preview';
import { AppError } from '../../domain/errors';
import { normalisePromo } from '../../domain/promo';
import { promoCodeError } from '../../domain/validation';
import { assertValid } from '../validation-error';
import type { UserApi } from '../ports/user-api';

export interface AppliedPromo {
  promoCode: string;
  preview: CheckoutPreview;
}

/** Previews a promo code for a product; an empty code clears it (null). */
export class ApplyPromo {
  constructor(private readonly userApi: UserApi) {}

  async execute(input: {
    product: Product | null;
    promoCode: string | null;
  }): Promise<AppliedPromo | null> {
    const promoCode = normalisePromo(input.promoCode);
    if (promoCode === null) return null;
    // A code longer than any code is never sent.
    const tooLong = promoCodeError(promoCode);
    if (tooLong) assertValid({ promoCode: tooLong });
    if (!input.product) throw new AppError('checkout/no-product');
    const preview = await this.userApi.previewCheckoutSession({
      productId: input.product.id,
      promoCode,
    });
    return { promoCode, preview };
  }
}
