import { useTranslation } from 'react-i18next';
import { paymentProcessingOf } from '../../../domain/keeping-members';
import { formatMinorUnits } from '../../../domain/money';
import type { Subscription } from '../../../domain/subscription';
import { Alert } from '../../kit/Alert';

/**
 * A bank debit (SEPA) the bank has not settled yet, said honestly on the profile: the membership
 * is as the provider's status says, and there is nothing to pay again while it processes.
 */
export function ProcessingPaymentNotice({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const processing = paymentProcessingOf(subscription);
  if (!processing) return null;
  return (
    <Alert tone="info" className="processing-payment">
      <p>
        <strong>{t('keepMembers.processing.title')}</strong>{' '}
        {t('keepMembers.processing.body', {
          amount: formatMinorUnits(processing.amount, i18n.language),
        })}
      </p>
    </Alert>
  );
}
