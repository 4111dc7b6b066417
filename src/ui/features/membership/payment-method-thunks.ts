import type { PaymentConfirmer } from '../../../application/ports/payments';
import type { UseCases } from '../../../application/use-cases';
import type { PaymentMethodChange } from '../../../application/use-cases/change-payment-method';
import { toAppError } from '../../../domain/errors';
import { paymentProblemOf } from '../../../domain/keeping-members';
import { errorMessage } from '../../shared/i18n/error-messages';
import { toRejection, type Rejection } from '../../shared/store/rejection';
import { createUseCaseThunk } from '../../shared/store/thunk';

/** The client secret of a setup intent, for the payment form of /change-payment-method. */
export const startPaymentMethodChange = createUseCaseThunk(
  'paymentMethod/start',
  (_: void, { useCases }) => useCases.changePaymentMethod.start(),
);

/**
 * Confirms the new card and patches the method. It always fulfils, with the reloaded user (null if
 * even that failed) and the error of the change if there was one: the page moves on either way.
 */
export const completePaymentMethodChange = createUseCaseThunk(
  'paymentMethod/complete',
  async (
    { confirmer, returnUrl }: { confirmer: PaymentConfirmer; returnUrl: string },
    { useCases },
  ) => {
    const change = await useCases.changePaymentMethod.complete(confirmer, returnUrl);
    const { user, error } = await withRenewalPaid(change, useCases);
    return { user, error: error ? toRejection(error) : (null as Rejection | null) };
  },
);

/**
 * A past-due member changed the card to pay the failed renewal: it is charged again at once
 * (POST …/payment-retry), and the member is active again, or told why not.
 */
export async function withRenewalPaid(
  change: PaymentMethodChange,
  useCases: UseCases,
): Promise<PaymentMethodChange> {
  const due = paymentProblemOf(change.user?.subscription)?.amount;
  if (change.error || !due) return change;
  try {
    const { user } = await useCases.retryRenewalPayment.execute(due);
    return { user: user ?? change.user, error: null };
  } catch (error) {
    return { user: change.user, error: toAppError(error) };
  }
}

/** SPEC: after a change of card the person is on /, and a notice says how it went. */
export function paymentMethodChangeNotice(error: Rejection | null) {
  return error
    ? {
        tone: 'error' as const,
        path: '/',
        message: { key: 'changePaymentMethod.notSaved' },
        detail: errorMessage('changePayment', error),
      }
    : { tone: 'success' as const, path: '/', message: { key: 'changePaymentMethod.saved' } };
}
