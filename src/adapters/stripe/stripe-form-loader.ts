/** Stripe's Payment Element, in a chunk of its own, as React.lazy takes it. */
export function stripeFormLoader(settings: { publishableKey: string; scriptUrl?: string }) {
  return async () => ({
    default: (
      await import(/* webpackChunkName: "stripe-form" */ './StripePaymentForm')
    ).createStripePaymentForm(settings),
  });
}
