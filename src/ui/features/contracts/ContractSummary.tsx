import type { ReactNode } from 'react';
import { formatLongDate } from '../../../domain/dates';
import { useContractsTranslation } from './contracts-catalogue';
import type { ContractDetails, ContractMode } from './contract-details';

/** What a contract page sends, as it will be sent: beside the final button, and on the receipt. */
export function ContractSummary({
  mode,
  details,
}: {
  mode: ContractMode;
  details: ContractDetails;
}) {
  const { t, i18n } = useContractsTranslation();
  const reason = details.reason.trim();
  return (
    <dl className="summary contract-summary">
      <SummaryRow term={t('email')}>{details.email.trim() || '—'}</SummaryRow>
      <SummaryRow term={t('contract')}>{t(`contractChoices.${details.contract}`)}</SummaryRow>
      {mode === 'cancel' && (
        <>
          <SummaryRow term={t('cancel.kind')}>{t(`cancel.${details.kind}`)}</SummaryRow>
          <SummaryRow term={t('cancel.effective')}>
            {formatLongDate(details.endDate, i18n.language) ?? t('cancel.earliest')}
          </SummaryRow>
          {details.kind === 'extraordinary' && reason && (
            <SummaryRow term={t('cancel.reasonTerm')}>{reason}</SummaryRow>
          )}
        </>
      )}
    </dl>
  );
}

export function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="summary__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
