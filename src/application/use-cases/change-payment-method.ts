import { AppError, toAppError } from '../../domain/errors';
import type { User } from '../../domain/subscription';
import type { OrderStorage } from '../ports/order-storage';
import type { PaymentConfirmer, PaymentStatusLookup } from '../ports/payments';
import type { UserApi } from '../ports/user-api';

export interface PaymentMethodChange {
  /** The user reloaded afterwards, whatever happened; null if even that failed. */
  user: User | null;
  error: AppError | null;
}

/**
 * Setup intent, card confirmed, method patched, user reloaded: also after an error. The setup
 * intent is marked in this tab's storage when the change starts: only that tab acts on the setup's
 * return from a bank's page, so an old return address replayed changes nothing.
 */
export class ChangePaymentMethod {
  constructor(
    private readonly userApi: UserApi,
    private readonly payments: PaymentStatusLookup,
    private readonly orders: OrderStorage,
  ) {}

  /** A return being completed, so that a second call for it (a double effect) shares the first. */
  private returning: { clientSecret: string; change: Promise<PaymentMethodChange | null> } | null =
    null;

  /** The client secret of a new setup intent, for the payment form; marked as this tab's change. */
  async start(): Promise<string> {
    const { clientSecret } = await this.userApi.createSetupIntent();
    // Without the mark only a bank's redirect is lost: a card confirmed in place still saves.
    await this.orders.markCardChange(clientSecret).catch(() => undefined);
    return clientSecret;
  }

  async complete(confirmer: PaymentConfirmer, returnUrl: string): Promise<PaymentMethodChange> {
    const change = await this.changeTo(
      async () => (await confirmer.confirm(returnUrl)).paymentMethodId,
    );
    await this.forgetMark();
    return change;
  }

  /**
   * Back from a bank's page that the setup redirected to: only the change this tab started (its
   * mark names that very setup) is completed, else null and nothing changes. The provider, asked
   * about the setup's secret, says whether the card was saved and which it is.
   */
  completeReturned(clientSecret: string): Promise<PaymentMethodChange | null> {
    if (this.returning?.clientSecret === clientSecret) return this.returning.change;
    const change = this.returnOf(clientSecret);
    this.returning = { clientSecret, change };
    return change;
  }

  private async returnOf(clientSecret: string): Promise<PaymentMethodChange | null> {
    const mark = await this.orders.cardChangeMark().catch(() => null);
    if (mark !== clientSecret) return null;
    await this.forgetMark();
    return this.changeTo(async () => {
      const { status, paymentMethodId } = await this.payments.statusOf(clientSecret);
      if (status !== 'succeeded') {
        throw new AppError('payments/failed', 'The card was not confirmed.');
      }
      return paymentMethodId;
    });
  }

  private forgetMark(): Promise<void> {
    return this.orders.clearCardChange().catch(() => undefined);
  }

  private async changeTo(newMethod: () => Promise<string | null>): Promise<PaymentMethodChange> {
    const error = await this.save(newMethod).then(
      () => null,
      (reason: unknown) => toAppError(reason),
    );
    const user = await this.reloadUser().catch(() => null);
    return { user, error };
  }

  private async save(newMethod: () => Promise<string | null>): Promise<void> {
    const paymentMethodId = await newMethod();
    if (!paymentMethodId) throw new AppError('payments/failed', 'No payment method was returned.');
    await this.userApi.updatePaymentMethod(paymentMethodId);
  }

  private reloadUser(): Promise<User> {
    return this.userApi.getMe();
  }
}
