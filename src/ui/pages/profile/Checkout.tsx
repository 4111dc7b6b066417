import { CheckoutOverview } from './CheckoutOverview';
import { PaymentStep } from './PaymentStep';

/** The open checkout: the payment form beside the order it pays for. */
export function Checkout() {
  return (
    <div className="split checkout">
      <PaymentStep />
      <CheckoutOverview />
    </div>
  );
}
