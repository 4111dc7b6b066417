import {
  isSubscriptionStatus,
  type PaymentIssue,
  type PaymentOption,
  type Subscription,
  type User,
} from '../../domain/subscription';
import {
  amount,
  boolean,
  day,
  invalidResponse,
  nonEmptyString,
  nullable,
  record,
  string,
  type Reader,
} from './json-shape';

const last4: Reader<string> = (value, at) => {
  const digits = string(value, at);
  if (!/^\d{4}$/u.test(digits)) throw invalidResponse(`${at} must be four digits.`);
  return digits;
};

/** A card's expiry month (1-12) or year; anything else is read as unknown (null). */
const expiry =
  (low: number, high: number): Reader<number | null> =>
  (value) =>
    Number.isInteger(value) && (value as number) >= low && (value as number) <= high
      ? (value as number)
      : null;

const parsePaymentOption: Reader<PaymentOption> = (value, at) => {
  const option = record(value, at);
  const expMonth = expiry(1, 12)(option.expMonth, `${at}.expMonth`);
  const expYear = expiry(1000, 9999)(option.expYear, `${at}.expYear`);
  return {
    type: nonEmptyString(option.type, `${at}.type`),
    last4: nullable(last4)(option.last4, `${at}.last4`),
    // DESIGN.md's extension: only where the API sends both.
    ...(expMonth !== null && expYear !== null ? { expMonth, expYear } : {}),
  };
};

const parsePaymentIssue: Reader<PaymentIssue> = (value, at) => {
  const issue = record(value, at);
  const { kind } = issue;
  if (kind !== 'failed' && kind !== 'authentication_required' && kind !== 'processing') {
    throw invalidResponse(`${at}.kind must be failed, authentication_required or processing.`);
  }
  return { kind, clientSecret: nullable(nonEmptyString)(issue.clientSecret, `${at}.clientSecret`) };
};

/** DESIGN.md's extension of the subscription: absent from an API that predates it. */
function keepingFields(subscription: Record<string, unknown>, at: string): Partial<Subscription> {
  const { status } = subscription;
  if (status === undefined || status === null) return {};
  if (!isSubscriptionStatus(status)) throw invalidResponse(`${at}.status is not a status.`);
  return {
    status,
    pausedUntil: nullable(day)(subscription.pausedUntil, `${at}.pausedUntil`),
    paymentIssue: nullable(parsePaymentIssue)(subscription.paymentIssue, `${at}.paymentIssue`),
  };
}

export const parseSubscription: Reader<Subscription> = (value, at) => {
  const subscription = record(value, at);
  return {
    type: nonEmptyString(subscription.type, `${at}.type`),
    autoRenew: boolean(subscription.autoRenew, `${at}.autoRenew`),
    subscribedAt: nullable(day)(subscription.subscribedAt, `${at}.subscribedAt`),
    renewsAt: nullable(day)(subscription.renewsAt, `${at}.renewsAt`),
    originalPrice: amount(subscription.originalPrice, `${at}.originalPrice`),
    productPrice: amount(subscription.productPrice, `${at}.productPrice`),
    productCurrency: nonEmptyString(subscription.productCurrency, `${at}.productCurrency`),
    productName: string(subscription.productName, `${at}.productName`),
    productReccurence: string(subscription.productReccurence, `${at}.productReccurence`),
    paymentOption: nullable(parsePaymentOption)(subscription.paymentOption, `${at}.paymentOption`),
    ...keepingFields(subscription, at),
    ...giftEnd(subscription, at),
  };
};

/** The end of a gift membership (DESIGN.md, "Gifts"): only where the API sends one. */
function giftEnd(subscription: Record<string, unknown>, at: string): Partial<Subscription> {
  const endsAt = nullable(day)(subscription.endsAt, `${at}.endsAt`);
  return endsAt === null ? {} : { endsAt };
}

/** The answer of GET users/me, checked field by field; anything malformed is 'api/invalid-response'. */
export function parseUser(value: unknown): User {
  const user = record(value, 'user');
  return {
    firstName: string(user.firstName, 'user.firstName'),
    lastName: string(user.lastName, 'user.lastName'),
    email: string(user.email, 'user.email'),
    profilePictureURL: nullable(string)(user.profilePictureURL, 'user.profilePictureURL'),
    subscribed: boolean(user.subscribed, 'user.subscribed'),
    subscription: nullable(parseSubscription)(user.subscription, 'user.subscription'),
  };
}
