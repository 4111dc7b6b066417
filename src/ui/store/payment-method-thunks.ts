import type { PaymentConfirmer } from '../../application/ports/payments';
import { toRejection, type Rejection } from './rejection';
import { createUseCaseThunk } from './thunk';

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
    const { user, error } = await useCases.changePaymentMethod.complete(confirmer, returnUrl);
    return { user, error: error ? toRejection(error) : (null as Rejection | null) };
  },
);
