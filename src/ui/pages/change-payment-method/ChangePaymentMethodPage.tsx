import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { PaymentConfirmer } from '../../../application/ports/payments';
import { AppError } from '../../../domain/errors';
import { isStripeSubscription } from '../../../domain/subscription';
import { useServices } from '../../app/services';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { errorMessage } from '../../i18n/error-messages';
import { userChanged } from '../../store/auth-slice';
import { noticeShown } from '../../store/notice-slice';
import {
  completePaymentMethodChange,
  paymentMethodChangeNotice,
  startPaymentMethodChange,
} from '../../store/payment-method-thunks';
import type { Rejection } from '../../store/rejection';
import { useAppDispatch, useAppSelector } from '../../store/store';
import './change-payment-method.css';
import { PageHeading } from '../../components/PageHeading';
import { useExpressCheckout } from '../../payments/use-express-checkout';

type Setup =
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string }
  | { status: 'failed'; error: Rejection };

/**
 * Typing mistakes the card form catches before anything reaches the bank: the person stays on the
 * form to fix them, as with Stripe's own field validation. Every other outcome goes back to /.
 */
const CARD_ENTRY_ERRORS: readonly string[] = ['payments/incomplete', 'payments/invalid-card'];

const asRejection = (reason: unknown): Rejection =>
  typeof reason === 'object' && reason !== null && 'code' in reason
    ? (reason as Rejection)
    : { code: 'unknown', message: '' };

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
  const subscription = useAppSelector((state) => state.auth.user?.subscription ?? null);
  if (!subscription || !isStripeSubscription(subscription)) return <Navigate to="/" replace />;
  return <ChangeCard last4={subscription.paymentOption?.last4 ?? null} />;
}

function ChangeCard({ last4 }: { last4: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { PaymentForm, settings } = useServices();
  const [setup, setSetup] = useState<Setup>({ status: 'loading' });
  const [confirmer, setConfirmer] = useState<PaymentConfirmer | null>(null);
  const [saving, setSaving] = useState(false);
  const [cardError, setCardError] = useState<Rejection | null>(null);
  const started = useRef(false);
  const busy = useRef(false);
  useDocumentTitle(t('changePaymentMethod.title'));

  const fetchSecret = useCallback(
    () =>
      dispatch(startPaymentMethodChange())
        .unwrap()
        .then(
          (clientSecret) => setSetup({ status: 'ready', clientSecret }),
          (reason: unknown) => setSetup({ status: 'failed', error: asRejection(reason) }),
        ),
    [dispatch],
  );

  // One setup intent per visit, also when a development render runs effects twice.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void fetchSecret();
  }, [fetchSecret]);

  const retry = () => {
    setSetup({ status: 'loading' });
    void fetchSecret();
  };

  /** The one saving path of the card form and the wallets; answers how it went. */
  const saveWith = async (chosen: PaymentConfirmer): Promise<Rejection | null> => {
    busy.current = true;
    setSaving(true);
    setCardError(null);
    const returnUrl = new URL('/', window.location.origin).toString();
    const action = await dispatch(completePaymentMethodChange({ confirmer: chosen, returnUrl }));
    const { user, error } = completePaymentMethodChange.fulfilled.match(action)
      ? action.payload
      : { user: null, error: action.payload ?? asRejection(action.error) };
    if (user) dispatch(userChanged(user));
    if (error && CARD_ENTRY_ERRORS.includes(error.code)) {
      busy.current = false;
      setSaving(false);
      setCardError(error);
      return error;
    }
    // SPEC: the person goes back to / whatever happened; the notice says how it went.
    dispatch(noticeShown(paymentMethodChangeNotice(error)));
    void navigate('/', { replace: true });
    return error;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmer || busy.current) return;
    await saveWith(confirmer);
  };

  const express = useExpressCheckout({
    schedule: null,
    label: settings.clientName,
    confirm: async (chosen) => {
      if (busy.current) return;
      const error = await saveWith(chosen);
      if (error) throw new AppError(error.code, error.message);
    },
  });

  const setupError = setup.status === 'failed' ? errorMessage('changePayment', setup.error) : null;
  // The card form's own words for what was mistyped ("Your card number is invalid.").
  const entryError = cardError ? errorMessage('payment', cardError) : null;

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
            {setup.status === 'loading' && (
              <Loading label={t('changePaymentMethod.billingLoading')} />
            )}
            {setupError && (
              <div className="stack">
                <Alert tone="error">{t(setupError.key, setupError.values)}</Alert>
                <div>
                  <Button variant="secondary" onClick={retry}>
                    {t('common.retry')}
                  </Button>
                </div>
              </div>
            )}
            {setup.status === 'ready' && (
              <Suspense fallback={<Loading label={t('changePaymentMethod.paymentLoading')} />}>
                <PaymentForm
                  clientSecret={setup.clientSecret}
                  onReady={setConfirmer}
                  express={express}
                />
              </Suspense>
            )}
          </div>
          {entryError && <Alert tone="error">{t(entryError.key, entryError.values)}</Alert>}
          <div className="button-row">
            <Button type="submit" loading={saving} disabled={!confirmer}>
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
