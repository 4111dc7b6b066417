import { findProduct, type Product } from './catalogue';
import type { CheckoutPreview } from './checkout-preview';
import { parseDay } from './dates';
import { normalisePromo } from './promo';
import { isRecord } from './shapes';
import type { IncludedTax } from './vat';

/** The order kept across the payment redirect. */
export interface StoredOrder {
  id: string;
  product: Product;
  promoCode: string | null;
  preview: CheckoutPreview | null;
  /** When the person pressed pay (ISO 8601), for the consent record; null in an older order. */
  placedAt: string | null;
  /** The identity provider's uid of the account that pays: another account's order is dropped. */
  uid: string;
  /**
   * The client secret the checkout was opened with: the one payment this order is settled by.
   * Never one taken from the address bar.
   */
  clientSecret: string;
  /**
   * The words of the withdrawal box an EU consumer ticked to get access at once, in the language
   * shown (DESIGN.md, "Europe"); absent where there was no such box.
   */
  withdrawalWaiver?: string;
}

/** No wording of a box is longer; a longer stored one is not ours. */
const MAX_WAIVER_LENGTH = 500;

/** A wording as stored or sent: a non-empty string of sensible length, else nothing. */
export function waiverOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_WAIVER_LENGTH
    ? value
    : null;
}

export const PAYMENT_SUCCESSFUL_PATH = '/payment-successful';

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
/** A three-letter ISO 4217 code, the only kind a currency formatter accepts. */
const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z]{3}$/iu.test(value);

const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';

const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && parseDay(value) !== null && !Number.isNaN(Date.parse(value));

function parsePreview(value: unknown): CheckoutPreview | null {
  if (!isRecord(value) || !isRecord(value.now) || !isRecord(value.next)) return null;
  const { currency, amount, trialDays } = value.now;
  const { amount: nextAmount, date } = value.next;
  if (!isCurrencyCode(currency) || !isFiniteNumber(amount) || !isFiniteNumber(trialDays)) {
    return null;
  }
  if (!isFiniteNumber(nextAmount) || typeof date !== 'string') return null;
  return {
    now: { currency, amount, trialDays },
    next: { amount: nextAmount, date },
    ...(value.tax === undefined ? {} : { tax: parseTax(value.tax) }),
  };
}

/** The VAT a stored preview names; anything else is none. */
function parseTax(value: unknown): IncludedTax | null {
  if (!isRecord(value) || value.inclusive !== true) return null;
  const { rate, amount } = value;
  return isFiniteNumber(rate) && isFiniteNumber(amount) ? { rate, amount, inclusive: true } : null;
}

/**
 * Reads an order back from storage. Anything malformed or naming a product we do not sell is null;
 * the product comes from the catalogue, never from the stored copy, so a tampered price is ignored.
 */
export function parseStoredOrder(raw: unknown): StoredOrder | null {
  if (!isRecord(raw) || !isFilled(raw.id) || !isRecord(raw.product)) return null;
  // An order that names no account or no payment (an older one, say) can never be settled.
  if (!isFilled(raw.uid) || !isFilled(raw.clientSecret)) return null;
  const product = typeof raw.product.id === 'string' ? findProduct(raw.product.id) : null;
  if (!product) return null;
  if (raw.promoCode != null && typeof raw.promoCode !== 'string') return null;
  const promoCode = normalisePromo(raw.promoCode);
  return {
    id: raw.id,
    product,
    promoCode,
    preview: promoCode ? parsePreview(raw.preview) : null,
    placedAt: isTimestamp(raw.placedAt) ? raw.placedAt : null,
    uid: raw.uid,
    clientSecret: raw.clientSecret,
    ...withWaiver(waiverOf(raw.withdrawalWaiver)),
  };
}

/** The waiver's key, only where there is one. */
export function withWaiver(waiver: string | null | undefined): { withdrawalWaiver?: string } {
  return waiver ? { withdrawalWaiver: waiver } : {};
}

/** The payment provider returns to the current path plus /payment-successful, on our own origin. */
export function paymentReturnUrl(origin: string, currentPath: string): string {
  const base = currentPath
    .split(/[?#]/u)[0]!
    .replace(/[/\\]+/gu, '/')
    .replace(/\/+$/u, '');
  const path = base.endsWith(PAYMENT_SUCCESSFUL_PATH) ? base : `${base}${PAYMENT_SUCCESSFUL_PATH}`;
  // Setting only the path keeps the origin, even for a path such as '//elsewhere.example'.
  const url = new URL(origin);
  url.pathname = path;
  return url.toString();
}

/**
 * What the payment provider's redirect put in the address: back on /payment-successful, the
 * checkout's payment (a payment intent, or a setup intent when a trial charges nothing today);
 * anywhere else, the setup of a new card (change payment method). Null when it put nothing there.
 */
export type ProviderReturn =
  | { kind: 'checkout'; redirectStatus: string | null; clientSecret: string | null }
  | { kind: 'payment-method'; clientSecret: string };

export function providerReturnOf(path: string, query: URLSearchParams): ProviderReturn | null {
  const paymentSecret = query.get('payment_intent_client_secret');
  const setupSecret = query.get('setup_intent_client_secret');
  const redirectStatus = query.get('redirect_status');
  if (!paymentSecret && !setupSecret && !redirectStatus) return null;
  const onPaymentSuccessful = path.replace(/\/+$/u, '').endsWith(PAYMENT_SUCCESSFUL_PATH);
  if (setupSecret && !onPaymentSuccessful) {
    return { kind: 'payment-method', clientSecret: setupSecret };
  }
  return { kind: 'checkout', redirectStatus, clientSecret: paymentSecret ?? setupSecret };
}

/**
 * How a payment or setup stands, as its provider says when asked about its own intent: 'failed' is
 * anything the person must do again (declined, abandoned, never confirmed, unknown to the
 * provider); 'unknown' is no answer at all (the provider's script could not load).
 */
export type PaymentStatus = 'succeeded' | 'processing' | 'requires_action' | 'failed' | 'unknown';

/**
 * What a stored order comes to on the provider's word: paid only when its intent succeeded; still
 * being confirmed while the bank's check or the payment is under way, or while the provider cannot
 * be asked (an order is never believed without an answer); back to the checkout only once the
 * provider says it failed (DESIGN.md, "Never a second payment by mistake").
 */
export type OrderSettlement = 'paid' | 'confirming' | 'unpaid';

export function settlementOf(status: PaymentStatus): OrderSettlement {
  switch (status) {
    case 'succeeded':
      return 'paid';
    case 'failed':
      return 'unpaid';
    default:
      return 'confirming';
  }
}

/** What the provider may say of a payment neither paid nor failed: the portal waits and asks again. */
export type PendingPaymentStatus = Exclude<PaymentStatus, 'succeeded' | 'failed'>;

export function isPending(status: PaymentStatus): status is PendingPaymentStatus {
  return settlementOf(status) === 'confirming';
}

/**
 * How long to wait before asking the provider again about an order still being confirmed (the
 * waits before the second, third… question): soon at first, for a bank's check just passed, then
 * once a minute for as long as the page is open, since a bank debit may stay processing for days.
 * The portal never stops asking by itself: stopping is how a member was led to pay twice.
 */
const FIRST_WAITS_MS = [2000, 4000, 8000, 16000, 30000] as const;
const LATER_WAIT_MS = 60_000;

export function confirmingWaitMs(attempt: number): number {
  if (attempt < 1) return 0;
  return FIRST_WAITS_MS[attempt - 1] ?? LATER_WAIT_MS;
}
