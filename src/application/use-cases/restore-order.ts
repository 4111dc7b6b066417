import { consentRecord } from '../../domain/consent';
import type { StoredOrder } from '../../domain/order';
import type { Clock } from '../ports/clock';
import type { IdentityProvider } from '../ports/identity-provider';
import type { OrderStorage } from '../ports/order-storage';
import type { Tracking } from '../ports/tracking';
import type { UserApi } from '../ports/user-api';
import { trackSafely } from './track-safely';

export type RestoredOrder =
  | { order: StoredOrder; status: 'failed' }
  | {
      order: StoredOrder;
      status: 'succeeded';
      /** The user API kept the consent record, so the acknowledgment e-mail is on its way. */
      acknowledged: boolean;
    };

/**
 * After the payment provider sends the person back: takes the saved order out of storage and, when
 * the payment did not fail, reports the purchase and records which terms were shown. Taking it out
 * is what makes a reload not report (or record) it twice.
 */
export class RestoreOrder {
  private running: Promise<RestoredOrder | null> | null = null;

  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
    private readonly orders: OrderStorage,
    private readonly tracking: Tracking,
    private readonly clock: Clock,
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
    return { order, status: 'succeeded', acknowledged: await this.recordConsent(order) };
  }

  /** The subscription has started either way: a consent that could not be kept is reported, not thrown. */
  private async recordConsent(order: StoredOrder): Promise<boolean> {
    try {
      const token = await this.identity.getIdToken();
      await this.userApi.recordConsent(token, consentRecord(order, this.clock.now()));
      return true;
    } catch {
      return false;
    }
  }
}
