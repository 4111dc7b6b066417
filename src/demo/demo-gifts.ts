import type { IsoDate } from '../domain/dates';
import { AppError } from '../domain/errors';
import { fullNameOf } from '../domain/subscription';
import {
  findGiftProduct,
  giftProductsFor,
  normaliseGiftOrder,
  validateGiftOrder,
  type Gift,
  type GiftOrder,
  type GiftProduct,
} from '../domain/gifts';
import { includedTax, vatIncludedIn, vatRateOf } from '../domain/vat-rates';
import type { GiftPurchase } from '../application/ports/gift-shop';
import { newGiftCode } from './demo-gift-codes';
import type { DemoGift } from './demo-gift-state';
import { byUid } from './demo-lookups';
import type { DeepReadonly, DemoState } from './demo-state';
import type { DemoWorld } from './demo-world';
import { giftForRecipient, giftReceipt } from './gift-emails';

/**
 * The back end's gift shop over the demo world (DESIGN.md, "Gifts"): a gift is ordered with a
 * one-time payment intent, paid through the demo's payments or the local Stripe (which call
 * settleDemoGift, as Stripe's webhook would), gets its code only then, and is e-mailed to its
 * recipient on its send date (deliverDueGifts, the back end's daily job) or at once
 * (sendGiftNow, the demo tools' "send now").
 */

const badRequest = (message: string) => new AppError('api/bad-request', message);
const unknownPayment = () =>
  new AppError('payments/failed', 'This payment is unknown or has already been completed.');

/** GET /gifts/products: the gifts in the country's currency, with the VAT they include. */
export function giftProductsIn(country: string): GiftProduct[] {
  return giftProductsFor(country).map((product) => ({
    ...product,
    tax: vatIncludedIn(product.price, product.currency, country),
  }));
}

/** Shaped like Stripe's: a one-time payment is a PaymentIntent (`pi_`), never a setup. */
export function newPaymentSecret(newId: () => string): string {
  return `pi_demo_${newId()}_secret_${newId()}`;
}

export interface GiftOrderContext {
  uid: string;
  today: IsoDate;
  /** The language of the order's call: the gift's e-mails are written in it. */
  language: string;
  newId: () => string;
}

/** POST /gifts: the gift, unpaid, and the payment intent that pays it. */
export function orderDemoGift(
  draft: DemoState,
  order: GiftOrder,
  { uid, today, language, newId }: GiftOrderContext,
): GiftPurchase {
  const invalid = Object.keys(validateGiftOrder(order, today));
  if (invalid.length > 0) throw badRequest(`This gift order is not one: ${invalid.join(', ')}.`);
  const { productId, recipient, message, sendOn } = normaliseGiftOrder(order);
  const product = findGiftProduct(productId) as GiftProduct;
  const gift: DemoGift = {
    id: `gift_${newId()}`,
    buyerUid: uid,
    productId,
    months: product.months,
    amount: product.price,
    currency: product.currency,
    taxRate: vatRateOf(product.currency, draft.settings.country),
    recipientName: recipient?.name ?? null,
    recipientEmail: recipient?.email ?? null,
    message,
    sendOn,
    clientSecret: newPaymentSecret(newId),
    status: 'pending',
    code: null,
    language,
    orderedOn: today,
    redeemedBy: null,
    redeemedOn: null,
  };
  draft.gifts.push(gift);
  const { clientSecret } = gift;
  draft.pendingSecrets.push({ clientSecret, kind: 'gift', uid, productId, promoCode: null });
  return { giftId: gift.id, clientSecret };
}

/**
 * The provider's word that a gift's payment succeeded (Stripe's `payment_intent.succeeded`): the
 * gift is paid and gets its code, the buyer a receipt, and a recipient whose day has come the code.
 */
export function settleDemoGift(draft: DemoState, clientSecret: string, today: IsoDate): void {
  const gift = draft.gifts.find((entry) => entry.clientSecret === clientSecret);
  if (gift?.status !== 'pending') throw unknownPayment();
  gift.status = 'paid';
  gift.code = newGiftCode((code) => draft.gifts.some((entry) => entry.code === code));
  if (gift.recipientEmail !== null && gift.sendOn <= today) sendGift(draft, gift, today);
  const buyer = byUid(draft.profiles, gift.buyerUid);
  const tax = gift.taxRate === null ? null : includedTax(gift.amount, gift.taxRate);
  draft.acknowledgments.push(giftReceipt(gift, buyer?.email ?? '', tax, today));
}

/** The recipient's e-mail goes out: the gift is sent. */
function sendGift(draft: DemoState, gift: DemoGift, today: IsoDate): void {
  const buyer = byUid(draft.profiles, gift.buyerUid);
  const from = (buyer && fullNameOf(buyer)) ?? buyer?.email ?? '';
  draft.acknowledgments.push(giftForRecipient(gift, from, today));
  gift.status = 'sent';
}

/** Whether a paid gift's recipient is still to be e-mailed. */
const isWaiting = (gift: DeepReadonly<DemoGift>): boolean =>
  gift.status === 'paid' && gift.recipientEmail !== null;

/** Whether a paid gift's recipient is still to be e-mailed on or before `day`. */
const isDue = (gift: DeepReadonly<DemoGift>, day: IsoDate): boolean =>
  isWaiting(gift) && gift.sendOn <= day;

/** Whether any gift's send date has come and its e-mail not gone yet. */
export function hasDueGifts(state: DeepReadonly<DemoState>, today: IsoDate): boolean {
  return state.gifts.some((gift) => isDue(gift, today));
}

/** The back end's daily job: every paid gift whose send date has come is e-mailed. */
export function deliverDueGifts(draft: DemoState, today: IsoDate): void {
  for (const gift of draft.gifts) if (isDue(gift, today)) sendGift(draft, gift, today);
}

/** The paid gifts whose recipient is still to be e-mailed on a later day, for the demo tools. */
export function giftsDatedLater(world: DemoWorld): readonly DeepReadonly<DemoGift>[] {
  const today = world.today();
  return world.state.gifts.filter((gift) => isWaiting(gift) && gift.sendOn > today);
}

/**
 * The demo tools' "send now": a paid gift dated later goes to its recipient today, as if its day
 * had come. False when there is no such gift (unknown, not paid, sent, or for the buyer to give).
 */
export function sendGiftNow(world: DemoWorld, giftId: string): boolean {
  const today = world.today();
  return world.change((draft) => {
    const gift = draft.gifts.find((entry) => entry.id === giftId);
    if (!gift || !isWaiting(gift)) return false;
    sendGift(draft, gift, today);
    return true;
  });
}

/** A deleted account's unpaid gifts and refused codes; the gifts it paid for are the recipients'. */
export function forgetGiftsOf(draft: DemoState, uid: string): void {
  draft.gifts = draft.gifts.filter((gift) => gift.buyerUid !== uid || gift.status !== 'pending');
  draft.giftAttempts = draft.giftAttempts.filter((attempt) => attempt.uid !== uid);
}

/** GET /gifts/{giftId}, as its buyer reads it. */
export function giftOf(gift: DeepReadonly<DemoGift>): Gift {
  const { id, status, code, productId, months, amount, currency, sendOn } = gift;
  const { recipientName, recipientEmail, message } = gift;
  return {
    id,
    status,
    code,
    productId,
    months,
    amount,
    currency,
    sendOn,
    recipientName,
    recipientEmail,
    message,
  };
}
