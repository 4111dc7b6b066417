import { useState, type FormEvent, type ReactNode } from 'react';
import {
  CANCELLATION_KINDS,
  CONTRACT_CHOICES,
  type CancellationKind,
  type ContractChoice,
  type ContractReceipt,
} from '../../../domain/contracts';
import { formatLongDate } from '../../../domain/dates';
import { formatDateTime } from '../../../domain/moments';
import { hasErrors, validateForgotPassword } from '../../../domain/validation';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Card } from '../../components/Card';
import { Field } from '../../kit/Field';
import { RadioGroup } from '../../kit/RadioGroup';
import { PageHeading } from '../../components/PageHeading';
import { EmailField, TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePrerendering } from '../../components/use-prerendering';
import { useErrorText, useFieldErrorText } from '../../i18n/use-error-text';
import { cancelContract, withdrawFromContract } from '../../store/contract-thunks';
import { useAppSelector } from '../../store/hooks';
import { useRequest } from '../../store/use-request';
import './contracts.css';
import { useContractsTranslation } from './contracts-catalogue';

/**
 * The law's two contract pages (DESIGN.md, "Europe"), usable without signing in: the person names
 * only what identifies the contract, checks it once, presses "Cancel now" ("Jetzt kündigen") or
 * "Withdraw now", and sees when it was received; the confirmation also goes by e-mail.
 */
type Step = 'form' | 'confirm' | 'done';

interface Details {
  email: string;
  contract: ContractChoice;
  kind: CancellationKind;
  endDate: string;
  reason: string;
}

/** /cancel-contract: "Cancel contracts here" (§312k BGB). */
export function CancelContractPage() {
  return <ContractPage mode="cancel" />;
}

/** /withdraw: "Withdraw from contract here" (Directive (EU) 2023/2673). */
export function WithdrawPage() {
  return <ContractPage mode="withdraw" />;
}

function ContractPage({ mode }: { mode: 'cancel' | 'withdraw' }) {
  const { t, i18n } = useContractsTranslation();
  const words = (key: string) => t(`${mode}.${key}`);
  useDocumentTitle(words('documentTitle'));
  const signedInEmail = useAppSelector((state) => state.auth.user?.email ?? '');
  const [details, setDetails] = useState<Details>({
    email: signedInEmail,
    contract: 'not-sure',
    kind: 'ordinary',
    endDate: '',
    reason: '',
  });
  const [step, setStep] = useState<Step>('form');
  const [submitted, setSubmitted] = useState(false);
  const cancelling = useRequest(cancelContract);
  const withdrawing = useRequest(withdrawFromContract);
  const request = mode === 'cancel' ? cancelling : withdrawing;
  const errorText = useErrorText('contract', request.error?.fieldErrors ? null : request.error);
  const fieldErrorText = useFieldErrorText();
  const prerendering = usePrerendering();
  const { language } = i18n;

  const emailError = submitted ? (validateForgotPassword(details).email ?? null) : null;
  const change = (patch: Partial<Details>) => setDetails((current) => ({ ...current, ...patch }));

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateForgotPassword(details))) {
      (event.currentTarget.elements.namedItem('email') as HTMLElement | null)?.focus();
      return;
    }
    setStep('confirm');
  };

  const send = async () => {
    if (request.busy) return;
    const outcome =
      mode === 'cancel'
        ? await cancelling.run({
            email: details.email,
            contract: details.contract,
            kind: details.kind,
            reason: details.reason,
            endDate: details.endDate || null,
          })
        : await withdrawing.run({ email: details.email, contract: details.contract });
    if (outcome.ok) setStep('done');
  };

  const summary = (
    <dl className="summary contract-summary">
      <Row term={t('email')}>{details.email.trim()}</Row>
      <Row term={t('contract')}>{t(`contractChoices.${details.contract}`)}</Row>
      {mode === 'cancel' && (
        <>
          <Row term={t('cancel.kind')}>{t(`cancel.${details.kind}`)}</Row>
          <Row term={t('cancel.effective')}>
            {formatLongDate(details.endDate, language) ?? t('cancel.earliest')}
          </Row>
          {details.kind === 'extraordinary' && details.reason.trim() && (
            <Row term={t('cancel.reason')}>{details.reason.trim()}</Row>
          )}
        </>
      )}
    </dl>
  );

  return (
    <div className="page page--narrow">
      <header className="page__header">
        <PageHeading>{words('title')}</PageHeading>
        <p className="page__lead">{words('lead')}</p>
        <p>{t('noSignIn')}</p>
      </header>
      {step === 'form' && (
        <Card>
          <form
            className="form"
            noValidate
            inert={prerendering}
            aria-label={words('title')}
            onSubmit={review}
          >
            <EmailField
              label={t('email')}
              hint={t('emailHint')}
              value={details.email}
              maxLength={254}
              onChange={(event) => change({ email: event.target.value })}
              error={fieldErrorText('email', emailError)}
            />
            <Field label={t('contract')}>
              {(control) => (
                <select
                  {...control}
                  name="contract"
                  className="field__input"
                  value={details.contract}
                  onChange={(event) => change({ contract: event.target.value as ContractChoice })}
                >
                  {CONTRACT_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`contractChoices.${choice}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {mode === 'cancel' && <CancellationFields details={details} change={change} />}
            <Button type="submit" wide>
              {t('continue')}
            </Button>
          </form>
        </Card>
      )}
      {step === 'confirm' && (
        <Card title={words('confirmTitle')} isOutcome>
          <p>{words('confirmLead')}</p>
          {summary}
          {errorText && <Alert tone="error">{errorText}</Alert>}
          <div className="button-row">
            <Button onClick={() => void send()} loading={request.busy}>
              {words('submit')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                request.reset();
                setStep('form');
              }}
            >
              {t('back')}
            </Button>
          </div>
        </Card>
      )}
      {step === 'done' && request.data && (
        <Done
          title={words('doneTitle')}
          text={t(`${mode}.done`, {
            receivedAt: receivedWords(request.data, language),
            email: details.email.trim(),
          })}
          summary={summary}
        />
      )}
    </div>
  );
}

function receivedWords(receipt: ContractReceipt, language: string): string {
  return formatDateTime(new Date(receipt.receivedAt), language);
}

function Done({ title, text, summary }: { title: string; text: string; summary: ReactNode }) {
  return (
    <Card title={title} isOutcome className="contract-done">
      <Alert tone="success">{text}</Alert>
      {summary}
    </Card>
  );
}

function CancellationFields({
  details,
  change,
}: {
  details: Details;
  change: (patch: Partial<Details>) => void;
}) {
  const { t } = useContractsTranslation();
  return (
    <>
      <RadioGroup
        legend={t('cancel.kindLegend')}
        legendClassName="field__label"
        name="kind"
        options={CANCELLATION_KINDS}
        value={details.kind}
        onChange={(kind) => change({ kind })}
        labelOf={(kind) => t(`cancel.${kind}`)}
      />
      <TextField
        label={t('cancel.endDate')}
        hint={t('cancel.endDateHint')}
        type="date"
        name="endDate"
        value={details.endDate}
        onChange={(event) => change({ endDate: event.target.value })}
      />
      {details.kind === 'extraordinary' && (
        <Field label={t('cancel.reason')}>
          {(control) => (
            <textarea
              {...control}
              name="reason"
              className="field__input contract-reason"
              maxLength={500}
              rows={3}
              value={details.reason}
              onChange={(event) => change({ reason: event.target.value })}
            />
          )}
        </Field>
      )}
    </>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="summary__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
