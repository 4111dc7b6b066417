import { useEffect } from 'react';
import { useServices } from '../app/services';

/** Loads the payment form's chunk once `ahead` holds (the person began signing up). */
export function usePreloadPaymentForm(ahead: boolean) {
  const { preloadPaymentForm } = useServices();
  useEffect(() => {
    if (ahead) preloadPaymentForm();
  }, [ahead, preloadPaymentForm]);
}
