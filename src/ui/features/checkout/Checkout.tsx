import './checkout-step.css';
import { PaymentStep } from './PaymentStep';

/** The open checkout: one step of its own, the order in one line above the payment form. */
export function Checkout() {
  return (
    <div className="checkout">
      <PaymentStep />
    </div>
  );
}
