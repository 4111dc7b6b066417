import { AppError, toAppError } from '../../domain/errors';
import type { User } from '../../domain/subscription';
import type { PaymentConfirmer, PaymentStatusLookup } from '../ports/payments';
import type { UserApi } from '../ports/user-api';

export interface PaymentMethodChange {
  /** The user reloaded afterwards, whatever happened; null if even that failed. */
  user: User | null;
  error: AppError | null;
}

/** Setup intent, card confirmed, method patched, user reloaded: also after an error. */
export class ChangePaymentMethod {
  constructor(
    private readonly userApi: UserApi,
    private readonly payments: PaymentStatusLookup,
  ) {}

  /** A return being completed, so that a second call for it (a double effect) shares the first. */
  private returning: { clientSecret: string; change: Promise<PaymentMethodChange> } | null = null;

  /** The client secret of a new setup intent, for the payment form. */
  async start(): Promise<string> {
    const { clientSecret } = await this.userApi.createSetupIntent();
    return clientSecret;
  }

  complete(confirmer: PaymentConfirmer, returnUrl: string): Promise<PaymentMethodChange> {
    return this.changeTo(async () => (await confirmer.confirm(returnUrl)).paymentMethodId);
  }

  /**
   * Back from a bank's page that the setup redirected to: the provider, asked about the setup's
   * secret, says whether the card was saved and which it is.
   */
  completeReturned(clientSecret: string): Promise<PaymentMethodChange> {
    if (this.returning?.clientSecret === clientSecret) return this.returning.change;
    const change = this.changeTo(async () => {
      const { status, paymentMethodId } = await this.payments.statusOf(clientSecret);
      if (status === 'failed') throw new AppError('payments/failed', 'The card was not confirmed.');
      return paymentMethodId;
    });
    this.returning = { clientSecret, change };
    return change;
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
