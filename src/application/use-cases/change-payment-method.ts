import { AppError, toAppError } from '../../domain/errors';
import type { User } from '../../domain/subscription';
import type { IdentityProvider } from '../ports/identity-provider';
import type { PaymentConfirmer } from '../ports/payments';
import type { UserApi } from '../ports/user-api';

export interface PaymentMethodChange {
  /** The user reloaded afterwards, whatever happened; null if even that failed. */
  user: User | null;
  error: AppError | null;
}

/** Setup intent, card confirmed, method patched, user reloaded: also after an error. */
export class ChangePaymentMethod {
  constructor(
    private readonly identity: IdentityProvider,
    private readonly userApi: UserApi,
  ) {}

  /** The client secret of a new setup intent, for the payment form. */
  async start(): Promise<string> {
    const token = await this.identity.getIdToken();
    const { clientSecret } = await this.userApi.createSetupIntent(token);
    return clientSecret;
  }

  async complete(confirmer: PaymentConfirmer, returnUrl: string): Promise<PaymentMethodChange> {
    const error = await this.saveNewMethod(confirmer, returnUrl).then(
      () => null,
      (reason: unknown) => toAppError(reason),
    );
    const user = await this.reloadUser().catch(() => null);
    return { user, error };
  }

  private async saveNewMethod(confirmer: PaymentConfirmer, returnUrl: string): Promise<void> {
    const { paymentMethodId } = await confirmer.confirm(returnUrl);
    if (!paymentMethodId) throw new AppError('payments/failed', 'No payment method was returned.');
    const token = await this.identity.getIdToken();
    await this.userApi.updatePaymentMethod(token, paymentMethodId);
  }

  private async reloadUser(): Promise<User> {
    return this.userApi.getMe(await this.identity.getIdToken());
  }
}
