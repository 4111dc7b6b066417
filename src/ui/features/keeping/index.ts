export { ExpiringCardNotice } from './ExpiringCardNotice';
export { ProcessingPaymentNotice } from './ProcessingPaymentNotice';
export { KeepingCards } from './KeepingCards';

export const loadCancelSubscriptionPage = () =>
  import(
    /* webpackChunkName: "page-cancel-subscription" */ './cancel-subscription/CancelSubscriptionPage'
  );
export const loadPastDueBanner = () =>
  import(/* webpackChunkName: "past-due-banner" */ './PastDueBanner');
