import type { PaymentOption, Subscription, User } from '../../domain/subscription';
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

const parsePaymentOption: Reader<PaymentOption> = (value, at) => {
  const option = record(value, at);
  return {
    type: nonEmptyString(option.type, `${at}.type`),
    last4: nullable(last4)(option.last4, `${at}.last4`),
  };
};

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
  };
};

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
