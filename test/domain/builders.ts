import { STRIPE, type Subscription } from '../../src/domain/subscription';

/** A renewing yearly card subscription, as the user API answers it; override what a test needs. */
export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  type: STRIPE,
  autoRenew: true,
  subscribedAt: '2026-01-15',
  renewsAt: '2027-01-15',
  originalPrice: 49.99,
  productPrice: 49.99,
  productCurrency: 'usd',
  productName: 'Yearly',
  productReccurence: 'yearly',
  paymentOption: { type: 'card', last4: '4242' },
  ...overrides,
});
