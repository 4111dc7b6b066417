import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICES_SHOWN_FIRST } from '../../../domain/keeping-members';
import { amountWords, day } from './keeping-words';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Card } from '../../shared/components/Card';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { loadBillingHistory } from './keeping-thunks';
import { useRequest } from '../../shared/store/use-request';

/** The member's past charges, newest first: date, amount, status and receipt; three, then all. */
export function BillingHistory() {
  const { t, i18n } = useTranslation();
  const history = useRequest(loadBillingHistory);
  const [showAll, setShowAll] = useState(false);
  const errorText = useErrorText('keepMembers', history.error);
  const { run } = history;

  useEffect(() => {
    void run();
  }, [run]);

  const invoices = history.data ?? [];
  const shown = showAll ? invoices : invoices.slice(0, INVOICES_SHOWN_FIRST);
  return (
    <Card title={t('keepMembers.history.title')} className="billing-history">
      {history.busy && <p>{t('keepMembers.history.loading')}</p>}
      {errorText && (
        <Alert tone="error">
          <p>{errorText}</p>
          <Button variant="secondary" onClick={() => void run()}>
            {t('keepMembers.history.retry')}
          </Button>
        </Alert>
      )}
      {history.status === 'fulfilled' && invoices.length === 0 && (
        <p>{t('keepMembers.history.empty')}</p>
      )}
      {shown.length > 0 && (
        <table className="billing-history__table">
          <thead>
            <tr>
              <th scope="col">{t('keepMembers.history.date')}</th>
              <th scope="col">{t('keepMembers.history.amount')}</th>
              <th scope="col">{t('keepMembers.history.status')}</th>
              <th scope="col">{t('keepMembers.history.receipt')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((invoice) => (
              <tr key={invoice.id}>
                <td>{day(invoice.date, i18n.language)}</td>
                <td>{amountWords(invoice.amount, invoice.currency, i18n.language)}</td>
                <td>
                  <span className={`invoice-status invoice-status--${invoice.status}`}>
                    {t(`keepMembers.history.statuses.${invoice.status}`)}
                  </span>
                </td>
                <td>
                  {invoice.receiptUrl ? (
                    // The row already shows the date: a phone's narrow column reads "Receipt",
                    // a screen reader's list of links "Receipt from November 02, 2026".
                    <a
                      href={invoice.receiptUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('keepMembers.history.receiptFor', {
                        date: day(invoice.date, i18n.language),
                      })}
                    >
                      {t('keepMembers.history.receipt')}
                    </a>
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{t('keepMembers.history.noReceipt')}</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {invoices.length > INVOICES_SHOWN_FIRST && (
        <Button variant="quiet" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll
            ? t('keepMembers.history.showFewer')
            : t('keepMembers.history.showAll', { count: invoices.length })}
        </Button>
      )}
    </Card>
  );
}
