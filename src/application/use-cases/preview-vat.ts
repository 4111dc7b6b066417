import type { Product } from '../../domain/catalogue';
import { includesVat, type IncludedTax } from '../../domain/vat';
import type { UserApi } from '../ports/user-api';

/**
 * The VAT a product's first charge includes, as the back end prices it without a promo code
 * (DESIGN.md, "Prices are final"): asked only where the price is in pounds or euros; null where
 * the price names no VAT or the back end names none.
 */
export class PreviewVat {
  constructor(private readonly userApi: UserApi) {}

  async execute(product: Product): Promise<IncludedTax | null> {
    if (!includesVat(product.currency)) return null;
    const preview = await this.userApi.previewCheckoutSession({
      productId: product.id,
      promoCode: null,
    });
    return preview.tax ?? null;
  }
}
