import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { billingPeriodOf } from '../../../domain/billing-period';
import { formatLongDate, formatShortDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import {
  accessEndsOn,
  canCancel,
  canChangePaymentMethod,
  isDiscountApplied,
  isStripeSubscription,
  nextBillingDateOf,
  type Subscription,
} from '../../../domain/subscription';
import { Card } from '../../components/Card';

interface Props {
  subscription: Subscription;
  /** Whether the member still has access (after a cancellation, until the term ends). */
  subscribed: boolean;
}

/** The plan the member has: its price, its dates, the card it is paid with, and what they can do. */
export function CurrentSubscriptionCard({ subscription, subscribed }: Props) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, subscription.productCurrency);
  const periodKey = billingPeriodOf(subscription.productReccurence);
  const period = periodKey ? t(`common.period.${periodKey}`) : null;
  const price = (amount: number) =>
    period
      ? t('currentSubscription.pricePerPeriod', { price: money(amount), period })
      : money(amount);
  const discounted = isDiscountApplied(subscription);
  const since = formatLongDate(subscription.subscribedAt);
  const nextBilling = formatShortDate(nextBillingDateOf(subscription));
  const endsOn = formatLongDate(accessEndsOn(subscription));
  const last4 = subscription.paymentOption?.last4 ?? null;
  const offersCancel = canCancel(subscription);
  const offersChangePayment = canChangePaymentMethod(subscription);

  return (
    <Card title={t('currentSubscription.title')} className="subscription-card">
      {endsOn && (
        <div className="alert alert--info subscription-card__ends">
          <p className="subscription-card__ends-date">
            {t(subscribed ? 'currentSubscription.accessEnds' : 'currentSubscription.accessEnded', {
              date: endsOn,
            })}
          </p>
          {subscribed && <p>{t('currentSubscription.notRenewing')}</p>}
        </div>
      )}
      <dl className="details">
        <div>
          <dt>{t('currentSubscription.plan')}</dt>
          <dd>{subscription.productName}</dd>
        </div>
        <div>
          <dt>{t('currentSubscription.price')}</dt>
          <dd className="subscription-card__price">
            <span>{price(subscription.productPrice)}</span>
            {discounted && (
              <>
                {' '}
                <s className="subscription-card__old-price">
                  <span className="visually-hidden">{t('currentSubscription.regularPrice')}: </span>
                  {price(subscription.originalPrice)}
                </s>{' '}
                <span className="badge">{t('currentSubscription.discountApplied')}</span>
              </>
            )}
          </dd>
        </div>
        {period && (
          <div>
            <dt>{t('currentSubscription.billingPeriod')}</dt>
            <dd>{t('currentSubscription.everyPeriod', { period })}</dd>
          </div>
        )}
        {since && (
          <div>
            <dt>{t('currentSubscription.since')}</dt>
            <dd>{since}</dd>
          </div>
        )}
        {nextBilling && (
          <div>
            <dt>{t('currentSubscription.nextBilling')}</dt>
            <dd>{nextBilling}</dd>
          </div>
        )}
        {isStripeSubscription(subscription) && (
          <div>
            <dt>{t('currentSubscription.paymentMethod')}</dt>
            <dd>
              {last4
                ? t('currentSubscription.cardEnding', { last4 })
                : t('currentSubscription.noCard')}
            </dd>
          </div>
        )}
      </dl>
      {nextBilling && <p className="disclaimer">{t('currentSubscription.renewalNote')}</p>}
      {!isStripeSubscription(subscription) && (
        <p className="disclaimer">{t('currentSubscription.storeManaged')}</p>
      )}
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
