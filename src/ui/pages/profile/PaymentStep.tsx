import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PaymentConfirmer } from '../../../application/ports/payments';
import { PAYMENT_SUCCESSFUL_PATH } from '../../../domain/order';
import { useServices } from '../../app/services';
import { BillingTerms, CommitLabel } from '../../billing/BillingSchedule';
import { TrialTimeline } from '../../billing/TrialTimeline';
import { useCheckoutOrder } from '../../billing/use-billing-schedule';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { planKeys } from '../../i18n/label-keys';
import { useErrorText } from '../../i18n/use-error-text';
import { useExpressCheckout } from '../../payments/use-express-checkout';
import { useWithdrawalConsent } from '../../payments/WithdrawalConsent';
import { isAlreadySubscribed, showExistingSubscription } from '../../store/already-subscribed';
import { confirmPayment } from '../../store/checkout-slice';
import { useAppDispatch, useAppSelector } from '../../store/store';

/** The payment provider's form for this checkout, and the button that starts the trial. */
export function PaymentStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { PaymentForm, settings } = useServices();
  const checkout = useAppSelector((state) => state.checkout.checkout);
  const [ready, setReady] = useState<{ secret: string; confirmer: PaymentConfirmer } | null>(null);
  const submitting = useRef(false);
  const order = useCheckoutOrder();
  const termsId = useId();
  const withdrawal = useWithdrawalConsent(order?.product ?? null);

  const { clientSecret } = checkout;
  // A confirmer belongs to the client secret it was made for.
  const confirmer = ready && ready.secret === clientSecret ? ready.confirmer : null;
  const onReady = useCallback(
    (next: PaymentConfirmer) => {
      if (clientSecret) setReady({ secret: clientSecret, confirmer: next });
    },
    [clientSecret],
  );

  const confirming = checkout.status === 'confirming' || checkout.status === 'confirmed';
  const error = useErrorText('payment', checkout.status === 'open' ? checkout.error : null);

  /** The one confirmation path of the card form and the wallets; rejects when it failed. */
  const confirmWith = async (chosen: PaymentConfirmer) => {
    // An EU checkout's withdrawal box, unticked, stops the payment before it starts.
    const withdrawalWaiver = withdrawal.waiverOrThrow();
    try {
      await dispatch(
        confirmPayment({
          confirmer: chosen,
          origin: window.location.origin,
          path: location.pathname,
          withdrawalWaiver,
        }),
      ).unwrap();
    } catch (reason) {
      // Another tab paid first: the profile shows that subscription instead of this checkout.
      if (isAlreadySubscribed(reason)) void dispatch(showExistingSubscription(location.pathname));
      throw reason;
    }
    void navigate(PAYMENT_SUCCESSFUL_PATH);
  };

  const express = useExpressCheckout({
    schedule: order?.schedule ?? null,
    label: order ? `${settings.clientName} ${t(planKeys(order.product).title)}` : '',
    confirm: confirmWith,
  });

  const pay = async () => {
    // A second click before the first finished never confirms twice.
    if (!confirmer || submitting.current) return;
    submitting.current = true;
    try {
      await confirmWith(confirmer);
    } catch {
      // The slice keeps the provider's message; the form stays as it was, ready for another try.
    } finally {
      submitting.current = false;
    }
  };

  if (!clientSecret) return null;
  return (
    <Card title={t('checkoutForm.title')} className="payment-step" isOutcome>
      <p className="profile__card-lead">{t('checkoutForm.lead')}</p>
      <div className="payment-step__form">
        <Suspense
          fallback={
            <p className="payment-step__loading" role="status">
              {t('checkoutForm.paymentLoading')}
            </p>
          }
        >
          <PaymentForm
            key={clientSecret}
            clientSecret={clientSecret}
            onReady={onReady}
            express={order ? express : undefined}
          />
        </Suspense>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {order && (
        <div className="payment-step__commitment">
          <TrialTimeline schedule={order.schedule} />
          {withdrawal.box}
          <BillingTerms schedule={order.schedule} id={termsId} />
          <Button
            wide
            loading={confirming}
            disabled={!confirmer}
            aria-describedby={termsId}
            onClick={() => void pay()}
          >
            <CommitLabel schedule={order.schedule} />
          </Button>
        </div>
      )}
    </Card>
  );
}
