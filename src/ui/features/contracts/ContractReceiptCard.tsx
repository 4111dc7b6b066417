import type { ContractReceipt } from '../../../domain/contracts';
import { formatLongDate } from '../../../domain/dates';
import { formatDateTime } from '../../../domain/moments';
import { Alert } from '../../kit/Alert';
import { Card } from '../../shared/components/Card';
import { useContractsTranslation } from './contracts-catalogue';
import type { ContractDetails, ContractMode } from './contract-details';
import { ContractSummary } from './ContractSummary';

/**
 * After a contract page sent its request: when it was received, what happens next, and what was
 * sent. The signed-in owner's request has applied (the answer says until when access lasts);
 * anyone else's waits for the link e-mailed to the account, and reads the same whatever the address.
 */
export function ContractReceiptCard({
  mode,
  receipt,
  details,
}: {
  mode: ContractMode;
  receipt: ContractReceipt;
  details: ContractDetails;
}) {
  const { t, i18n } = useContractsTranslation();
  const { outcome } = receipt;
  const next =
    outcome === undefined
      ? t(`${mode}.toConfirm`)
      : outcome.status === 'applied'
        ? t(`${mode}.applied`, { date: formatLongDate(outcome.accessEndsOn, i18n.language) })
        : t(`${mode}.unchanged`);
  return (
    <Card title={t(`${mode}.doneTitle`)} isOutcome className="contract-done">
      <p>
        {t('received', {
          receivedAt: formatDateTime(new Date(receipt.receivedAt), i18n.language),
        })}
      </p>
      <Alert tone={outcome?.status === 'applied' ? 'success' : 'info'}>{next}</Alert>
      <ContractSummary mode={mode} details={details} />
    </Card>
  );
}
