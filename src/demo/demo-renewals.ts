import { addPeriod, billingPeriodOf, type BillingPeriod } from '../domain/billing-period';
import type { IsoDate } from '../domain/dates';
import { AppError } from '../domain/errors';
import { statusRules } from '../domain/status-rules';
import { statusOf, type Subscription } from '../domain/subscription';
import { withDiscountCountdown } from './demo-keeping';
import type { DeepReadonly, DemoInvoice, DemoProfile, DemoState } from './demo-state';
import { withCurrentTerm } from './demo-subscriptions';

/**
 * Renewals of a card subscription in the demo world (DESIGN.md, keeping members): the billing
 * history, a renewal that fails and is paid again, the bank's check of one, an expiring card.
 */

const conflict = (message: string) => new AppError('api/conflict', message);

/** The demo cards a renewal is declined on: Robin's Visa 0341, and Stripe's declined test card. */
export const DECLINED_RENEWAL_CARDS: readonly string[] = ['0341', '0002'];

export function receiptUrlOf(id: string): string {
  return `https://pay.stripe.com/receipts/demo/${id}`;
}

export function invoiceOf(
  uid: string,
  id: string,
  date: IsoDate,
  subscription: Pick<Subscription, 'productPrice' | 'productCurrency'>,
  status: DemoInvoice['status'] = 'paid',
  amount = subscription.productPrice,
): DemoInvoice {
  return {
    uid,
    id,
    date,
    amount,
    currency: subscription.productCurrency,
    status,
    receiptUrl: status === 'paid' || status === 'refunded' ? receiptUrlOf(id) : null,
  };
}

/** A paid charge for each period from the first charge until before `until` (the seed's history). */
export function paidHistory(
  uid: string,
  subscription: Subscription,
  firstCharge: IsoDate,
  until: IsoDate,
): DemoInvoice[] {
  const period = billingPeriodOf(subscription.productReccurence) ?? 'month';
  const invoices: DemoInvoice[] = [];
  for (let day = firstCharge; day < until; day = addPeriod(day, period)) {
    invoices.push(invoiceOf(uid, `in_${uid}_${day}`, day, subscription));
  }
  return invoices;
}

/** The failed renewal is paid: the member is active again, the next charge a period on. */
export function settleRenewal(draft: DemoState, profile: DemoProfile, today: IsoDate): void {
  const subscription = profile.subscription;
  if (!subscription) return;
  const failedOn = subscription.renewsAt ?? today;
  const period: BillingPeriod = billingPeriodOf(subscription.productReccurence) ?? 'month';
  const open = draft.invoices.find(
    (invoice) =>
      invoice.uid === profile.uid && (invoice.status === 'failed' || invoice.status === 'open'),
  );
  if (open) {
    open.status = 'paid';
    open.receiptUrl = receiptUrlOf(open.id);
  }
  profile.subscription = {
    ...subscription,
    status: 'active',
    paymentIssue: null,
    renewsAt: addPeriod(failedOn.slice(0, 10), period),
  };
}

/** Whether a past-due renewal of the world waits on the bank's check of this payment intent. */
export function awaitsBankCheck(state: DeepReadonly<DemoState>, clientSecret: string): boolean {
  return state.profiles.some((profile) => renewalIntentOf(profile) === clientSecret);
}

/**
 * The bank passed its check of a renewal: the renewal is paid with the card on file, and the
 * intent is done (the provider answers 'succeeded' for it). Answers the card's payment method.
 */
export function settleCheckedRenewal(
  draft: DemoState,
  clientSecret: string,
  today: IsoDate,
): string {
  const profile = draft.profiles.find((entry) => renewalIntentOf(entry) === clientSecret);
  if (!profile)
    throw new AppError('payments/failed', 'This payment is unknown or has already been completed.');
  const last4 = profile.subscription?.paymentOption?.last4;
  const card = draft.paymentMethods.find(
    (method) => method.uid === profile.uid && method.last4 === last4,
  );
  const paymentMethodId = card?.id ?? `pm_demo_card_${profile.uid}`;
  settleRenewal(draft, profile, today);
  draft.completedSecrets.push({ clientSecret, uid: profile.uid, paymentMethodId });
  return paymentMethodId;
}

function renewalIntentOf(profile: DeepReadonly<DemoProfile>): string | null {
  const subscription = profile.subscription;
  if (!subscription || statusOf(subscription) !== 'past_due') return null;
  const issue = subscription.paymentIssue;
  return issue?.kind === 'authentication_required' ? (issue.clientSecret ?? null) : null;
}

/** The demo tools' "Fail the next renewal": the renewal due today is declined. */
export function failRenewal(draft: DemoState, profile: DemoProfile, id: string, today: IsoDate) {
  const subscription = profile.subscription;
  if (!subscription || !statusRules(subscription).cancel) {
    throw conflict('Only a renewing card subscription can fail to renew.');
  }
  profile.subscription = {
    ...subscription,
    status: 'past_due',
    renewsAt: today,
    paymentIssue: { kind: 'failed', clientSecret: null },
    paymentOption: subscription.paymentOption && { ...subscription.paymentOption, last4: '0341' },
  };
  const charged = withDiscountCountdown(
    withCurrentTerm(subscription, today),
    profile.retentionDiscount,
  );
  draft.invoices.push(invoiceOf(profile.uid, `in_${id}`, today, charged, 'failed'));
}

/** The demo tools' "Expire a card": the card expires at the end of this month. */
export function expireCard(profile: DemoProfile, today: IsoDate): void {
  const subscription = profile.subscription;
  if (!subscription?.paymentOption) throw conflict('There is no card to expire.');
  const [year, month] = today.split('-').map(Number) as [number, number];
  subscription.paymentOption = { ...subscription.paymentOption, expMonth: month, expYear: year };
  // The next charge must come after the card's last day for the notice to be true.
  if ((subscription.renewsAt ?? '') <= `${today.slice(0, 8)}31`) {
    subscription.renewsAt = addPeriod(addPeriod(today, 'month'), 'month');
  }
}
