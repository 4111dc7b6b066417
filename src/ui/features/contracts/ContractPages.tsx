import { useId, useState, type FormEvent } from 'react';
import { appliesAtOnce } from '../../../domain/contract-confirmation';
import { CONTRACT_CHOICES, type ContractChoice } from '../../../domain/contracts';
import { hasErrors, validateForgotPassword } from '../../../domain/validation';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Card } from '../../shared/components/Card';
import { Field } from '../../kit/Field';
import { PageHeading } from '../../shared/components/PageHeading';
import { EmailField } from '../../shared/components/TextField';
import { useDocumentTitle } from '../../shared/components/use-document-title';
import { usePrerendering } from '../../shared/components/use-prerendering';
import { useErrorText, useFieldErrorText } from '../../shared/i18n/use-error-text';
import { cancelContract, withdrawFromContract } from './contract-thunks';
import { useAppSelector } from '../../shared/store/hooks';
import { useRequest } from '../../shared/store/use-request';
import { CancellationFields } from './CancellationFields';
import type { ContractDetails, ContractMode } from './contract-details';
import { ContractReceiptCard } from './ContractReceiptCard';
import { ContractSummary } from './ContractSummary';
import './contracts.css';
import { useContractsTranslation } from './contracts-catalogue';

/**
 * The law's two contract pages (DESIGN.md, "Europe"), usable without signing in, in one step
 * (§312k BGB): the person names what identifies the contract, sees beside the final button what
 * will be sent, and presses it ("Cancel now" / "Jetzt kündigen", "Confirm withdrawal" /
 * "Widerruf bestätigen"). The receipt then says when it was received and what happens next.
 */

/** /cancel-contract: "Cancel contracts here" (§312k BGB). */
export function CancelContractPage() {
  return <ContractPage mode="cancel" />;
}

/** /withdraw: "Withdraw from contract here" (Directive (EU) 2023/2673). */
export function WithdrawPage() {
  return <ContractPage mode="withdraw" />;
}

const FIRST_DETAILS: Omit<ContractDetails, 'email'> = {
  contract: 'not-sure',
  kind: 'ordinary',
  endDate: '',
  reason: '',
};

function ContractPage({ mode }: { mode: ContractMode }) {
  const { t } = useContractsTranslation();
  useDocumentTitle(t(`${mode}.documentTitle`));
  const signedInEmail = useAppSelector((state) => state.auth.user?.email ?? null);
  // The member's own address until the person types another.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [choices, setChoices] = useState(FIRST_DETAILS);
  const details: ContractDetails = { ...choices, email: typedEmail ?? signedInEmail ?? '' };
  const [submitted, setSubmitted] = useState(false);
  const cancelling = useRequest(cancelContract);
  const withdrawing = useRequest(withdrawFromContract);
  const request = mode === 'cancel' ? cancelling : withdrawing;
  const errorText = useErrorText('contract', request.error?.fieldErrors ? null : request.error);
  const fieldErrorText = useFieldErrorText();
  const prerendering = usePrerendering();
  const summaryId = useId();

  const emailError = submitted ? (validateForgotPassword(details).email ?? null) : null;
  const change = (patch: Partial<ContractDetails>) => {
    const { email, ...rest } = patch;
    if (email !== undefined) setTypedEmail(email);
    setChoices((current) => ({ ...current, ...rest }));
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateForgotPassword(details))) {
      (event.currentTarget.elements.namedItem('email') as HTMLElement | null)?.focus();
      return;
    }
    if (mode === 'cancel') {
      const { email, contract, kind, reason, endDate } = details;
      await cancelling.run({ email, contract, kind, reason, endDate: endDate || null });
    } else {
      await withdrawing.run({ email: details.email, contract: details.contract });
    }
  };

  return (
    <div className="page page--narrow">
      <header className="page__header">
        <PageHeading>{t(`${mode}.title`)}</PageHeading>
        <p className="page__lead">{t(`${mode}.lead`)}</p>
        <p>{t('noSignIn')}</p>
      </header>
      {request.status === 'fulfilled' && request.data ? (
        <ContractReceiptCard mode={mode} receipt={request.data} details={details} />
      ) : (
        <Card>
          <form
            className="form"
            noValidate
            inert={prerendering}
            aria-label={t(`${mode}.title`)}
            onSubmit={(event) => void send(event)}
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
            <section className="contract-preview" aria-labelledby={summaryId}>
              <h2 id={summaryId} className="contract-preview__title">
                {t('summaryTitle')}
              </h2>
              <ContractSummary mode={mode} details={details} />
              <p className="contract-preview__next">
                {appliesAtOnce(signedInEmail, details.email) ? t('next.atOnce') : t('next.byEmail')}
              </p>
            </section>
            {errorText && <Alert tone="error">{errorText}</Alert>}
            <Button type="submit" wide loading={request.busy}>
              {t(`${mode}.submit`)}
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
