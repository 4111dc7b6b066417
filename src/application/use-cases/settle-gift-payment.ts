import type { StoredGiftPayment } from '../../domain/gift-payment';
import { isGiftPaid, type Gift } from '../../domain/gifts';
import { confirmingWaitMs, settlementOf } from '../../domain/order';
import type { Clock } from '../ports/clock';
import type { GiftPaymentStorage } from '../ports/gift-payment-storage';
import type { GiftShop } from '../ports/gift-shop';
import type { PaymentReport, PaymentStatusLookup } from '../ports/payments';
import type { Tracking } from '../ports/tracking';
import { trackSafely } from './track-safely';

export type SettledGift =
  /** The provider says the payment failed: back to the gift's form; nothing was charged. */
  | { payment: StoredGiftPayment; status: 'failed' }
  /** Under way (the bank's check, a slow method), no answer yet, or the code not issued yet. */
  | { payment: StoredGiftPayment; status: 'confirming' }
  | { payment: StoredGiftPayment; status: 'succeeded'; gift: Gift };

const NO_ANSWER: PaymentReport = { status: 'unknown', paymentMethodId: null };

/**
 * Settles a gift's payment whenever the buyer arrives (back from the provider's redirect, a
 * reload, another tab) on the provider's word about the payment's own intent, never on the
 * address bar. Succeeded, and the gift's code issued: the payment is taken out and the purchase
 * reported once, with the gift's value. Failed: taken out, nothing reported. Otherwise it stays,
 * to be asked about again.
 */
export class SettleGiftPayment {
  private running: Promise<SettledGift | null> | null = null;

  constructor(
    private readonly payments: GiftPaymentStorage,
    private readonly provider: PaymentStatusLookup,
    private readonly gifts: GiftShop,
    private readonly tracking: Tracking,
    private readonly clock: Clock,
  ) {}

  /** `uid`: the signed-in account; another account's payment is dropped, never settled. */
  execute(uid: string): Promise<SettledGift | null> {
    this.running ??= this.settle(uid).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Waits before asking again (`attempt` 1 for the second question): growing waits, then once a
   * minute, never giving up by itself (DESIGN.md, "Never a second payment by mistake").
   */
  async pause(attempt: number): Promise<void> {
    const wait = confirmingWaitMs(attempt);
    if (wait > 0) await this.clock.wait(wait);
  }

  /** The buyer gives up on a payment the provider called failed, to pay again: it is forgotten. */
  abandon(): Promise<void> {
    return this.payments.remove();
  }

  private async settle(uid: string): Promise<SettledGift | null> {
    const payment = await this.payments.load();
    if (!payment) return null;
    if (payment.uid !== uid) {
      await this.payments.remove();
      return null;
    }
    const { status } = await this.provider.statusOf(payment.clientSecret).catch(() => NO_ANSWER);
    const settlement = settlementOf(status);
    if (settlement === 'confirming') return { payment, status: 'confirming' };
    if (settlement === 'unpaid') {
      await this.payments.remove();
      return { payment, status: 'failed' };
    }
    // Paid: the back end issues the code once the provider's webhook reaches it, a moment later.
    const gift = await this.gifts.gift(payment.giftId).catch(() => null);
    if (!gift || !isGiftPaid(gift)) return { payment, status: 'confirming' };
    await this.payments.remove();
    await trackSafely(this.tracking, {
      event: 'purchase',
      orderId: gift.id,
      value: gift.amount,
      currency: gift.currency,
      itemCategory: 'gift',
      itemId: gift.productId,
    });
    return { payment, status: 'succeeded', gift };
  }
}
