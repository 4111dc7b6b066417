import { DEFAULT_COUNTRY } from '../../domain/catalogue';
import { giftReturnUrl, type StoredGiftPayment } from '../../domain/gift-payment';
import {
  normaliseGiftOrder,
  validateGiftOrder,
  type GiftOrder,
  type GiftProduct,
} from '../../domain/gifts';
import type { Clock } from '../ports/clock';
import type { GeoLookup } from '../ports/geo';
import type { GiftPaymentStorage } from '../ports/gift-payment-storage';
import type { GiftPurchase, GiftShop } from '../ports/gift-shop';
import type { PaymentConfirmer, PaymentOutcome } from '../ports/payments';
import { assertValid } from '../validation-error';

export interface GiftProducts {
  country: string;
  /** Three months first, then twelve. */
  products: GiftProduct[];
}

/** The gifts for sale in the visitor's currency (US when the country lookup fails). */
export class LoadGiftProducts {
  constructor(
    private readonly geo: GeoLookup,
    private readonly gifts: GiftShop,
  ) {}

  async execute(): Promise<GiftProducts> {
    const country = await this.geo.country().catch(() => DEFAULT_COUNTRY);
    const products = await this.gifts.products(country);
    return { country, products: [...products].sort((a, b) => a.months - b.months) };
  }
}

/**
 * Orders a gift: the order checked against its bounds (recipient, message, a send date from today
 * to a year ahead) and sent, trimmed; answers the gift and the one payment that pays it. Nothing is
 * charged here.
 */
export class BuyGift {
  constructor(
    private readonly gifts: GiftShop,
    private readonly clock: Clock,
  ) {}

  async execute(order: GiftOrder): Promise<GiftPurchase> {
    assertValid(validateGiftOrder(order, this.clock.today()));
    return this.gifts.order(normaliseGiftOrder(order));
  }
}

export interface GiftPaymentRequest {
  confirmer: PaymentConfirmer;
  giftId: string;
  /** The intent the payment form was opened with: the gift's purchase, never one from the address. */
  clientSecret: string;
  /** The account paying. */
  uid: string;
  /** Where the portal runs: location.origin and the current path, never the query string. */
  origin: string;
  path: string;
}

export interface ConfirmedGiftPayment {
  payment: StoredGiftPayment;
  outcome: PaymentOutcome;
}

/**
 * Pays for a gift with the payment form's confirmer: the gift's payment is kept first (the gift,
 * its intent and the account, apart from any membership order), as the provider may send the page
 * away for a bank's check; a confirmation that fails forgets it again. A second call while one
 * runs gets the same confirmation, so a double click never pays twice.
 */
export class PayForGift {
  private running: Promise<ConfirmedGiftPayment> | null = null;

  constructor(
    private readonly payments: GiftPaymentStorage,
    private readonly clock: Clock,
  ) {}

  execute(request: GiftPaymentRequest): Promise<ConfirmedGiftPayment> {
    this.running ??= this.pay(request).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pay(request: GiftPaymentRequest): Promise<ConfirmedGiftPayment> {
    const { confirmer, giftId, clientSecret, uid, origin, path } = request;
    const payment: StoredGiftPayment = { giftId, clientSecret, uid, placedAt: this.clock.now() };
    await this.payments.save(payment);
    try {
      const outcome = await confirmer.confirm(giftReturnUrl(origin, path));
      return { payment, outcome };
    } catch (error) {
      await this.payments.remove().catch(() => undefined);
      throw error;
    }
  }
}
