import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContractRequestSummary } from '../../../domain/contract-confirmation';
import { formatLongDate } from '../../../domain/dates';
import { formatDateTime } from '../../../domain/moments';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Card } from '../../shared/components/Card';
import { PageHeading } from '../../shared/components/PageHeading';
import { useDocumentTitle } from '../../shared/components/use-document-title';
import { useErrorText } from '../../shared/i18n/use-error-text';
import { confirmContractRequest, previewContractConfirmation } from './contract-thunks';
import { useRequest } from '../../shared/store/use-request';
import { SummaryRow } from './ContractSummary';
import './contracts.css';
import { useContractsTranslation } from './contracts-catalogue';
import { linkProblemOf, type LinkProblem } from './link-problem';
import { useLinkToken } from './use-link-token';

/**
 * /contracts/confirm?token=…: where the owner's one-time link leads (DESIGN.md, Trust: "Nobody
 * acts for a member but the member"), signed in or not. It shows what the link would apply and a
 * button to apply it, then what it did; a link expired, used or unknown is said plainly.
 */
export function ContractConfirmPage() {
  const { t } = useContractsTranslation();
  useDocumentTitle(t('confirm.documentTitle'));
  const token = useLinkToken();
  const preview = useRequest(previewContractConfirmation);
  const confirming = useRequest(confirmContractRequest);
  const { run } = preview;
  useEffect(() => {
    void run(token);
  }, [run, token]);

  const problem = linkProblemOf(confirming.error) ?? linkProblemOf(preview.error);
  const previewFailed = useErrorText('contract', problem ? null : preview.error);
  const confirmFailed = useErrorText('contract', problem ? null : confirming.error);

  let content;
  if (problem) {
    content = <LinkProblemCard problem={problem} />;
  } else if (confirming.status === 'fulfilled' && confirming.data) {
    content = <RequestCard key="done" summary={confirming.data} done />;
  } else if (preview.data) {
    content = (
      <RequestCard key="preview" summary={preview.data}>
        {confirmFailed && <Alert tone="error">{confirmFailed}</Alert>}
        <Button wide loading={confirming.busy} onClick={() => void confirming.run(token)}>
          {t(`confirm.${preview.data.type}.button`)}
        </Button>
      </RequestCard>
    );
  } else if (preview.status === 'rejected') {
    content = (
      <Card>
        <Alert tone="error">{previewFailed ?? t('confirm.failed')}</Alert>
        <Button variant="secondary" onClick={() => void run(token)}>
          {t('confirm.retry')}
        </Button>
      </Card>
    );
  } else {
    content = (
      <p role="status" className="page__lead">
        {t('confirm.checking')}
      </p>
    );
  }

  return (
    <div className="page page--narrow">
      <header className="page__header">
        <PageHeading>{t('confirm.documentTitle')}</PageHeading>
      </header>
      {content}
    </div>
  );
}

/** The request a link names: before confirming, what it would do; after, what it did. */
function RequestCard({
  summary,
  done = false,
  children,
}: {
  summary: ContractRequestSummary;
  done?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useContractsTranslation();
  const { type, outcome } = summary;
  const title = done ? t(`confirm.${type}.doneTitle`) : t(`confirm.${type}.title`);
  return (
    <Card title={title} isOutcome className="contract-done">
      {!done && <p>{t('confirm.lead')}</p>}
      <dl className="summary contract-summary">
        <SummaryRow term={t('confirm.receivedAt')}>
          {formatDateTime(new Date(summary.receivedAt), i18n.language)}
        </SummaryRow>
        <SummaryRow term={t('contract')}>{t(`contractChoices.${summary.contract}`)}</SummaryRow>
        {summary.kind && (
          <SummaryRow term={t('cancel.kind')}>{t(`cancel.${summary.kind}`)}</SummaryRow>
        )}
        <SummaryRow term={t('confirm.accessEnds')}>
          {outcome.status === 'applied'
            ? formatLongDate(outcome.accessEndsOn, i18n.language)
            : t('confirm.nothingToEnd')}
        </SummaryRow>
      </dl>
      {done && (
        <Alert tone={outcome.status === 'applied' ? 'success' : 'info'}>
          {outcome.status === 'applied'
            ? t(`${type}.applied`, { date: formatLongDate(outcome.accessEndsOn, i18n.language) })
            : t('confirm.unchanged')}
        </Alert>
      )}
      {children}
    </Card>
  );
}

/** A link that cannot be used, and the way on: the page to send the request again. */
function LinkProblemCard({ problem }: { problem: LinkProblem }) {
  const { t } = useContractsTranslation();
  return (
    <Card title={t(`confirm.link.${problem}.title`)} isOutcome className="contract-done">
      <p>{t(`confirm.link.${problem}.text`)}</p>
      {problem !== 'used' && (
        <ul className="contract-again">
          <li>
            <Link to="/cancel-contract">{t('confirm.link.cancelAgain')}</Link>
          </li>
          <li>
            <Link to="/withdraw">{t('confirm.link.withdrawAgain')}</Link>
          </li>
        </ul>
      )}
    </Card>
  );
}
