import type { Gift } from '../../../domain/gifts';
import { useServices } from '../../shared/services';
import { useGiftsTranslation } from './gifts-catalogue';
import './gift-print.css';

/**
 * The gift card: what the gift is, for whom, the message, and where and with which code to
 * redeem it. On screen it is a preview; printed, it is all the page shows (gift-print.css).
 */
export function GiftCard({ gift }: { gift: Gift }) {
  const { t } = useGiftsTranslation();
  const { settings } = useServices();
  // The portal's own address: the recipient redeems where the buyer paid.
  const redeemAt = `${window.location.host}/redeem`;
  return (
    <section className="gift-card" aria-label={t('card.label')}>
      <p className="gift-card__brand">{settings.clientName}</p>
      <h2 className="gift-card__heading">{t('card.heading')}</h2>
      <p className="gift-card__months">{t('card.months', { count: gift.months })}</p>
      {gift.recipientName && <p>{t('card.to', { name: gift.recipientName })}</p>}
      {gift.message && <blockquote className="gift-card__message">{gift.message}</blockquote>}
      <p>{t('card.redeem', { url: redeemAt })}</p>
      <p className="gift-code gift-card__code" translate="no">
        {gift.code}
      </p>
    </section>
  );
}
