import { Alert } from '../../kit/Alert';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { useAppSelector } from '../../shared/store/hooks';

/**
 * Why checkout did not open: no product, a failed call, or a payment the provider turned down on
 * its return (those carry a payments/ code and read as a payment failure).
 */
export function CheckoutError() {
  const checkout = useAppSelector((state) => state.checkout.checkout);
  const error = checkout.status === 'closed' ? checkout.error : null;
  const flow = error?.code.startsWith('payments/') ? 'payment' : 'checkout';
  const text = useErrorText(flow, error);
  return text ? <Alert tone="error">{text}</Alert> : null;
}
