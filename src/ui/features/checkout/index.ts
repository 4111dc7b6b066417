export { Checkout } from './Checkout';
export { OrderInfoPanel } from './OrderInfoPanel';
export { OrderSummary } from './OrderSummary';
export const loadOrderSummary = () =>
  import(/* webpackChunkName: "order-summary" */ './OrderSummary');
export { PlanCards } from './PlanCards';
export { PlanChooser } from './PlanChooser';
export { PromoCodeInput } from './PromoCodeInput';
export { checkoutRequested, checkoutSlice, productChosen } from './checkout-slice';
export { startCheckoutListening } from './listening';
export { listenToPaymentChecks, paymentConfirming, settleOrder } from './payment-confirming';
export {
  selectArePlanCardsLocked,
  selectIsCheckoutOpen,
  selectIsPaymentFormReady,
  selectIsPromoChecking,
} from './selectors';
export { useCheckoutOrder } from './use-billing-schedule';
export { MemberTermsContext, type MemberTerms } from './member-terms';
export { useCheckoutArrival } from './use-checkout-arrival';
export { useExpressCheckout } from './use-express-checkout';
export { useForgetAddressedPromo, useOrderFromQuery } from './use-order-query';

export const loadPaymentSuccessfulPage = () =>
  import(
    /* webpackChunkName: "page-payment-successful" */ './payment-successful/PaymentSuccessfulPage'
  );
