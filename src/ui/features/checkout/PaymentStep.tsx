import { useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PaymentConfirmer } from '../../../application/ports/payments';
import { PAYMENT_SUCCESSFUL_PATH } from '../../../domain/order';
import { useServices } from '../../shared/services';
import { BillingTerms } from '../../shared/billing/BillingSchedule';
import { CommitLabel } from '../../shared/billing/MemberBilling';
import { TrialTimeline } from '../../shared/billing/TrialTimeline';
import { PaymentFormSlot, PaymentLoading } from '../../shared/billing/PaymentFormSlot';
import { useCheckoutOrder } from './use-billing-schedule';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { useFocusWhenLost } from '../../shared/focus/use-focus-when-lost';
import { planKeys } from '../../shared/i18n/label-keys';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { useExpressCheckout } from './use-express-checkout';
import { useWithdrawalConsent } from './WithdrawalConsent';
import { confirmPayment } from './checkout-thunks';
import { listenForAlreadySubscribed } from './already-subscribed';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { CheckoutOverview } from './CheckoutOverview';
import { CheckoutProgress } from './CheckoutProgress';

/**
 * The checkout step, on its own at the top of the profile while a checkout is open: where the
 * person is (Plan, Account, Payment), the order in one line, the wallets and the card form, then
 * the terms in one line, any payment error and the button that starts the trial, in that order
 * at every width; the trial's steps fold below. A payment error shows directly above the button,
 * scrolled into view with it, while focus stays on the button.
 */
export function PaymentStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { settings } = useServices();
  const checkout = useAppSelector((state) => state.checkout.checkout);
  const [ready, setReady] = useState<{ secret: string; confirmer: PaymentConfirmer } | null>(null);
  const submitting = useRef(false);
  const order = useCheckoutOrder();
  const termsId = useId();
  const headingId = useId();
  const heading = useFocusWhenLost<HTMLHeadingElement>();
  const commitment = useRef<HTMLDivElement>(null);
  const withdrawal = useWithdrawalConsent(order?.product ?? null);

  const { clientSecret } = checkout;
  // The trial's steps, below the card form, come in a render after it (as the profile's cards):
  // a phone shows the form a task sooner, and nothing stands below them to be pushed down.
  const afterForm = useDeferredValue(clientSecret !== null);
  // A confirmer belongs to the client secret it was made for.
  const confirmer = ready && ready.secret === clientSecret ? ready.confirmer : null;
  const onReady = useCallback(
    (next: PaymentConfirmer) => {
      if (clientSecret) setReady({ secret: clientSecret, confirmer: next });
    },
    [clientSecret],
  );

  const confirming = checkout.status === 'confirming' || checkout.status === 'confirmed';
  const failure = checkout.status === 'open' ? checkout.error : null;
  const error = useErrorText('payment', failure);

  // The error shows above the button just pressed: bring both on screen, focus stays put.
  // Refused because another tab paid first: the profile shows that subscription instead of this
  // checkout (already-subscribed.ts).
  useEffect(() => listenForAlreadySubscribed(dispatch), [dispatch]);

  useEffect(() => {
    const node = commitment.current;
    // Browsers all scroll; a test's DOM (jsdom) has no layout and no scrollIntoView.
    if (failure && node && typeof node.scrollIntoView === 'function') {
      node.scrollIntoView({ block: 'nearest' });
    }
  }, [failure]);

  /** The one confirmation path of the card form and the wallets; rejects when it failed. */
  const confirmWith = async (chosen: PaymentConfirmer) => {
    // An EU checkout's withdrawal box, unticked, stops the payment before it starts.
    const withdrawalWaiver = withdrawal.waiverOrThrow();
    await dispatch(
      confirmPayment({
        confirmer: chosen,
        origin: window.location.origin,
        path: location.pathname,
        withdrawalWaiver,
      }),
    ).unwrap();
    void navigate(PAYMENT_SUCCESSFUL_PATH);
  };

  const express = useExpressCheckout({
    schedule: order?.schedule ?? null,
    label: order ? `${settings.clientName} ${t(planKeys(order.product).title)}` : '',
    confirm: confirmWith,
    // The order's line stands directly above the wallets.
    withTerms: false,
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

  return (
    <section className="card checkout-step" aria-labelledby={headingId}>
      <CheckoutProgress />
      <h2 id={headingId} ref={heading} tabIndex={-1} className="card__title">
        {t('checkoutForm.title')}
      </h2>
      {/* A checkout asked for before signing up is the page from the start: its step stands,
          loading, in the place the form will take, so that nothing moves when it opens. */}
      {clientSecret === null ? (
        <PaymentLoading>{t('checkoutForm.billingLoading')}</PaymentLoading>
      ) : (
        <>
          <CheckoutOverview />
          {/* How it is paid, one block: on a wide screen a column beside the order. */}
          <div className="checkout-step__payment">
            <PaymentFormSlot
              loading={t('checkoutForm.paymentLoading')}
              clientSecret={clientSecret}
              onReady={onReady}
              express={order ? express : undefined}
            />
            {order && (
              <div className="checkout-step__commitment" ref={commitment}>
                {/* Consents the law asks for at the checkout, above the terms. */}
                {withdrawal.box}
                <BillingTerms schedule={order.schedule} id={termsId} />
                {error && <Alert tone="error">{error}</Alert>}
                <Button
                  wide
                  className="checkout-step__pay"
                  loading={confirming}
                  disabled={!confirmer}
                  aria-describedby={termsId}
                  onClick={() => void pay()}
                >
                  <CommitLabel schedule={order.schedule} />
                </Button>
              </div>
            )}
          </div>
          {order && afterForm && <TrialTimeline schedule={order.schedule} withDisclaimer />}
        </>
      )}
    </section>
  );
}
