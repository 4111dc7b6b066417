import type { RedemptionPreview as Preview } from '../../../domain/gift-redemption';
import { billingStoreOf } from '../../../domain/store-billing';
import { isGiftMembership } from '../../../domain/gift-membership';
import { nextBillingDateOf, type Subscription } from '../../../domain/subscription';
import { Card } from '../../shared/components/Card';
import type { Rejection } from '../../shared/store/rejection';
import { giftDay } from './gift-words';
import { GiftMembershipCard } from './GiftMembershipCard';
import { useGiftsTranslation } from './gifts-catalogue';

/** The words for a refused code, each once: unknown, used, too many tries, or not a code. */
export function redeemErrorKey(rejection: Rejection): { key: string; ns?: string } {
  switch (rejection.code) {
    case 'gift/unknown-code':
    case 'api/not-found':
      return { key: 'redeem.errors.unknown' };
    case 'gift/used-code':
      return { key: 'redeem.errors.used' };
    case 'gift/rate-limited':
    case 'api/too-many-requests':
      return { key: 'redeem.errors.rateLimited' };
    case 'network/unavailable':
    case 'network/timeout':
      return { key: 'errors.network', ns: 'translation' };
    default:
      return rejection.fieldErrors
        ? { key: 'redeem.errors.invalid' }
        : { key: 'redeem.errors.failed' };
  }
}

/**
 * What redeeming will do, said before the member confirms: the months it starts (from when until
 * when), the next charge it moves later, a gift's end it moves, or, for a plan an app store bills,
 * that the store keeps billing.
 */
export function RedemptionPreview({
  preview,
  subscription,
}: {
  preview: Preview;
  subscription: Subscription | null;
}) {
  const { t, i18n } = useGiftsTranslation();
  const days = {
    count: preview.months,
    start: giftDay(preview.startsOn, i18n.language),
    end: giftDay(preview.endsAt, i18n.language),
    date: giftDay(preview.nextChargeAt, i18n.language),
  };
  if (preview.effect === 'store-billed') {
    const store = billingStoreOf(subscription)?.store;
    return (
      <>
        <p>{t('redeem.storeBilled', store ? { context: store } : {})}</p>
        <p>{t('redeem.storeMonths', days)}</p>
      </>
    );
  }
  if (preview.effect === 'extend') {
    return <p>{t(preview.nextChargeAt ? 'redeem.extend' : 'redeem.extendGift', days)}</p>;
  }
  return <p>{t('redeem.start', days)}</p>;
}

/**
 * The membership as it is once the gift is redeemed: a gift member's card, or for a plan that
 * renews the day of its next charge, moved later.
 */
export function RedeemedMembership({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useGiftsTranslation();
  if (isGiftMembership(subscription)) return <GiftMembershipCard subscription={subscription} />;
  const next = nextBillingDateOf(subscription);
  return (
    <Card title={t('redeem.membershipTitle')}>
      <p>
        {next ? t('redeem.nextCharge', { date: giftDay(next, i18n.language) }) : t('redeem.added')}
      </p>
    </Card>
  );
}
