import type { ComponentType } from 'react';
import type { PaymentFormProps } from '../../../application/ports/payments';
import type { InMemoryPayments } from '../in-memory-payments';

// Placeholder until the demo card form is built (issue 3).
export function createDemoCardForm(_payments: InMemoryPayments): ComponentType<PaymentFormProps> {
  return function DemoCardForm() {
    return null;
  };
}
