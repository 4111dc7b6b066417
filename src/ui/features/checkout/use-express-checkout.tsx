import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpressCheckout, PaymentConfirmer } from '../../../application/ports/payments';
import type { BillingSchedule as Schedule } from '../../../domain/billing-schedule';
import { AppError, toAppError } from '../../../domain/errors';
import { BillingSchedule, BillingTerms } from '../../shared/billing/BillingSchedule';
import { scheduleWords } from '../../shared/billing/schedule-words';
import { termsWithVat } from '../../shared/billing/vat-words';
import { isRejection } from '../../shared/store/rejection';
import { useAppSelector } from '../../shared/store/hooks';

interface ExpressCheckoutOptions {
  /** The checkout's schedule; null for a change of payment method, where nothing is charged. */
  schedule: Schedule | null;
  /** The plan as a wallet's sheet lists it. */
  label: string;
  /**
   * Runs the page's own confirmation with the wallet's confirmer; resolves once it succeeded and
   * rejects with the page's rejection when it did not.
   */
  confirm: (confirmer: PaymentConfirmer) => Promise<void>;
  /**
   * False where the page's own line of terms already stands directly above the wallet buttons
   * (the checkout's order line): the wallets then repeat nothing.
   */
  withTerms?: boolean;
}

/**
 * What a page hands its payment form to offer wallets: the same schedule, terms and summary as
 * the page (one wording, src/ui/shared/billing), and the page's own confirmation path.
 */
export function useExpressCheckout({
  schedule,
  label,
  confirm,
  withTerms = true,
}: ExpressCheckoutOptions): ExpressCheckout<ReactNode> {
  const { t, i18n } = useTranslation();
  const termsId = useId();
  const email = useAppSelector((state) => state.auth.user?.email ?? null);
  const words = schedule ? scheduleWords(schedule, t, i18n.language) : null;
  const setupTerms = t('changePaymentMethod.walletTerms');
  return {
    schedule,
    words: {
      label,
      description: schedule ? termsWithVat(schedule, t, i18n.language).join('. ') : setupTerms,
      trial: words?.trial ? `${t('billing.trial')}: ${words.trial}` : null,
      firstCharge: words?.firstCharge ?? '',
      laterCharges: words?.laterCharges ?? '',
    },
    managementUrl: new URL('/', window.location.origin).toString(),
    terms: !withTerms ? null : schedule ? (
      <BillingTerms schedule={schedule} id={termsId} />
    ) : (
      <p className="billing-terms">{setupTerms}</p>
    ),
    summary: schedule ? <BillingSchedule schedule={schedule} /> : <p>{setupTerms}</p>,
    email,
    onConfirm: async (confirmer) => {
      try {
        await confirm(confirmer);
      } catch (reason) {
        throw isRejection(reason) ? new AppError(reason.code, reason.message) : toAppError(reason);
      }
    },
  };
}
