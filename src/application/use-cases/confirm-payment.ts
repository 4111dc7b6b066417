import type { Product } from '../../domain/catalogue';
import type { CheckoutPreview } from '../../domain/checkout-preview';
import { needsWithdrawalWaiver } from '../../domain/catalogue';
import { FIELD_ERRORS } from '../../domain/validation';
import { paymentReturnUrl, waiverOf, withWaiver, type StoredOrder } from '../../domain/order';
import { assertValid } from '../validation-error';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { OrderStorage } from '../ports/order-storage';
import { isAppError } from '../../domain/errors';
import type { PaymentConfirmer, PaymentReport, PaymentStatusLookup } from '../ports/payments';
import type { UserApi } from '../ports/user-api';
import { sendTermsWithIntent } from './terms-at-payment';

export interface PaymentRequest {
  confirmer: PaymentConfirmer;
  product: Product;
  promoCode: string | null;
  preview: CheckoutPreview | null;
  /** Where the portal runs: location.origin and the current path, never the query string. */
  origin: string;
  path: string;
  /** The account paying, and the client secret its checkout was opened with. */
  uid: string;
  clientSecret: string;
  /** The words of the withdrawal box, ticked; required for a product sold in the EU. */
  withdrawalWaiver?: string | null;
}

export interface ConfirmedPayment {
  order: StoredOrder;
  /**
   * How the confirmation ended; after one that got no answer (the network failed), what the
   * provider said when asked: succeeded, processing, the bank's check open, or 'unknown' when it
   * could not be asked either. The return page settles the order on the provider's word in any case.
   */
  outcome: PaymentReport;
}

const NO_ANSWER: PaymentReport = { status: 'unknown', paymentMethodId: null };

/** A confirmation that failed on the way may have reached the provider: only it can say. */
const failedOnTheWay = (error: unknown): boolean =>
  isAppError(error) && (error.code === 'network/unavailable' || error.code === 'network/timeout');

/**
 * Sends the ticked withdrawal box with the intent (the back end keeps the consent), saves the order
 * (with the account and the intent it pays, which settle it later), then confirms the payment. A
 * confirmation the provider refused removes the order again. One that failed on the network is not
 * called failed until the provider says so of the order's intent: the payment may have gone
 * through, and telling its payer it failed invites a second one (DESIGN.md, "Never a second payment
 * by mistake"); until then the order is kept for the return page to settle.
 * A second call while one runs gets the same confirmation, so a double click never pays twice.
 */
export class ConfirmPayment {
  private running: Promise<ConfirmedPayment> | null = null;

  constructor(
    private readonly orders: OrderStorage,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly userApi: UserApi,
    private readonly payments: PaymentStatusLookup,
  ) {}

  execute(request: PaymentRequest): Promise<ConfirmedPayment> {
    this.running ??= this.confirm(request).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async confirm(request: PaymentRequest): Promise<ConfirmedPayment> {
    const { confirmer, product, promoCode, preview, origin, path, uid, clientSecret } = request;
    const waiver = waiverOf(request.withdrawalWaiver);
    // An EU consumer gets access at once only on asking for it expressly (DESIGN.md, "Europe").
    if (needsWithdrawalWaiver(product) && !waiver) {
      assertValid({ withdrawal: FIELD_ERRORS.required });
    }
    if (waiver) {
      await sendTermsWithIntent(this.userApi, {
        product,
        promoCode,
        clientSecret,
        withdrawalWaiver: waiver,
      });
    }
    const order: StoredOrder = {
      id: this.ids.next(),
      product,
      promoCode,
      preview,
      placedAt: this.clock.now(),
      uid,
      clientSecret,
      ...withWaiver(waiver),
    };
    await this.orders.save(order);
    try {
      const outcome = await confirmer.confirm(paymentReturnUrl(origin, path));
      return { order, outcome };
    } catch (error) {
      if (failedOnTheWay(error)) {
        const report = await this.payments.statusOf(clientSecret).catch(() => NO_ANSWER);
        if (report.status !== 'failed') return { order, outcome: report };
      }
      await this.orders.remove().catch(() => undefined);
      throw error;
    }
  }
}
