import { useEffect } from 'react';
import { memberArrival, profilePage } from './member-chunks';
import { useServices } from '../shared/services';

/**
 * Once `ahead` holds (the person began signing up), fetches what "Create account" leads to: the
 * profile page, a member's arrival and the payment form.
 */
export function usePreloadCheckout(ahead: boolean) {
  const { preloadPaymentForm } = useServices();
  useEffect(() => {
    if (!ahead) return;
    profilePage.preload();
    memberArrival.preload();
    preloadPaymentForm();
  }, [ahead, preloadPaymentForm]);
}
