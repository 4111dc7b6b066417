import { consentRecord } from '../../domain/consent';
import type { StoredOrder } from '../../domain/order';
import type { Clock } from '../ports/clock';
import type { OrderStorage } from '../ports/order-storage';
import type { PaymentStatusLookup } from '../ports/payments';
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

/** What the payment provider's redirect put in the return URL. */
export interface PaymentReturn {
  /** `redirect_status`: anyone can type it, so it counts only when the provider cannot be asked. */
  redirectStatus: string | null;
  /** `payment_intent_client_secret`: what the provider is asked about. */
  clientSecret: string | null;
}

/**
 * After the payment provider sends the person back: takes the saved order out of storage and, when
 * the payment did not fail, reports the purchase and records which terms were shown. Taking it out
 * is what makes a reload not report (or record) it twice.
 */
export class RestoreOrder {
  private running: Promise<RestoredOrder | null> | null = null;

  constructor(
    private readonly userApi: UserApi,
    private readonly orders: OrderStorage,
    private readonly tracking: Tracking,
    private readonly clock: Clock,
    private readonly payments: PaymentStatusLookup,
  ) {}

  /** Calls made while one runs share it, so an order is never taken out (and reported) twice. */
  execute(returned: PaymentReturn): Promise<RestoredOrder | null> {
    this.running ??= this.restore(returned).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async restore(returned: PaymentReturn): Promise<RestoredOrder | null> {
    const order = await this.orders.load();
    if (!order) return null;
    await this.orders.remove();
    if (!(await this.paid(returned))) return { order, status: 'failed' };
    await trackSafely(this.tracking, {
      event: 'purchase',
      orderId: order.id,
      value: order.product.regularPrice,
      currency: order.product.currency,
    });
    return { order, status: 'succeeded', acknowledged: await this.recordConsent(order) };
  }

  /** Whether the payment went through, in the provider's own words when it can be asked. */
  private async paid({ redirectStatus, clientSecret }: PaymentReturn): Promise<boolean> {
    if (clientSecret) {
      try {
        return (await this.payments.statusOf(clientSecret)).status !== 'failed';
      } catch {
        // The provider cannot be reached: the return URL's word is all there is.
      }
    }
    return redirectStatus !== 'failed';
  }

  /** The subscription has started either way: a consent that could not be kept is reported, not thrown. */
  private async recordConsent(order: StoredOrder): Promise<boolean> {
    try {
      await this.userApi.recordConsent(consentRecord(order, this.clock.now()));
      return true;
    } catch {
      return false;
    }
  }
}
