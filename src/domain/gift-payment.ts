import { isRecord } from './shapes';

/**
 * A gift's payment kept across the provider's redirect (a bank's check, a wallet, a redirect
 * method), beside the membership's order and never in its place: the gift it pays, the intent the
 * payment form was opened with (the one payment the gift is settled by, never one taken from the
 * address bar) and the account that pays (another account's payment is dropped, never settled).
 */
export interface StoredGiftPayment {
  giftId: string;
  clientSecret: string;
  uid: string;
  /** When the buyer pressed pay (ISO 8601). */
  placedAt: string;
}

const isFilled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Reads a gift's payment back from storage; anything malformed is null. */
export function parseStoredGiftPayment(raw: unknown): StoredGiftPayment | null {
  if (!isRecord(raw)) return null;
  const { giftId, clientSecret, uid, placedAt } = raw;
  if (!isFilled(giftId) || !isFilled(clientSecret) || !isFilled(uid)) return null;
  if (!isFilled(placedAt) || Number.isNaN(Date.parse(placedAt))) return null;
  return { giftId, clientSecret, uid, placedAt };
}

/** Where the provider sends the buyer back: the gift's page, then this. */
export const GIFT_PAID_SEGMENT = '/paid';

/**
 * The return address of a gift's payment: the current path (the gift's page, in any language's
 * address: /gift, /de/gift) and /paid, on our own origin; never a value of the query string.
 */
export function giftReturnUrl(origin: string, currentPath: string): string {
  const base = currentPath
    .split(/[?#]/u)[0]!
    .replace(/[/\\]+/gu, '/')
    .replace(/\/+$/u, '');
  const url = new URL(origin);
  // Setting only the path keeps the origin, even for a path such as '//elsewhere.example'.
  url.pathname = isGiftReturnPath(base) ? base : `${base}${GIFT_PAID_SEGMENT}`;
  return url.toString();
}

/** Whether a path is a gift payment's return (so no membership order is settled there). */
export function isGiftReturnPath(path: string): boolean {
  return /(^|\/)gift\/paid\/?$/u.test(path);
}
