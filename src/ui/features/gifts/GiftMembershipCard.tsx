import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../domain/dates';
import { giftMembershipOf } from '../../../domain/gift-membership';
import type { Subscription } from '../../../domain/subscription';
import { useServices } from '../../shared/services';
import { Card } from '../../shared/components/Card';
import { PLAN_CHOOSER_ID } from '../../shared/components/anchors';

/**
 * A gift member's subscription card (DESIGN.md, "Gifts"), told as every subscription card is (its
 * one status, its sentence, one filled button): "Gift membership until …", that nothing is charged
 * and nothing renews; no card to change and nothing to cancel. From 14 days before the end it
 * invites the member to choose a plan (the plans show on the profile, without a trial), and the
 * button goes there; once ended, it says so.
 */
export function GiftMembershipCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const { today } = useServices();
  const gift = giftMembershipOf(subscription, today());
  if (!gift) return null;
  const date = formatLongDate(gift.endsAt, i18n.language) ?? '';
  const choosesPlan = gift.ended || gift.invitedToChoosePlan;
  return (
    <Card title={t('currentSubscription.title')} className="subscription-card gift-membership">
      <div className="alert alert--info subscription-status">
        <h3 className="subscription-status__title">
          {t(gift.ended ? 'giftMembership.ended' : 'giftMembership.until', { date })}
        </h3>
        {!gift.ended && <p>{t('giftMembership.noRenewal')}</p>}
        {gift.invitedToChoosePlan && <p>{t('giftMembership.invitation', { date })}</p>}
        {choosesPlan && (
          <div className="button-row">
            <a className="button button--primary" href={`#${PLAN_CHOOSER_ID}`}>
              {t('giftMembership.choosePlan')}
            </a>
          </div>
        )}
      </div>
    </Card>
  );
}
