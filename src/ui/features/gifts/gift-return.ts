import { isRecord } from '../../../domain/shapes';
import { giftStorage, readKept as read, RETURN_KEY, type GiftReturnPath } from './gift-return-mark';

/**
 * A visitor who must sign in or create an account before buying or redeeming a gift comes back
 * to it with what they wrote (DESIGN.md, "Gifts"): the gift's form or the typed code wait in the
 * tab's session storage, never in the address, and the visitors' guard sends the person back to
 * the page they left once signed in (the mark, gift-return-mark.ts).
 */

/** What the gift's form holds, as typed; kept across the sign-in. */
export interface GiftDraft {
  productId: string;
  /** False: "I'll give it myself". */
  toRecipient: boolean;
  recipientName: string;
  recipientEmail: string;
  message: string;
  sendOn: string;
}

function write(key: string, value: string): void {
  try {
    giftStorage().setItem(key, value);
  } catch {
    // A full or refusing storage: the person writes it again after signing in.
  }
}

function markReturn(to: GiftReturnPath, now: number): void {
  write(RETURN_KEY, JSON.stringify({ to, at: now }));
}

const DRAFT_KEY = 'gift-draft';
const CODE_KEY = 'gift-code';

/** Keeps the gift's form and sends the person back to /gift once signed in. */
export function keepGiftForSignIn(draft: GiftDraft, now = Date.now()): void {
  keepGiftDraft(draft);
  markReturn('/gift', now);
}

/** Keeps the gift's form for a reload or the way back from the payment provider. */
export function keepGiftDraft(draft: GiftDraft): void {
  write(DRAFT_KEY, JSON.stringify(draft));
}

/** Keeps a typed code and sends the person back to /redeem once signed in. */
export function keepCodeForSignIn(code: string, now = Date.now()): void {
  write(CODE_KEY, code);
  markReturn('/redeem', now);
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The form kept for this tab, or null (none, or not one). */
export function keptGiftDraft(): GiftDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(read(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(raw) || typeof raw.toRecipient !== 'boolean') return null;
  const { productId, recipientName, recipientEmail, message, sendOn } = raw;
  if (![productId, recipientName, recipientEmail, message, sendOn].every(isText)) return null;
  return {
    productId: productId as string,
    toRecipient: raw.toRecipient,
    recipientName: recipientName as string,
    recipientEmail: recipientEmail as string,
    message: message as string,
    sendOn: sendOn as string,
  };
}

/** A paid gift's form is done with. */
export function forgetGiftDraft(): void {
  giftStorage().removeItem(DRAFT_KEY);
}

/** The code kept across the sign-in, taken once: it is a secret, and leaves storage at once. */
export function takeKeptCode(): string | null {
  const code = read(CODE_KEY);
  giftStorage().removeItem(CODE_KEY);
  return code;
}
