export { CurrentSubscriptionCard } from './CurrentSubscriptionCard';
export { ResumeSubscriptionButton } from './ResumeSubscriptionButton';
export { memberArrivalAnswered, memberArrived } from './arrival-actions';
export { startMemberArrivalListening } from './arrival-listening';
export { cancelSubscription } from './member-thunks';

export const loadChangePaymentMethodPage = () =>
  import(
    /* webpackChunkName: "page-change-payment-method" */ './change-payment-method/ChangePaymentMethodPage'
  );
export const loadGetAppPage = () =>
  import(/* webpackChunkName: "page-get-app" */ './get-app/GetAppPage');
export const loadMemberArrival = () =>
  import(/* webpackChunkName: "member-arrival" */ './member-arrival');
export const loadMembershipPage = () =>
  import(/* webpackChunkName: "page-membership" */ './membership-page/MembershipPage');
export { ConfirmWithBank, UpdateCardLink } from './RenewalActions';
