import { parseDay, toIsoDate } from '../../domain/dates';
import { formatGiftCode } from '../../domain/gift-code';
import { isRedemptionEffect, type RedemptionPreview } from '../../domain/gift-redemption';
import {
  isGiftMonths,
  isGiftStatus,
  type Gift,
  type GiftMonths,
  type GiftProduct,
} from '../../domain/gifts';
import type { Currency } from '../../domain/money';
import type { GiftPurchase } from '../../application/ports/gift-shop';
import {
  amount,
  day,
  invalidResponse,
  nonEmptyString,
  nullable,
  record,
  string,
  type Reader,
} from './json-shape';
import { includedTax } from './parse-tax';

/** The readers of the gift calls (DESIGN.md, "Gifts"). */

const CURRENCIES: readonly string[] = ['usd', 'gbp', 'eur'] satisfies readonly Currency[];

const plainDay: Reader<string> = (value, at) => toIsoDate(parseDay(day(value, at)) as Date);

const months: Reader<GiftMonths> = (value, at) => {
  if (!isGiftMonths(value)) throw invalidResponse(`${at} must be 3 or 12.`);
  return value;
};

const currency: Reader<Currency> = (value, at) => {
  const code = nonEmptyString(value, at).toLowerCase();
  if (!CURRENCIES.includes(code)) throw invalidResponse(`${at} is not a currency sold here.`);
  return code as Currency;
};

const product: Reader<GiftProduct> = (value, at) => {
  const answer = record(value, at);
  return {
    id: nonEmptyString(answer.id, `${at}.id`),
    months: months(answer.months, `${at}.months`),
    price: amount(answer.price, `${at}.price`),
    currency: currency(answer.currency, `${at}.currency`),
    tax: nullable(includedTax)(answer.tax, `${at}.tax`),
  };
};

/** The answer of GET /gifts/products. */
export function parseGiftProducts(value: unknown): GiftProduct[] {
  if (!Array.isArray(value)) throw invalidResponse('products must be a list.');
  return value.map((item, index) => product(item, `products[${index}]`));
}

/** The answer of POST /gifts: a gift pays with one PaymentIntent (`pi_`), never a setup. */
export function parseGiftPurchase(value: unknown): GiftPurchase {
  const answer = record(value, 'answer');
  const clientSecret = nonEmptyString(answer.clientSecret, 'answer.clientSecret');
  if (!clientSecret.startsWith('pi_')) {
    throw invalidResponse('answer.clientSecret must be a payment intent’s.');
  }
  return { giftId: nonEmptyString(answer.giftId, 'answer.giftId'), clientSecret };
}

/** A code as the API writes it; never quoted in an error, which may reach a log. */
const code: Reader<string> = (value, at) => {
  const formatted = formatGiftCode(string(value, at));
  if (formatted === null) throw invalidResponse(`${at} is not a gift code.`);
  return formatted;
};

/** The answer of GET /gifts/{giftId}. */
export function parseGift(value: unknown): Gift {
  const answer = record(value, 'gift');
  const { status } = answer;
  if (!isGiftStatus(status)) throw invalidResponse('gift.status is not a gift status.');
  return {
    id: nonEmptyString(answer.id, 'gift.id'),
    status,
    code: nullable(code)(answer.code, 'gift.code'),
    productId: nonEmptyString(answer.productId, 'gift.productId'),
    months: months(answer.months, 'gift.months'),
    amount: amount(answer.amount, 'gift.amount'),
    currency: nonEmptyString(answer.currency, 'gift.currency').toLowerCase(),
    sendOn: plainDay(answer.sendOn, 'gift.sendOn'),
    recipientName: nullable(string)(answer.recipientName, 'gift.recipientName'),
    recipientEmail: nullable(string)(answer.recipientEmail, 'gift.recipientEmail'),
    message: nullable(string)(answer.message, 'gift.message'),
  };
}

/** The answer of GET /gifts/redeem/{code}. */
export function parseRedemptionPreview(value: unknown): RedemptionPreview {
  const answer = record(value, 'preview');
  const { effect } = answer;
  if (!isRedemptionEffect(effect)) throw invalidResponse('preview.effect is not an effect.');
  return {
    months: months(answer.months, 'preview.months'),
    effect,
    nextChargeAt: nullable(plainDay)(answer.nextChargeAt, 'preview.nextChargeAt'),
    startsOn: nullable(plainDay)(answer.startsOn, 'preview.startsOn'),
    endsAt: nullable(plainDay)(answer.endsAt, 'preview.endsAt'),
  };
}
