import type { StoredOrder } from '../../domain/order';
import type { OrderStorage } from '../ports/order-storage';
import type { Tracking } from '../ports/tracking';
import { trackSafely } from './track-safely';

export interface RestoredOrder {
  order: StoredOrder;
  status: 'succeeded' | 'failed';
}

/**
 * After the payment provider sends the person back: takes the saved order out of storage and, when
 * the payment did not fail, reports the purchase. Taking it out is what makes a reload not report
 * it twice.
 */
export class RestoreOrder {
  private running: Promise<RestoredOrder | null> | null = null;

  constructor(
    private readonly orders: OrderStorage,
    private readonly tracking: Tracking,
  ) {}

  /** Calls made while one runs share it, so an order is never taken out (and reported) twice. */
  execute(redirectStatus: string | null): Promise<RestoredOrder | null> {
    this.running ??= this.restore(redirectStatus).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async restore(redirectStatus: string | null): Promise<RestoredOrder | null> {
    const order = await this.orders.load();
    if (!order) return null;
    await this.orders.remove();
    if (redirectStatus === 'failed') return { order, status: 'failed' };
    await trackSafely(this.tracking, {
      event: 'purchase',
      orderId: order.id,
      value: order.product.regularPrice,
      currency: order.product.currency,
    });
    return { order, status: 'succeeded' };
  }
}
