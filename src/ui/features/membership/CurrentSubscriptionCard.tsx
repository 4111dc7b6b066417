import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../domain/dates';
import {
  canCancel,
  canChangePaymentMethod,
  isStripeSubscription,
  type Subscription,
} from '../../../domain/subscription';
import { SubscriptionChargeRows } from '../../shared/billing/MemberBilling';
import { StoreBillingNote } from '../../shared/billing/StoreBillingNote';
import { Card } from '../../shared/components/Card';
import { subscriptionPlanKey } from '../../shared/i18n/label-keys';
import { isGiftMembership } from '../../../domain/gift-membership';
import { GiftMembershipCard } from '../gifts';
import { statusChangesPayment, SubscriptionStatus } from './SubscriptionStatus';

interface Props {
  subscription: Subscription;
  /** Whether the member still has access (after a cancellation, until the term ends). */
  subscribed: boolean;
}

/** A bank account debited by SEPA is no card. */
const paymentMethodKey = (subscription: Subscription) =>
  subscription.paymentOption?.type === 'sepa_debit'
    ? 'currentSubscription.sepaEnding'
    : 'currentSubscription.cardEnding';

/**
 * The plan the member has: first its one status, sentence and action, then its price, its dates
 * (a next charge only where it renews), the card it is paid with, and what else they can do.
 */
export function CurrentSubscriptionCard({ subscription, subscribed }: Props) {
  const { t, i18n } = useTranslation();
  // A gift's membership tells its own story: no renewal, no card, nothing to cancel.
  if (isGiftMembership(subscription)) return <GiftMembershipCard subscription={subscription} />;
  const since = formatLongDate(subscription.subscribedAt, i18n.language);
  const last4 = subscription.paymentOption?.last4 ?? null;
  const planKey = subscriptionPlanKey(subscription);
  const offersCancel = canCancel(subscription);
  const offersChangePayment =
    canChangePaymentMethod(subscription) && !statusChangesPayment(subscription, subscribed);

  return (
    <Card title={t('currentSubscription.title')} className="subscription-card">
      <SubscriptionStatus subscription={subscription} subscribed={subscribed} />
      <dl className="details">
        <div>
          <dt>{t('currentSubscription.plan')}</dt>
          <dd>{planKey ? t(planKey) : subscription.productName}</dd>
        </div>
        <SubscriptionChargeRows subscription={subscription} />
        {since && (
          <div>
            <dt>{t('currentSubscription.since')}</dt>
            <dd>{since}</dd>
          </div>
        )}
        {isStripeSubscription(subscription) && (
          <div>
            <dt>{t('currentSubscription.paymentMethod')}</dt>
            <dd>
              {last4
                ? t(paymentMethodKey(subscription), { last4 })
                : t('currentSubscription.noCard')}
            </dd>
          </div>
        )}
      </dl>
      <StoreBillingNote subscription={subscription} context="profile" />
      {(offersCancel || offersChangePayment) && (
        <div className="button-row">
          {offersChangePayment && (
            <Link className="button button--secondary" to="/change-payment-method">
              {t('currentSubscription.changePayment')}
            </Link>
          )}
          {offersCancel && (
            <Link className="button button--quiet" to="/cancel-subscription">
              {t('currentSubscription.cancel')}
            </Link>
          )}
        </div>
      )}
    </Card>
  );
}
