import { addMonths } from './billing-period';
import { parseDay, type IsoDate } from './dates';
import { isEmail } from './email';
import type { Currency } from './money';
import { isRecord } from './shapes';
import { FIELD_ERRORS, type FieldErrors } from './validation';
import { currencyOfCountry, type IncludedTax } from './vat';

/**
 * Give Mindful (DESIGN.md, "Gifts"): three or twelve months of membership bought as a gift, one
 * payment in the visitor's currency, no renewal, no trial; sent to a recipient on a chosen day, or
 * handed over by the buyer.
 */

export const GIFT_MONTHS = [3, 12] as const;
export type GiftMonths = (typeof GIFT_MONTHS)[number];

export function isGiftMonths(value: unknown): value is GiftMonths {
  return (GIFT_MONTHS as readonly unknown[]).includes(value);
}

/** A gift as sold: its months for one payment of `price`, tax included where the law asks. */
export interface GiftProduct {
  id: string;
  months: GiftMonths;
  price: number;
  currency: Currency;
  /** The VAT the price includes, in the UK and the EU; null where none is named (the US). */
  tax: IncludedTax | null;
}

/** Every gift sold: dollars by default, pounds in the UK, euros in the EU. */
const GIFT_PRODUCTS: readonly Omit<GiftProduct, 'tax'>[] = [
  { id: 'gift_3m', months: 3, price: 14.99, currency: 'usd' },
  { id: 'gift_12m', months: 12, price: 49.99, currency: 'usd' },
  { id: 'gift_3m_gb', months: 3, price: 12.99, currency: 'gbp' },
  { id: 'gift_12m_gb', months: 12, price: 44.99, currency: 'gbp' },
  { id: 'gift_3m_eu', months: 3, price: 14.99, currency: 'eur' },
  { id: 'gift_12m_eu', months: 12, price: 49.99, currency: 'eur' },
];

/** The gifts a visitor from this country buys, three months first, with no tax named yet. */
export function giftProductsFor(country: string | null | undefined): GiftProduct[] {
  const currency = currencyOfCountry(country);
  return GIFT_PRODUCTS.filter((product) => product.currency === currency).map((product) => ({
    ...product,
    tax: null,
  }));
}

/** A gift product by its id, in whatever currency it is sold; null for one not sold. */
export function findGiftProduct(productId: string): GiftProduct | null {
  const product = GIFT_PRODUCTS.find((candidate) => candidate.id === productId);
  return product ? { ...product, tax: null } : null;
}

/** The person a gift is sent to; none when the buyer hands the code over themselves. */
export interface GiftRecipient {
  name: string;
  email: string;
}

/** What a buyer orders (POST /gifts). */
export interface GiftOrder {
  productId: string;
  /** Null: "I'll give it myself", and no e-mail goes out. */
  recipient: GiftRecipient | null;
  message: string | null;
  /** The day the recipient's e-mail goes out: from today up to a year ahead. */
  sendOn: IsoDate;
}

/** The longest value each field of a gift order takes, in characters. */
export const GIFT_ORDER_BOUNDS = { recipientName: 50, recipientEmail: 254, message: 300 } as const;

export type GiftOrderField =
  'productId' | 'recipientName' | 'recipientEmail' | 'message' | 'sendOn';

/** The last day a gift may be sent on: a year from today. */
export function latestGiftSendDay(today: IsoDate): IsoDate {
  return addMonths(today, 12);
}

/** The order as it is sent: names, address and message trimmed, an empty message none. */
export function normaliseGiftOrder(order: GiftOrder): GiftOrder {
  const message = order.message?.trim() ?? '';
  return {
    productId: order.productId.trim(),
    recipient: order.recipient
      ? { name: order.recipient.name.trim(), email: order.recipient.email.trim() }
      : null,
    message: message === '' ? null : message,
    sendOn: order.sendOn.trim(),
  };
}

/** What is wrong with each field of an order placed `today`; nothing when it may be sent. */
export function validateGiftOrder(order: GiftOrder, today: IsoDate): FieldErrors<GiftOrderField> {
  const { productId, recipient, message, sendOn } = normaliseGiftOrder(order);
  const errors: FieldErrors<GiftOrderField> = {};
  if (!findGiftProduct(productId)) errors.productId = FIELD_ERRORS.required;
  if (recipient) {
    if (recipient.name === '') errors.recipientName = FIELD_ERRORS.required;
    else if (recipient.name.length > GIFT_ORDER_BOUNDS.recipientName) {
      errors.recipientName = FIELD_ERRORS.tooLong;
    }
    if (recipient.email === '') errors.recipientEmail = FIELD_ERRORS.required;
    else if (recipient.email.length > GIFT_ORDER_BOUNDS.recipientEmail) {
      errors.recipientEmail = FIELD_ERRORS.tooLong;
    } else if (!isEmail(recipient.email)) errors.recipientEmail = FIELD_ERRORS.invalidEmail;
  }
  if ((message?.length ?? 0) > GIFT_ORDER_BOUNDS.message) errors.message = FIELD_ERRORS.tooLong;
  // A day outside the range is as good as none: the field asks for one within it.
  if (!isPlainDay(sendOn) || sendOn < today || sendOn > latestGiftSendDay(today)) {
    errors.sendOn = FIELD_ERRORS.required;
  }
  return errors;
}

function isPlainDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/u.test(value) && parseDay(value) !== null;
}

const optionalText = (value: unknown): string | null | undefined =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : undefined;

/**
 * A gift order as the API receives it (`{productId, recipientName?, recipientEmail?, message?,
 * sendOn}`); null when it is not shaped as one. Whether its values are allowed is
 * validateGiftOrder's to say.
 */
export function parseGiftOrderRequest(raw: unknown): GiftOrder | null {
  if (!isRecord(raw) || typeof raw.productId !== 'string' || typeof raw.sendOn !== 'string') {
    return null;
  }
  const name = optionalText(raw.recipientName);
  const email = optionalText(raw.recipientEmail);
  const message = optionalText(raw.message);
  if (name === undefined || email === undefined || message === undefined) return null;
  // Both or neither: a name without an address (or the reverse) is a form half filled.
  const recipient =
    name !== null || email !== null ? { name: name ?? '', email: email ?? '' } : null;
  return { productId: raw.productId, recipient, message, sendOn: raw.sendOn };
}

/** The body of POST /gifts for an order. */
export function giftOrderRequestOf(order: GiftOrder): Record<string, string> {
  const { productId, recipient, message, sendOn } = normaliseGiftOrder(order);
  return {
    productId,
    ...(recipient ? { recipientName: recipient.name, recipientEmail: recipient.email } : {}),
    ...(message === null ? {} : { message }),
    sendOn,
  };
}

/**
 * Where a gift stands (GET /gifts/{giftId}): `pending` until the provider says it is paid, `paid`
 * with its code, `sent` once the recipient's e-mail went out, `redeemed` once used.
 */
export const GIFT_STATUSES = ['pending', 'paid', 'sent', 'redeemed'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export function isGiftStatus(value: unknown): value is GiftStatus {
  return (GIFT_STATUSES as readonly unknown[]).includes(value);
}

/** A gift as its buyer reads it back. */
export interface Gift {
  id: string;
  status: GiftStatus;
  /** Shown as `MNDF-YEAR-2026-0001`; null until the gift is paid. */
  code: string | null;
  productId: string;
  months: GiftMonths;
  /** What the buyer paid, tax included. */
  amount: number;
  currency: string;
  sendOn: IsoDate;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
}

/** A gift's code is given to the buyer only once the gift is paid. */
export function isGiftPaid(gift: Pick<Gift, 'status' | 'code'>): boolean {
  return gift.status !== 'pending' && gift.code !== null;
}
