import { addPeriod, billingPeriodOf, type BillingPeriod } from './billing-period';
import type { CancelReason } from './cancel-reasons';
import { addDays, parseDay, toIsoDate, type IsoDate } from './dates';
import { toMinorUnits, type Money } from './money';
import { awaitsBankCheck, statusOf, STRIPE, type Subscription } from './subscription';

/**
 * The later life of a subscription (DESIGN.md, keeping members): what each status allows and says,
 * the grace period of a failed renewal, the card that expires before the next charge, the effect
 * of a change of plan and the one retention offer a cancel reason may get.
 */

/** A failed renewal keeps access this many days after the day it failed. */
export const GRACE_DAYS = 7;
/** A card that expires before the next charge is announced this many days before it expires. */
export const EXPIRING_CARD_NOTICE_DAYS = 30;
/** A pause lasts one, two or three months. */
export const PAUSE_MONTHS = [1, 2, 3] as const;
export type PauseMonths = (typeof PAUSE_MONTHS)[number];
/** The discount offered to a member who finds the monthly plan too expensive. */
export const RETENTION_DISCOUNT = { percentOff: 30, payments: 3 } as const;

export function isPauseMonths(value: unknown): value is PauseMonths {
  return (PAUSE_MONTHS as readonly unknown[]).includes(value);
}

/** The day a past-due member's access ends unless the renewal is paid: 7 days after it failed. */
export function graceEndsOn(subscription: Subscription): IsoDate | null {
  if (statusOf(subscription) !== 'past_due') return null;
  const failedOn = dayOf(subscription.renewsAt);
  return failedOn ? addDays(failedOn, GRACE_DAYS) : null;
}

/** What a member page says about a payment that failed; null when nothing failed. */
export interface PaymentProblem {
  kind: 'failed' | 'authentication_required';
  amount: Money;
  /** The day of the renewal that failed. */
  failedOn: IsoDate | null;
  /** The last day of access unless it is paid. */
  accessUntil: IsoDate | null;
  /** The renewal's payment intent, for the bank's check. */
  clientSecret: string | null;
}

export function paymentProblemOf(
  subscription: Subscription | null | undefined,
): PaymentProblem | null {
  if (!subscription || statusOf(subscription) !== 'past_due') return null;
  const issue = subscription.paymentIssue ?? null;
  const kind = awaitsBankCheck(subscription) ? 'authentication_required' : 'failed';
  return {
    kind,
    amount: moneyOf(subscription.productPrice, subscription.productCurrency),
    failedOn: dayOf(subscription.renewsAt),
    accessUntil: graceEndsOn(subscription),
    clientSecret: kind === 'authentication_required' ? (issue?.clientSecret ?? null) : null,
  };
}

/**
 * A bank debit (SEPA) the bank has not settled yet (DESIGN.md, "Europe's ways to pay"): said on
 * the profile, with nothing to pay again; a debit that fails later makes the member past due.
 */
export interface PaymentProcessing {
  amount: Money;
}

export function paymentProcessingOf(
  subscription: Subscription | null | undefined,
): PaymentProcessing | null {
  if (!subscription || subscription.type !== STRIPE) return null;
  if (subscription.paymentIssue?.kind !== 'processing') return null;
  if (statusOf(subscription) === 'past_due') return null;
  return { amount: moneyOf(subscription.productPrice, subscription.productCurrency) };
}

/** The card expires before the next charge: said from 30 days before its last valid day. */
export interface ExpiringCard {
  last4: string | null;
  /** The card's last valid day: the end of its expiry month. */
  expiresOn: IsoDate;
  nextChargeOn: IsoDate;
}

export function expiringCardOf(
  subscription: Subscription | null | undefined,
  today: IsoDate,
): ExpiringCard | null {
  if (!subscription || subscription.type !== STRIPE) return null;
  const status = statusOf(subscription);
  if (status !== 'active' && status !== 'trialing') return null;
  const option = subscription.paymentOption;
  const expiresOn = cardExpiryDay(option?.expMonth, option?.expYear);
  const nextChargeOn = dayOf(subscription.autoRenew ? subscription.renewsAt : null);
  if (!expiresOn || !nextChargeOn || expiresOn >= nextChargeOn) return null;
  if (today < addDays(expiresOn, -EXPIRING_CARD_NOTICE_DAYS)) return null;
  return { last4: option?.last4 ?? null, expiresOn, nextChargeOn };
}

/** The last day of a card's expiry month; null for a month or year that is not one. */
export function cardExpiryDay(
  month: number | null | undefined,
  year: number | null | undefined,
): IsoDate | null {
  if (!Number.isInteger(month) || !Number.isInteger(year)) return null;
  const m = month as number;
  const y = year as number;
  if (m < 1 || m > 12 || y < 1000 || y > 9999) return null;
  const date = new Date(0);
  date.setUTCFullYear(y, m, 0);
  return toIsoDate(date);
}

/** A change of plan takes effect now, or at the end of the paid period for the cheaper plan. */
export type PlanChangeEffect = 'now' | 'periodEnd';

export interface PlanTerms {
  price: number;
  period: BillingPeriod;
}

/** The cheaper plan (charged less each time) waits for the period's end; any other plan starts now. */
export function planChangeEffect(current: PlanTerms, target: PlanTerms): PlanChangeEffect {
  return toMinorUnits(target.price) < toMinorUnits(current.price) ? 'periodEnd' : 'now';
}

/** What a change of plan costs, as the API previews it (POST …/plan-change/preview). */
export interface PlanChangePreview {
  dueToday: number;
  credit: number;
  nextCharge: { amount: number; date: IsoDate };
  effective: PlanChangeEffect;
}

/**
 * The preview of a switch from the subscription's plan to the target's, as a back end prorates it:
 * a switch now credits the unused days of the period paid for and charges the new plan today, the
 * next charge a period later; a switch at the period's end charges nothing today.
 */
export function previewPlanChange(
  subscription: Subscription,
  target: PlanTerms,
  today: IsoDate,
): PlanChangePreview | null {
  const period = billingPeriodOf(subscription.productReccurence);
  const renewsOn = dayOf(subscription.renewsAt);
  if (!period || !renewsOn || period === target.period) return null;
  const effective = planChangeEffect({ price: subscription.productPrice, period }, target);
  if (effective === 'periodEnd') {
    return {
      dueToday: 0,
      credit: 0,
      nextCharge: { amount: target.price, date: renewsOn },
      effective,
    };
  }
  const startedOn = previousPeriodStart(renewsOn, period);
  const credit = unusedShare(subscription.productPrice, startedOn, renewsOn, today);
  const dueToday = Math.max(0, toMinorUnits(target.price) - toMinorUnits(credit)) / 100;
  return {
    dueToday,
    credit,
    nextCharge: { amount: target.price, date: addPeriod(today, target.period) },
    effective,
  };
}

function previousPeriodStart(renewsOn: IsoDate, period: BillingPeriod): IsoDate {
  const date = parseDay(renewsOn) as Date;
  const months = period === 'year' ? 12 : 1;
  const start = new Date(0);
  start.setUTCFullYear(date.getUTCFullYear(), date.getUTCMonth() - months, 1);
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(start.getUTCFullYear(), start.getUTCMonth() + 1, 0);
  start.setUTCDate(Math.min(date.getUTCDate(), lastDay.getUTCDate()));
  return toIsoDate(start);
}

/** The price of the days left in a period, rounded to the cent. */
function unusedShare(price: number, from: IsoDate, to: IsoDate, today: IsoDate): number {
  const total = daysBetween(from, to);
  const left = Math.min(total, Math.max(0, daysBetween(today, to)));
  if (total <= 0) return 0;
  return Math.round((toMinorUnits(price) * left) / total) / 100;
}

function daysBetween(from: IsoDate, to: IsoDate): number {
  const start = parseDay(from) as Date;
  const end = parseDay(to) as Date;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/** The one offer a cancel reason may get; support is a pointer to help, not an offer of the API. */
export type RetentionOfferKind = 'discount' | 'switch' | 'pause' | 'support';

/**
 * Too expensive: a yearly member may move to the monthly plan, a monthly one gets a discount on
 * the next three payments; not using it: a pause; technical issues: support; anything else:
 * nothing. Only a member in good standing is offered anything.
 */
export function retentionOfferKind(
  reason: CancelReason,
  subscription: Subscription | null | undefined,
): RetentionOfferKind | null {
  if (!subscription || subscription.type !== STRIPE) return null;
  const status = statusOf(subscription);
  if (reason === 'technical-issues') return 'support';
  if (status !== 'active') return null;
  if (reason === 'not-using') return 'pause';
  if (reason === 'too-expensive') {
    return billingPeriodOf(subscription.productReccurence) === 'year' ? 'switch' : 'discount';
  }
  return null;
}

/** The last day of a pause of `months` from `from`. */
export function pauseEndsOn(from: IsoDate, months: PauseMonths): IsoDate {
  let day = from;
  for (let month = 0; month < months; month += 1) day = addPeriod(day, 'month');
  return day;
}

function dayOf(value: string | null | undefined): IsoDate | null {
  const date = parseDay(value);
  return date ? toIsoDate(date) : null;
}

function moneyOf(amount: number, currency: string): Money {
  return { amount: toMinorUnits(amount), currency: currency.trim().toLowerCase() };
}

/** One charge of a member's billing history (GET /users/me/invoices). */
export interface Invoice {
  id: string;
  date: IsoDate;
  amount: number;
  currency: string;
  status: InvoiceStatus;
  /** Where the receipt is; null while there is none (a failed charge). */
  receiptUrl: string | null;
}

export const INVOICE_STATUSES = ['paid', 'open', 'failed', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return (INVOICE_STATUSES as readonly unknown[]).includes(value);
}

/** The newest first, as the API lists them; the latest three shown before "Show all". */
export const INVOICES_SHOWN_FIRST = 3;

/** How a retried renewal ended (POST …/payment-retry). */
export interface PaymentRetry {
  status: 'succeeded' | 'requires_action';
  /** The renewal's payment intent, when the bank must check it. */
  clientSecret: string | null;
}

/** The one offer the API may make for a cancel reason (GET …/offers?reason=). */
export type RetentionOffer =
  | {
      id: string;
      kind: 'discount';
      percentOff: number;
      payments: number;
      price: number;
      currency: string;
    }
  | { id: string; kind: 'switch'; productId: string; price: number; currency: string }
  | { id: string; kind: 'pause'; months: readonly PauseMonths[] };

/** The plan a member may switch to: the other period, in the same country's currency. */
export function planChangeTarget(subscription: Subscription): string | null {
  const period = billingPeriodOf(subscription.productReccurence);
  if (!period) return null;
  const base = period === 'year' ? 'monthly' : 'yearly';
  return subscription.productCurrency.trim().toLowerCase() === 'gbp' ? `${base}_gb` : base;
}
