import { Suspense, type ReactNode } from 'react';
import type { PaymentFormProps } from '../../../application/ports/payments';
import { useServices } from '../services';
import './payment-form.css';

/** A payment form's place while it loads: the same height, so nothing moves when it opens. */
export function PaymentLoading({ children }: { children: ReactNode }) {
  return (
    <p className="payment-form__loading" role="status">
      {children}
    </p>
  );
}

interface PaymentFormSlotProps extends PaymentFormProps<ReactNode> {
  /** What the place says while the provider's form loads. */
  loading: ReactNode;
}

/**
 * The payments adapter's form (its wallets, Europe's methods and the card) in its reserved place,
 * shared by the membership's checkout and the gift's payment. A new client secret is a new form.
 */
export function PaymentFormSlot({ loading, ...form }: PaymentFormSlotProps) {
  const { PaymentForm } = useServices();
  return (
    <div className="payment-form">
      <Suspense fallback={<PaymentLoading>{loading}</PaymentLoading>}>
        <PaymentForm key={form.clientSecret} {...form} />
      </Suspense>
    </div>
  );
}
