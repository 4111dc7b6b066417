import { createContext, useContext, useEffect } from 'react';
import { useServices } from './services';

/**
 * Fetches the chunks of a member's first pages (the profile and a member's arrival). The app's
 * router knows those chunks and provides this; a page of a feature asks for it without importing
 * the router, whose routes import that feature.
 */
const MemberPagesPreload = createContext<() => void>(() => {});

export const MemberPagesPreloadProvider = MemberPagesPreload.Provider;

/**
 * Once `ahead` holds (the person began signing up), fetches what "Create account" leads to: the
 * profile page, a member's arrival and the payment form.
 */
export function usePreloadCheckout(ahead: boolean) {
  const { preloadPaymentForm } = useServices();
  const preloadMemberPages = useContext(MemberPagesPreload);
  useEffect(() => {
    if (!ahead) return;
    preloadMemberPages();
    preloadPaymentForm();
  }, [ahead, preloadMemberPages, preloadPaymentForm]);
}
