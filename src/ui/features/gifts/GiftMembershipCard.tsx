import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../domain/dates';
import { giftMembershipOf } from '../../../domain/gift-membership';
import type { Subscription } from '../../../domain/subscription';
import { useServices } from '../../shared/services';
import { Card } from '../../shared/components/Card';

/**
 * A gift member's subscription card (DESIGN.md, "Gifts"): the one status, "Gift membership until
 * …", and that nothing is charged and nothing renews; no card to change and nothing to cancel.
 * From 14 days before the end it invites the member to choose a plan (the plans show on the
 * profile, without a trial); once ended, it says so.
 */
export function GiftMembershipCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const { today } = useServices();
  const gift = giftMembershipOf(subscription, today());
  if (!gift) return null;
  const date = formatLongDate(gift.endsAt, i18n.language) ?? '';
  return (
    <Card title={t('currentSubscription.title')} className="subscription-card gift-membership">
      <div className="alert alert--info subscription-card__ends">
        <p className="subscription-card__ends-date">
          {t(gift.ended ? 'giftMembership.ended' : 'giftMembership.until', { date })}
        </p>
        {!gift.ended && <p>{t('giftMembership.noRenewal')}</p>}
      </div>
      {gift.invitedToChoosePlan && <p>{t('giftMembership.invitation', { date })}</p>}
    </Card>
  );
}
