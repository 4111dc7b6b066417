import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { PaymentConfirmer } from '../../../../application/ports/payments';
import { AppError } from '../../../../domain/errors';
import { isStripeSubscription } from '../../../../domain/subscription';
import { useServices } from '../../../shared/services';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Card } from '../../../shared/components/Card';
import { Spinner } from '../../../kit/Spinner';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { memberAnswered } from '../../../shared/store/session-actions';
import { noticeShown } from '../../account';
import {
  completePaymentMethodChange,
  paymentMethodChangeNotice,
  startPaymentMethodChange,
} from '../payment-method-thunks';
import type { Rejection } from '../../../shared/store/rejection';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { useRequest } from '../../../shared/store/use-request';
import './change-payment-method.css';
import { PageHeading } from '../../../shared/components/PageHeading';
import { useExpressCheckout } from '../../checkout';
import { selectSubscription } from '../../../shared/store/selectors';

/**
 * Typing mistakes the card form catches before anything reaches the bank: the person stays on the
 * form to fix them, as with Stripe's own field validation. Every other outcome goes back to /.
 */
const CARD_ENTRY_ERRORS: readonly string[] = ['payments/incomplete', 'payments/invalid-card'];

const isCardEntryError = (error: Rejection | null | undefined): error is Rejection =>
  !!error && CARD_ENTRY_ERRORS.includes(error.code);

function Loading({ label }: { label: string }) {
  return (
    <div className="payment-slot__loading" role="status">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

/** /change-payment-method: only for subscriptions paid by card through Stripe. */
export function ChangePaymentMethodPage() {
  const subscription = useAppSelector(selectSubscription);
  if (!subscription || !isStripeSubscription(subscription)) return <Navigate to="/" replace />;
  return <ChangeCard last4={subscription.paymentOption?.last4 ?? null} />;
}

function ChangeCard({ last4 }: { last4: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { PaymentForm, settings } = useServices();
  const [confirmer, setConfirmer] = useState<PaymentConfirmer | null>(null);
  const setup = useRequest(startPaymentMethodChange);
  const saving = useRequest(completePaymentMethodChange);
  const cardError = isCardEntryError(saving.data?.error) ? saving.data.error : null;
  // Saved or not, the page is left for /, except to fix what was mistyped.
  const busy = saving.status === 'pending' || (saving.status === 'fulfilled' && !cardError);
  useDocumentTitle(t('changePaymentMethod.title'));

  // One setup intent per visit: a second run while the first is pending is the same call.
  const { run: startSetup } = setup;
  useEffect(() => {
    void startSetup();
  }, [startSetup]);

  /** The one saving path of the card form and the wallets; answers how it went. */
  const saveWith = async (chosen: PaymentConfirmer): Promise<Rejection | null> => {
    const returnUrl = new URL('/', window.location.origin).toString();
    const outcome = await saving.run({ confirmer: chosen, returnUrl });
    const { user, error } = outcome.ok ? outcome.value : { user: null, error: outcome.error };
    if (user) dispatch(memberAnswered(user));
    if (isCardEntryError(error)) return error;
    // SPEC: the person goes back to / whatever happened; the notice says how it went.
    dispatch(noticeShown(paymentMethodChangeNotice(error)));
    void navigate('/', { replace: true });
    return error;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmer || busy) return;
    await saveWith(confirmer);
  };

  const express = useExpressCheckout({
    schedule: null,
    label: settings.clientName,
    confirm: async (chosen) => {
      if (busy) return;
      const error = await saveWith(chosen);
      if (error) throw new AppError(error.code, error.message);
    },
  });

  const setupError = useErrorText('changePayment', setup.error);
  // What was mistyped, unless the form says it at the field already (one message per failure).
  const entryError = useErrorText('payment', cardError);

  return (
    <div className="page page--narrow">
      <header className="page__header">
        <PageHeading>{t('changePaymentMethod.title')}</PageHeading>
        <p className="page__lead">{t('changePaymentMethod.lead')}</p>
      </header>

      <Card title={t('changePaymentMethod.currentTitle')}>
        <p className="current-card">
          {last4
            ? t('changePaymentMethod.currentCard', { last4 })
            : t('changePaymentMethod.noCard')}
        </p>
      </Card>

      <Card title={t('changePaymentMethod.newTitle')}>
        <form className="form" onSubmit={(event) => void save(event)} noValidate>
          <div className="payment-slot">
            {(setup.status === 'idle' || setup.busy) && (
              <Loading label={t('changePaymentMethod.billingLoading')} />
            )}
            {setupError && (
              <div className="stack">
                <Alert tone="error">{setupError}</Alert>
                <div>
                  <Button variant="secondary" onClick={() => void setup.run()}>
                    {t('common.retry')}
                  </Button>
                </div>
              </div>
            )}
            {setup.data !== undefined && (
              <Suspense fallback={<Loading label={t('changePaymentMethod.paymentLoading')} />}>
                <PaymentForm clientSecret={setup.data} onReady={setConfirmer} express={express} />
              </Suspense>
            )}
          </div>
          {entryError && <Alert tone="error">{entryError}</Alert>}
          <div className="button-row">
            <Button type="submit" loading={busy} disabled={!confirmer}>
              {t('changePaymentMethod.save')}
            </Button>
            <Link className="button button--secondary" to="/">
              {t('changePaymentMethod.cancel')}
            </Link>
          </div>
        </form>
      </Card>
    </div>
  );
}
