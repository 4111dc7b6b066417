import type { Product } from '../domain/catalogue';
import { checkoutConsent, type CheckoutTerms } from '../domain/consent';
import type { IsoDate } from '../domain/dates';
import { acknowledgmentEmail } from './acknowledgment-email';
import { previewOf, type Offer } from './demo-promos';
import type { DemoProfile, DemoState, PendingSecret } from './demo-state';

/** A checkout as the back end opens it: whose, what it sells at which offer, the terms shown. */
export interface CheckoutOpening {
  uid: string;
  product: Product;
  offer: Offer;
  terms: CheckoutTerms | null;
  /** The call's language: the acknowledgment is written in it. */
  language: string;
  /** The moment the back end received the call, and its day. */
  now: string;
  today: IsoDate;
}

/**
 * POST users/me/checkout-session over the world. Opening a checkout opens a new one: each tab of an
 * account pays its own intent, so the one that pays second is refused as already subscribed
 * (refuseIfSubscribed). Terms sent at the moment of paying, with the withdrawal box ticked, go with
 * the account's last open checkout for the same product and promo code, the one being paid. The
 * consent is recorded with the intent, its schedule priced here, never taken from the portal.
 */
export function openCheckout(
  draft: DemoState,
  opening: CheckoutOpening,
  newSecret: () => string,
): string {
  const { uid, product, offer, terms, language, now, today } = opening;
  // Priced as the preview was, VAT included, so that the acknowledgment names it.
  const preview = previewOf(product, offer, today, draft.settings.country);
  const consent = terms
    ? { record: checkoutConsent(product, preview, terms, now), language }
    : undefined;
  const open = terms?.withdrawalWaiver
    ? draft.pendingSecrets.findLast(
        (entry) =>
          entry.kind === 'checkout' &&
          entry.uid === uid &&
          entry.productId === product.id &&
          entry.promoCode === offer.promoCode,
      )
    : undefined;
  if (open) {
    if (consent) open.consent = consent;
    return open.clientSecret;
  }
  const clientSecret = newSecret();
  draft.pendingSecrets.push({
    clientSecret,
    kind: 'checkout',
    uid,
    productId: product.id,
    promoCode: offer.promoCode,
    ...(consent ? { consent } : {}),
  });
  return clientSecret;
}

/**
 * What the back end does when the provider says a checkout's payment succeeded (Stripe's webhook;
 * here, wherever the world completes a pending secret): the consent recorded with the intent
 * becomes final, and the member is e-mailed the schedule and how to cancel, in the language of the
 * call that recorded it. Nothing of the portal is needed after the payment, so a call that fails
 * then loses neither. An intent completes once, so this happens once.
 */
export function finaliseConsent(
  draft: DemoState,
  pending: PendingSecret,
  profile: DemoProfile,
  today: IsoDate,
): void {
  const { consent } = pending;
  if (pending.kind !== 'checkout' || !consent) return;
  draft.consents.push({
    uid: pending.uid,
    record: consent.record,
    clientSecret: pending.clientSecret,
  });
  draft.acknowledgments.push({
    email: profile.email,
    ...acknowledgmentEmail(consent.record, consent.language),
    sentAt: today,
  });
}
