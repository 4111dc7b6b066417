import { findProduct, nextBilling } from '../domain/catalogue';
import type { IsoDate } from '../domain/dates';
import { AppError } from '../domain/errors';
import type { CheckedCard } from './demo-card';
import { finaliseConsent } from './demo-checkout';
import { byUid, removeWhere } from './demo-lookups';
import { offerFor } from './demo-promos';
import type { DeepReadonly, DemoState, SavedPaymentMethod } from './demo-state';
import { hasAccess, stripeSubscription } from './demo-subscriptions';
import { activeGiftAccess } from './demo-gift-redemption';
import { settleDemoGift } from './demo-gifts';

/** Shaped like Stripe's: the payment form tells a setup (`seti_`) from a payment (`pi_`) by it. */
export function newSetupSecret(newId: () => string): string {
  return `seti_demo_${newId()}_secret_${newId()}`;
}

const failed = (message: string) => new AppError('payments/failed', message);

/**
 * A checkout opened before the account subscribed elsewhere (another tab, another device) can no
 * longer be paid: the provider refuses it before any card is charged, and the subscription the
 * account has stays as it is.
 */
export function refuseIfSubscribed(
  state: DeepReadonly<DemoState>,
  clientSecret: string,
  today: IsoDate,
): void {
  const pending = state.pendingSecrets.find((entry) => entry.clientSecret === clientSecret);
  if (pending?.kind !== 'checkout') return;
  const profile = byUid(state.profiles, pending.uid);
  if (profile && hasAccess(profile.subscription, today)) {
    throw new AppError(
      'checkout/already-subscribed',
      'This account already has an active subscription.',
    );
  }
}

/**
 * What the provider does once a card is confirmed for a client secret: it saves the card and, for a
 * checkout, starts the subscription with the trial and price the promo code gave (a gift member's
 * plan has no trial and charges first when the gift ends), and the back end, told so, makes the
 * consent recorded with the intent final and sends its acknowledgment. A gift's one payment saves
 * no card: the gift is paid (settleDemoGift, as the provider's webhook tells the back end).
 */
export function completePendingSecret(
  draft: DemoState,
  clientSecret: string,
  card: CheckedCard,
  paymentMethodId: string,
  today: IsoDate,
): SavedPaymentMethod {
  const pending = draft.pendingSecrets.find((entry) => entry.clientSecret === clientSecret);
  if (!pending) throw failed('This payment is unknown or has already been completed.');
  const profile = byUid(draft.profiles, pending.uid);
  if (!profile) throw failed('The account of this payment no longer exists.');
  refuseIfSubscribed(draft, clientSecret, today);
  removeWhere(draft.pendingSecrets, (entry) => entry.clientSecret === clientSecret);
  draft.completedSecrets.push({ clientSecret, uid: pending.uid, paymentMethodId });
  const { brand, last4 } = card;
  if (pending.kind === 'gift') {
    settleDemoGift(draft, clientSecret, today);
    return { id: paymentMethodId, uid: pending.uid, brand, last4 };
  }

  const method: SavedPaymentMethod = {
    id: paymentMethodId,
    uid: pending.uid,
    brand: card.brand,
    last4: card.last4,
  };
  draft.paymentMethods.push(method);

  if (pending.kind === 'checkout') {
    const product = findProduct(pending.productId ?? '');
    if (!product) throw failed('The plan of this payment is no longer sold.');
    const offer = offerFor(product, pending.promoCode);
    const giftEndsOn = activeGiftAccess(profile, today)?.endsOn;
    profile.subscription = stripeSubscription({
      product,
      productPrice: offer.firstPayment,
      subscribedAt: today,
      renewsAt: giftEndsOn ?? nextBilling(today, offer.trialDays),
      autoRenew: true,
      last4: card.last4,
    });
    finaliseConsent(draft, pending, profile, today);
  }
  return method;
}
