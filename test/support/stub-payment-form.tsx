import { useEffect, type ReactNode } from 'react';
import type { PaymentConfirmer, PaymentFormProps } from '../../src/application/ports/payments';

/**
 * The payment provider's form as a page test stands it in: a group "Card details" that hands the
 * page `confirmer` once mounted for a client secret (as the real form does once it can confirm),
 * and shows the page's terms when the page offers an express checkout.
 */
export function stubPaymentForm(confirmer: PaymentConfirmer) {
  return function StubPaymentForm({ clientSecret, onReady, express }: PaymentFormProps<ReactNode>) {
    useEffect(() => {
      onReady(confirmer);
      // Once per client secret, as the provider's form announces itself once it has loaded.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [clientSecret]);
    return (
      <div role="group" aria-label="Card details" data-client-secret={clientSecret}>
        {express?.terms}
      </div>
    );
  };
}
