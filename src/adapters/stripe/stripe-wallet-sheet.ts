import type {
  AvailablePaymentMethods,
  ClickResolveDetails,
  ExpressCheckoutPaymentMethodsOption,
} from '@stripe/stripe-js';
import type { ExpressCheckout, Wallet } from '../../application/ports/payments';
import { laterChargesFrom, type BillingSchedule } from '../../domain/billing-schedule';
import { parseDay, type IsoDate } from '../../domain/dates';

// Stripe.js does not export Apple Pay's own types from its entry point.
type ApplePayRecurringPaymentRequest = NonNullable<
  NonNullable<ClickResolveDetails['applePay']>['recurringPaymentRequest']
>;
type ApplePayRegularBilling = ApplePayRecurringPaymentRequest['regularBilling'];

/** The wallets the portal offers; Stripe shows each only where the browser has it. */
export const EXPRESS_PAYMENT_METHODS: ExpressCheckoutPaymentMethodsOption = {
  applePay: 'auto',
  googlePay: 'auto',
  link: 'auto',
  amazonPay: 'never',
  paypal: 'never',
  klarna: 'never',
};

/** The port's wallets among what the Express Checkout Element said it can show. */
export function walletsOf(available: AvailablePaymentMethods | undefined): Wallet[] {
  if (!available) return [];
  return (['applePay', 'googlePay', 'link'] as const).filter((wallet) => available[wallet]);
}

/**
 * What the wallet's sheet shows when a button is clicked: the amount due today as the one line
 * item, and for Apple Pay the recurring request built from the same schedule as the page. A promo
 * that lowers the first charge is Apple Pay's "trial billing" (an introductory charge for one
 * period); the regular billing is always the regular price.
 */
export function clickDetails(express: ExpressCheckout<unknown>): ClickResolveDetails {
  const { schedule, words } = express;
  if (!schedule) return {};
  return {
    lineItems: [{ name: words.label, amount: schedule.dueToday.amount }],
    applePay: { recurringPaymentRequest: recurringRequest(express, schedule) },
  };
}

function recurringRequest(
  { words, managementUrl }: ExpressCheckout<unknown>,
  schedule: BillingSchedule,
): ApplePayRecurringPaymentRequest {
  const { firstCharge, laterCharges, trial, firstChargeDiscounted } = schedule;
  const every = {
    recurringPaymentIntervalUnit: laterCharges.period,
    recurringPaymentIntervalCount: 1,
  };
  const regularBilling: ApplePayRegularBilling = {
    label: words.laterCharges,
    amount: laterCharges.price.amount,
    recurringPaymentStartDate: dateOf(
      firstChargeDiscounted ? laterChargesFrom(schedule) : firstCharge.date,
    ),
    ...every,
  };
  const request = { paymentDescription: words.description, managementURL: managementUrl };
  if (firstChargeDiscounted) {
    const trialBilling: ApplePayRegularBilling = {
      label: words.firstCharge,
      amount: firstCharge.price.amount,
      recurringPaymentStartDate: dateOf(firstCharge.date),
      recurringPaymentEndDate: dateOf(laterChargesFrom(schedule)),
      ...every,
    };
    return { ...request, regularBilling, trialBilling };
  }
  if (!trial) return { ...request, regularBilling };
  const trialBilling: ApplePayRegularBilling = {
    label: words.trial ?? '',
    amount: 0,
    recurringPaymentStartDate: dateOf(schedule.today),
    recurringPaymentEndDate: dateOf(trial.endsOn),
  };
  return { ...request, regularBilling, trialBilling };
}

function dateOf(day: IsoDate): Date {
  // Every day of a schedule is a valid day; the fallback only keeps the type honest.
  return parseDay(day) ?? new Date(0);
}
