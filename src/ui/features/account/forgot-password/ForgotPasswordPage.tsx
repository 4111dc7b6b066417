import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { boundedQueryValue } from '../../../../domain/input-bounds';
import { hasErrors, validateForgotPassword } from '../../../../domain/validation';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { EmailField } from '../../../shared/components/TextField';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import { useErrorText, useFieldErrorText } from '../../../shared/i18n/use-error-text';
import { sendPasswordReset } from '../account-thunks';
import { useRequest } from '../../../shared/store/use-request';
import './forgot-password.css';
import { FormCard } from '../../../shared/components/FormCard';
import { usePrefill } from '../../../shared/use-address-secrets';

/** /forgot-password: a reset link by e-mail. The form stays, so a person can send it again. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgotPassword.documentTitle'));
  const { search } = useLocation();
  const { prefill, handOn } = usePrefill();
  const [email, setEmail] = useState(boundedQueryValue('email', prefill.email ?? null) ?? '');
  const [submitted, setSubmitted] = useState(false);
  const sending = useRequest(sendPasswordReset);
  const { error } = sending;
  const errorText = useErrorText('forgotPassword', error?.fieldErrors ? null : error);
  const fieldErrorText = useFieldErrorText();

  const validated = submitted ? validateForgotPassword({ email }) : {};
  const emailError = validated.email ?? error?.fieldErrors?.email ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.busy) return;
    setSubmitted(true);
    if (hasErrors(validateForgotPassword({ email }))) {
      (event.currentTarget.elements.namedItem('email') as HTMLElement | null)?.focus();
      return;
    }
    await sending.run(email);
  };

  return (
    <div className="page page--narrow">
      <FormCard
        title={t('forgotPassword.title')}
        lead={t('forgotPassword.lead')}
        formLabel={t('forgotPassword.formLabel')}
        onSubmit={submit}
        below={
          <>
            <p className="forgot-password__back">
              <Link to={`/signin${search}`} state={handOn}>
                {t('forgotPassword.backToSignIn')}
              </Link>
            </p>
          </>
        }
      >
        <EmailField
          label={t('forgotPassword.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error?.fieldErrors) sending.reset();
          }}
          error={fieldErrorText('email', emailError)}
        />
        <Button type="submit" wide loading={sending.busy}>
          {t('forgotPassword.submit')}
        </Button>
        {/* Below the button, so a message appearing moves nothing the person is using. */}
        <div className="forgot-password__status">
          {sending.busy && <Alert tone="info">{t('forgotPassword.loading')}</Alert>}
          {sending.status === 'fulfilled' && (
            <Alert tone="success">{t('forgotPassword.success')}</Alert>
          )}
          {errorText && <Alert tone="error">{errorText}</Alert>}
        </div>
      </FormCard>
    </div>
  );
}
