import {
  confirmingWaitMs,
  isPending,
  type PendingPaymentStatus,
  type StoredOrder,
} from '../../domain/order';
import type { Clock } from '../ports/clock';
import type { OrderStorage } from '../ports/order-storage';
import type { PaymentReport, PaymentStatusLookup } from '../ports/payments';
import type { Tracking } from '../ports/tracking';
import { trackSafely } from './track-safely';

export type RestoredOrder =
  | { order: StoredOrder; status: 'failed' }
  /**
   * The provider has not said yet: the payment is processing (a bank debit may take days), the
   * bank's check is open, or the provider cannot be asked ('unknown'). The order is kept.
   */
  | { order: StoredOrder; status: 'confirming'; providerSays: PendingPaymentStatus }
  /**
   * Paid. The back end recorded the consent with the intent and, on the provider's word, made it
   * final and e-mailed the acknowledgment: nothing is left for the portal to send.
   */
  | { order: StoredOrder; status: 'succeeded' };

const NO_ANSWER: PaymentReport = { status: 'unknown', paymentMethodId: null };

/**
 * Whenever a member arrives (back from the provider's redirect, a reload, Back, a typed address,
 * another tab): settles the stored order on the provider's word about the order's own intent,
 * never on the address bar. Succeeded: the order is taken out and the purchase reported, once
 * (taking it out is what makes a reload not report it twice); the terms are the back end's to
 * keep. Still under way, or no answer: the order stays, to be asked about again, for as long as
 * that takes. Only the provider's "failed" takes it out to be paid again, and nothing is reported.
 */
export class RestoreOrder {
  private running: Promise<RestoredOrder | null> | null = null;

  constructor(
    private readonly orders: OrderStorage,
    private readonly tracking: Tracking,
    private readonly clock: Clock,
    private readonly payments: PaymentStatusLookup,
  ) {}

  /**
   * `uid`: the signed-in account; an order another account stored is dropped, never settled. Calls
   * made while one runs share it, so an order is never taken out (and reported) twice.
   */
  execute(uid: string): Promise<RestoredOrder | null> {
    this.running ??= this.restore(uid).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Waits before the provider is asked again about an order still being confirmed (`attempt`: the
   * question about to be asked, 1 for the second).
   */
  async pause(attempt: number): Promise<void> {
    const wait = confirmingWaitMs(attempt);
    if (wait > 0) await this.clock.wait(wait);
  }

  private async restore(uid: string): Promise<RestoredOrder | null> {
    const order = await this.orders.load();
    if (!order) return null;
    if (order.uid !== uid) {
      // Another account's order in this tab: never this account's purchase.
      await this.orders.remove();
      return null;
    }
    const { status } = await this.payments.statusOf(order.clientSecret).catch(() => NO_ANSWER);
    if (isPending(status)) return { order, status: 'confirming', providerSays: status };
    await this.orders.remove();
    if (status === 'failed') return { order, status: 'failed' };
    await trackSafely(this.tracking, {
      event: 'purchase',
      orderId: order.id,
      value: order.product.regularPrice,
      currency: order.product.currency,
    });
    return { order, status: 'succeeded' };
  }
}
