import { Trans, useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { providerLabelKey } from '../../../domain/auth-provider';
import { orderSummary } from '../../../domain/checkout-preview';
import { formatShortDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import type { StoredOrder } from '../../../domain/order';
import { useServices } from '../../app/services';
import { Card } from '../../components/Card';
import { PageLoading } from '../../components/PageLoading';
import { PlanCardDetails } from '../../components/PlanCards';
import { StoreButtons } from '../../components/StoreButtons';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAppSelector } from '../../store/store';
import './payment-successful.css';
import { PageHeading } from '../../components/PageHeading';

/**
 * Where the payment provider sends the person back. The order comes from the confirmation in this
 * page's session or from the MemberOnly layout, which restores the saved order (and reports the
 * purchase) on arrival. Only once that restore has answered does "no order" mean "nothing to show".
 */
export function PaymentSuccessfulPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('paymentSuccessful.title'));
  const order = useAppSelector((state) => state.checkout.completedOrder);
  const restore = useAppSelector((state) => state.checkout.orderRestore);
  if (order) return <OrderConfirmation order={order} />;
  if (restore === 'done') return <Navigate to="/" replace />;
  return <PageLoading label={t('paymentSuccessful.loading')} />;
}

function OrderConfirmation({ order }: { order: StoredOrder }) {
  const { t } = useTranslation();
  const { today } = useServices();
  const { product, promoCode, preview } = order;
  const summary = orderSummary(product, preview, today());
  const money = (amount: number) => formatMoney(amount, summary.currency);
  const period = t(`common.period.${summary.period}`);
  const afterTrial =
    summary.nextAmount < summary.regularPrice
      ? t('paymentSuccessful.discountedAfterTrial', {
          count: summary.trialDays,
          price: money(summary.nextAmount),
          regularPrice: money(summary.regularPrice),
          period,
        })
      : t('paymentSuccessful.regularAfterTrial', {
          count: summary.trialDays,
          price: money(summary.regularPrice),
          period,
        });

  return (
    <div className="page payment-successful">
      <header className="page__header">
        <PageHeading>{t('paymentSuccessful.title')}</PageHeading>
        <p className="page__lead">{t('paymentSuccessful.lead')}</p>
      </header>
      <div className="split">
        <Card title={t('paymentSuccessful.orderTitle')}>
          <div className="stack stack--tight">
            <h3 className="payment-successful__label">{t('paymentSuccessful.planLabel')}</h3>
            <div className="plan-card payment-successful__plan">
              <PlanCardDetails product={product} trialDays={summary.trialDays} />
            </div>
          </div>
          <dl className="summary">
            <div className="summary__row summary__row--total">
              <dt>{t('paymentSuccessful.paidToday')}</dt>
              <dd>{money(summary.dueToday)}</dd>
            </div>
            <div className="summary__row">
              <dt>{t('paymentSuccessful.afterTrial')}</dt>
              <dd>{afterTrial}</dd>
            </div>
            <div className="summary__row">
              <dt>{t('paymentSuccessful.nextBilling')}</dt>
              <dd>{formatShortDate(summary.nextBillingDate)}</dd>
            </div>
            {promoCode && (
              <div className="summary__row">
                <dt>{t('paymentSuccessful.promoCode')}</dt>
                <dd>
                  <span className="badge badge--success">{promoCode}</span>
                </dd>
              </div>
            )}
          </dl>
        </Card>
        <NextSteps />
      </div>
    </div>
  );
}

/** 1) get the app, 2) log in the same way as here, 3) enjoy, with help a mail away. */
function NextSteps() {
  const { t } = useTranslation();
  const { settings } = useServices();
  const provider = useAppSelector((state) => state.auth.provider);
  const methodKey = providerLabelKey(provider);
  return (
    <Card title={t('paymentSuccessful.nextStepsTitle')}>
      <ol className="next-steps">
        <li className="next-steps__step">
          <p className="next-steps__title">{t('paymentSuccessful.steps.download')}</p>
          <StoreButtons />
        </li>
        <li className="next-steps__step">
          <p className="next-steps__title">{t('paymentSuccessful.steps.logIn')}</p>
          {methodKey && (
            <p className="next-steps__detail">
              <Trans
                i18nKey="paymentSuccessful.steps.method"
                values={{ method: t(methodKey) }}
                components={{ strong: <strong /> }}
              />
            </p>
          )}
        </li>
        <li className="next-steps__step">
          <p className="next-steps__title">{t('paymentSuccessful.steps.enjoy')}</p>
          <p className="next-steps__detail">
            <Trans
              i18nKey="paymentSuccessful.steps.support"
              values={{ supportEmail: settings.supportEmail }}
              components={{
                // Trans puts the address from locales/en.json inside this anchor.
                // eslint-disable-next-line jsx-a11y/anchor-has-content
                mail: <a href={`mailto:${settings.supportEmail}`} />,
              }}
            />
          </p>
        </li>
      </ol>
    </Card>
  );
}
