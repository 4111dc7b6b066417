import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ExpressCheckout, PaymentConfirmer } from '../../../application/ports/payments';
import type { GiftPurchase } from '../../../application/ports/gift-shop';
import { oneTimeSchedule } from '../../../domain/billing-schedule';
import type { IsoDate } from '../../../domain/dates';
import { AppError, toAppError } from '../../../domain/errors';
import { GIFT_PAID_SEGMENT } from '../../../domain/gift-payment';
import type { GiftProduct } from '../../../domain/gifts';
import { PaymentFormSlot } from '../../shared/billing/PaymentFormSlot';
import { useServices } from '../../shared/services';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { useAppSelector } from '../../shared/store/hooks';
import { useRequest } from '../../shared/store/use-request';
import type { GiftDraft } from './gift-return';
import { payForGift } from './gift-thunks';
import { giftPaymentWords } from './gift-words';
import { GiftSummary, GiftTerms } from './GiftSummary';
import { useGiftsTranslation } from './gifts-catalogue';

interface GiftPaymentProps {
  purchase: GiftPurchase;
  product: GiftProduct;
  draft: GiftDraft;
  today: IsoDate;
  /** Back to the form, to change the gift before paying. */
  onChange: () => void;
}

/**
 * The gift's payment: the same payment step as a membership's (the provider's form with its
 * wallets, Europe's methods and the bank's check), with the gift's one sentence above the button
 * that names the payment. No trial and no waiver box: a gift's buyer keeps the right to withdraw
 * until it is redeemed. The provider's word decides what follows, on the page where the payment
 * ends (/gift/paid).
 */
export function GiftPayment({ purchase, product, draft, today, onChange }: GiftPaymentProps) {
  const { t, i18n } = useGiftsTranslation();
  const { settings } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const uid = useAppSelector((state) => state.auth.uid);
  const email = useAppSelector((state) => state.auth.user?.email ?? null);
  const paying = useRequest(payForGift);
  const error = useErrorText('payment', paying.error);
  const [ready, setReady] = useState<{ secret: string; confirmer: PaymentConfirmer } | null>(null);
  const submitting = useRef(false);
  const termsId = useId();
  const words = giftPaymentWords(oneTimeSchedule(product, today), t, i18n.language);
  const { clientSecret, giftId } = purchase;
  const confirmer = ready?.secret === clientSecret ? ready.confirmer : null;
  const onReady = useCallback(
    (next: PaymentConfirmer) => setReady({ secret: clientSecret, confirmer: next }),
    [clientSecret],
  );
  const paidPath = `${location.pathname.replace(/\/+$/u, '')}${GIFT_PAID_SEGMENT}`;

  /** The one confirmation path of the card form and the wallets; rejects when it failed. */
  const confirmWith = async (chosen: PaymentConfirmer) => {
    if (!uid) throw new AppError('api/unauthorized', '');
    const outcome = await paying.run({
      confirmer: chosen,
      giftId,
      clientSecret,
      uid,
      origin: window.location.origin,
      path: location.pathname,
    });
    if (!outcome.ok) throw new AppError(outcome.error.code, outcome.error.message);
    void navigate(paidPath, { replace: true });
  };

  const pay = async () => {
    // A second click before the first finished never confirms twice.
    if (!confirmer || submitting.current) return;
    submitting.current = true;
    try {
      await confirmWith(confirmer);
    } catch {
      // The request keeps the provider's message, shown above the button.
    } finally {
      submitting.current = false;
    }
  };

  const express: ExpressCheckout<ReactNode> = {
    schedule: null,
    words: {
      label: t('pay.walletLabel', { client: settings.clientName }),
      description: words.schedule,
      trial: null,
      firstCharge: words.schedule,
      laterCharges: '',
    },
    managementUrl: new URL('/', window.location.origin).toString(),
    terms: null,
    summary: <GiftSummary product={product} draft={draft} today={today} />,
    email,
    onConfirm: async (chosen) => {
      try {
        await confirmWith(chosen);
      } catch (reason) {
        throw toAppError(reason);
      }
    },
  };

  return (
    <div className="stack gift-payment">
      <GiftSummary product={product} draft={draft} today={today} />
      <Button variant="quiet" className="gift-payment__change" onClick={onChange}>
        {t('pay.change')}
      </Button>
      <PaymentFormSlot
        loading={t('pay.loading')}
        clientSecret={clientSecret}
        onReady={onReady}
        express={express}
      />
      <div className="stack gift-payment__commitment">
        {product.tax && <p className="disclaimer">{t('pay.withdrawal')}</p>}
        <GiftTerms product={product} today={today} id={termsId} />
        {error && <Alert tone="error">{error}</Alert>}
        <Button
          wide
          loading={paying.busy}
          disabled={!confirmer}
          aria-describedby={termsId}
          onClick={() => void pay()}
        >
          {t('pay.button', { price: words.price })}
        </Button>
      </div>
    </div>
  );
}
