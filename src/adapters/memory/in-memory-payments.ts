import { AppError } from '../../domain/errors';
import type { PaymentConfirmer, PaymentOutcome } from '../../application/ports/payments';
import { AUTHENTICATION_CARD, checkCard, DECLINED_CARD, type CardDetails } from './demo-card';
import { completePendingSecret } from './demo-secrets';
import type { DemoWorld } from './demo-world';

/** Asks the person to pass the bank's check (the fake form's dialog); true when they do. */
export type Authenticate = () => Promise<boolean>;

/** The fake card provider behind the demo's card form. It never leaves the page. */
export class InMemoryPayments {
  constructor(private readonly world: DemoWorld) {}

  /** The confirmer the fake form hands the UI once the person has typed a card. */
  confirmer(clientSecret: string, card: CardDetails, authenticate: Authenticate): PaymentConfirmer {
    return { confirm: () => this.confirm(clientSecret, card, authenticate) };
  }

  private async confirm(
    clientSecret: string,
    card: CardDetails,
    authenticate: Authenticate,
  ): Promise<PaymentOutcome> {
    const today = this.world.today();
    const checked = checkCard(card, today);
    const known = this.world.state.pendingSecrets.some(
      (entry) => entry.clientSecret === clientSecret,
    );
    if (!known) {
      throw new AppError(
        'payments/failed',
        'This payment is unknown or has already been completed.',
      );
    }
    if (checked.digits === DECLINED_CARD) {
      throw new AppError('payments/card-declined', 'Your card was declined.');
    }
    if (checked.digits === AUTHENTICATION_CARD && !(await authenticated(authenticate))) {
      throw new AppError(
        'payments/authentication-failed',
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      );
    }
    const paymentMethodId = `pm_demo_${this.world.newId()}`;
    this.world.change((draft) =>
      completePendingSecret(draft, clientSecret, checked, paymentMethodId, today),
    );
    return { status: 'succeeded', paymentMethodId };
  }
}

async function authenticated(authenticate: Authenticate): Promise<boolean> {
  try {
    return await authenticate();
  } catch {
    return false;
  }
}
