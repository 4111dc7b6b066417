import type { AppError } from '../../domain/errors';

/** How a confirmation ended when the page was not sent away to the return URL. */
export interface PaymentOutcome {
  status: 'succeeded' | 'processing';
  /** The payment method saved by a setup confirmation, when the provider names one. */
  paymentMethodId: string | null;
}

/**
 * Confirms the payment or setup behind a client secret with what the person typed into the mounted
 * payment form. A `pi_` secret confirms a payment, a `seti_` secret a setup. It may send the page to
 * `returnUrl` instead of resolving. Failures reject with an AppError whose code starts with 'payments/'
 * and whose message is the provider's own words.
 */
export interface PaymentConfirmer {
  confirm(returnUrl: string): Promise<PaymentOutcome>;
}

/** What the UI hands a payment form (the adapter's React component) and hears back from it. */
export interface PaymentFormProps {
  clientSecret: string;
  /** Called once the form can confirm, with the confirmer for this client secret. */
  onReady: (confirmer: PaymentConfirmer) => void;
  /**
   * Called when the form itself cannot be shown (the provider's script or form failed to load).
   * The form says so in place and offers a retry; onReady follows if a retry succeeds.
   */
  onError?: (error: AppError) => void;
}
