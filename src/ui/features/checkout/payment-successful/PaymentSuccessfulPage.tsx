import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { StoredOrder } from '../../../../domain/order';
import { phoneStoreOf } from '../../../../domain/phone-store';
import { useServices } from '../../../shared/services';
import { BillingSchedule, ScheduleLine, SummaryRow } from '../../../shared/billing/BillingSchedule';
import { TrialTimeline } from '../../../shared/billing/TrialTimeline';
import { usePaidOrderSchedule } from './use-paid-order-schedule';
import { Card } from '../../../shared/components/Card';
import { MessageLink } from '../../../shared/components/LegalLinks';
import { PageLoading } from '../../../shared/components/PageLoading';
import { PlanCardDetails } from '../PlanCards';
import { StoreButtons } from '../../../shared/components/StoreButtons';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import { useMediaQuery, WIDE_SCREEN } from '../../../shared/components/use-media-query';
import { planKeys, providerContext } from '../../../shared/i18n/label-keys';
import { selectOrderRestore } from '../selectors';
import { useAppSelector } from '../../../shared/store/hooks';
import { AppQrCode } from './AppQrCode';
import { ConfirmingPayment } from './ConfirmingPayment';
import './payment-successful.css';
import { PageHeading } from '../../../shared/components/PageHeading';
import { withEmailAddress } from '../../../kit/EmailAddress';

/**
 * Where the payment provider sends the person back. The order is shown only once the MemberOnly
 * layout's arrival settled the saved order on the provider's word (and reported the purchase);
 * while the provider has not said, the page says the payment is being confirmed. Only once that
 * arrival has answered does "no order" mean "nothing to show".
 */
export function PaymentSuccessfulPage() {
  const order = useAppSelector((state) => state.checkout.completedOrder);
  const check = useAppSelector((state) => state.checkout.paymentCheck);
  const restore = useAppSelector(selectOrderRestore);
  if (order) return <OrderConfirmation order={order} />;
  if (check === 'confirming') return <ConfirmingPayment />;
  if (restore === 'done' && check === null) return <Navigate to="/" replace />;
  return <OrderLoading />;
}

function OrderLoading() {
  const { t } = useTranslation();
  useDocumentTitle(t('paymentSuccessful.title'));
  return <PageLoading label={t('paymentSuccessful.loading')} />;
}

function OrderConfirmation({ order }: { order: StoredOrder }) {
  const { t } = useTranslation();
  useDocumentTitle(t('paymentSuccessful.title'));
  const { product, promoCode } = order;
  const schedule = usePaidOrderSchedule(order);

  // First the success and the way to the app, on the first screen of a phone; the receipt folds below.
  return (
    <div className="page payment-successful">
      <header className="page__header payment-successful__header">
        <SuccessMark />
        <PageHeading>{t('paymentSuccessful.title')}</PageHeading>
        <p className="page__lead">{t('paymentSuccessful.lead')}</p>
      </header>
      <div className="split">
        <NextSteps />
        {/* The order in one line; the receipt's details (the plan, each charge) one tap away. */}
        <Card title={t('paymentSuccessful.orderTitle')} className="payment-successful__receipt">
          <ScheduleLine schedule={schedule} lead={<strong>{t(planKeys(product).title)}</strong>} />
          <details className="disclosure">
            <summary className="disclosure__toggle">{t('paymentSuccessful.orderDetails')}</summary>
            <div className="disclosure__body">
              <div className="stack stack--tight">
                <h3 className="payment-successful__label">{t('paymentSuccessful.planLabel')}</h3>
                <div className="payment-successful__plan">
                  <PlanCardDetails product={product} schedule={schedule} />
                </div>
              </div>
              <BillingSchedule schedule={schedule} paid withDisclaimer={false}>
                {promoCode && (
                  <SummaryRow term={t('paymentSuccessful.promoCode')}>
                    <span className="chip">{promoCode}</span>
                  </SummaryRow>
                )}
              </BillingSchedule>
            </div>
          </details>
          <TrialTimeline schedule={schedule} />
          <Acknowledgment />
        </Card>
      </div>
    </div>
  );
}

/** A calm mark of success: a check in a circle, drawn inline (no image to load). */
function SuccessMark() {
  return (
    <svg
      className="success-mark"
      viewBox="0 0 56 56"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="28" cy="28" r="28" className="success-mark__disc" />
      <path
        d="M17 29l7.5 7.5L40 21"
        fill="none"
        className="success-mark__check"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The terms go out by e-mail from the back end itself once the provider said the payment succeeded
 * (the consent was recorded with the intent): nothing the portal does now can lose them.
 */
function Acknowledgment() {
  const { t } = useTranslation();
  return <p className="disclaimer">{t('billing.acknowledgment.sent')}</p>;
}

/**
 * 1) get the app, 2) log in the same way as here, 3) enjoy, with help a mail away. On a computer
 * the app is for the member's phone: a QR code that opens its store there sits beside the store
 * buttons. A phone gets the buttons alone, and never loads the code.
 */
function NextSteps() {
  const { t } = useTranslation();
  const { settings } = useServices();
  const wide = useMediaQuery(WIDE_SCREEN);
  const provider = useAppSelector((state) => state.auth.provider);
  const email = useAppSelector((state) => state.auth.user?.email ?? null);
  const method = providerContext(provider);
  // A phone is offered its own store; a computer (or a device that does not say) both.
  const [store] = useState(() => phoneStoreOf(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <Card title={t('paymentSuccessful.nextStepsTitle')}>
      <ol className="next-steps">
        <li className="next-steps__step">
          <p className="next-steps__title">{t('paymentSuccessful.steps.download')}</p>
          <div className="next-steps__get-app">
            {wide && <AppQrCode />}
            <StoreButtons only={store} />
          </div>
        </li>
        <li className="next-steps__step">
          <p className="next-steps__title">{t('paymentSuccessful.steps.logIn')}</p>
          {method && (
            <p className="next-steps__detail">
              <Trans
                i18nKey="paymentSuccessful.steps.method"
                context={method}
                components={{ strong: <strong /> }}
              />
            </p>
          )}
          {email && (
            <p className="next-steps__detail">
              {withEmailAddress(
                (address) => t('paymentSuccessful.steps.account', { email: address }),
                email,
              )}
            </p>
          )}
        </li>
        <li className="next-steps__step">
          <p className="next-steps__title">{t('paymentSuccessful.steps.enjoy')}</p>
          <p className="next-steps__detail">
            <Trans
              i18nKey="paymentSuccessful.steps.support"
              values={{ supportEmail: settings.supportEmail }}
              components={{ mail: <MessageLink href={`mailto:${settings.supportEmail}`} /> }}
            />
          </p>
        </li>
      </ol>
    </Card>
  );
}
