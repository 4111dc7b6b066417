import { Trans, useTranslation } from 'react-i18next';
import type { PendingPaymentStatus } from '../../../../domain/order';
import { useServices } from '../../../shared/services';
import { MessageLink } from '../../../shared/components/LegalLinks';
import { PageHeading } from '../../../shared/components/PageHeading';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import { Button } from '../../../kit/Button';
import { Spinner } from '../../../kit/Spinner';
import { listenToPaymentChecks, paymentCheckRequested } from '../payment-confirming';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import './payment-successful.css';

/** The page's words for what the provider last said; null: it has not answered yet. */
function wordsFor(pending: PendingPaymentStatus | null) {
  switch (pending) {
    case 'processing':
      return {
        title: 'confirmingPayment.processingTitle',
        lead: 'confirmingPayment.processingLead',
      };
    case 'unknown':
      return { title: 'confirmingPayment.title', lead: 'confirmingPayment.unreachableLead' };
    default:
      return { title: 'confirmingPayment.title', lead: 'confirmingPayment.lead' };
  }
}

/**
 * The order's payment is not settled yet: the payment is processing (a bank debit can take days),
 * the bank's check is open or was left, or the provider cannot be asked. Nothing is shown as paid,
 * and nothing offers to pay again: the portal keeps asking by itself and says so, in the words of
 * what the provider last said, with what the member can do meanwhile. Only the provider's "failed"
 * sends the member back to the checkout (DESIGN.md, "Never a second payment by mistake").
 */
export function ConfirmingPayment() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const checkNow = () => {
    listenToPaymentChecks(dispatch);
    dispatch(paymentCheckRequested());
  };
  const { settings } = useServices();
  const pending = useAppSelector((state) => state.checkout.pendingPayment);
  const words = wordsFor(pending);
  useDocumentTitle(t(words.title));

  return (
    <div className="page page--narrow confirming-payment">
      <PageHeading>{t(words.title)}</PageHeading>
      <p className="page__lead">{t(words.lead)}</p>
      <p className="confirming-payment__status" role="status">
        <Spinner />
        <span>{t('confirmingPayment.checking')}</span>
      </p>
      <div className="button-row">
        <Button variant="secondary" onClick={checkNow}>
          {t('confirmingPayment.checkAgain')}
        </Button>
      </div>
      <p className="confirming-payment__meanwhile">
        <Trans
          i18nKey="confirmingPayment.meanwhile"
          values={{ supportEmail: settings.supportEmail }}
          components={{ mail: <MessageLink href={`mailto:${settings.supportEmail}`} /> }}
        />
      </p>
    </div>
  );
}
