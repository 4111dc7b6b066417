import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { boundedQueryValue } from '../../../../domain/input-bounds';
import { validateSignUp, type SignUpValues } from '../../../../domain/validation';
import { passwordAsSaved } from '../../../../domain/password';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { LegalLinks } from '../../../shared/components/LegalLinks';
import { PasswordChecklist } from '../PasswordChecklist';
import { EmailField, TextField } from '../../../shared/components/TextField';
import { useCredentialsForm } from '../use-credentials-form';
import { isUnderWay } from '../../../shared/store/use-request';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import { useFieldErrorText } from '../../../shared/i18n/use-error-text';
import { signUp } from '../account-thunks';
import { usePreloadCheckout } from '../../../shared/use-preload-checkout';
import { usePrefill } from '../../../shared/use-address-secrets';
import './sign-up.css';
import { CredentialsPage } from '../CredentialsPage';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
] as const satisfies readonly (keyof SignUpValues)[];

/**
 * /signup: name, e-mail and password, or Google and Apple. On success the auth watcher signs the
 * new member in and the visitor-only guard takes them to /, so the button keeps its spinner.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signUp.documentTitle'));
  const fieldErrorText = useFieldErrorText();
  const { prefill } = usePrefill();
  const initial: SignUpValues = {
    firstName: boundedQueryValue('firstName', prefill.firstName ?? null) ?? '',
    lastName: boundedQueryValue('lastName', prefill.lastName ?? null) ?? '',
    email: boundedQueryValue('email', prefill.email ?? null) ?? '',
    password: '',
  };
  const { values, change, fieldErrors, errorText, submitting, social, submit } = useCredentialsForm(
    {
      initial,
      fields: FIELDS,
      validate: validateSignUp,
      thunk: signUp,
      flow: 'signUp',
    },
  );
  const checklistId = useId();
  // Once the person types, what they will need right after "Create account" loads.
  usePreloadCheckout(Object.values(values).some((value) => value !== ''));

  return (
    <CredentialsPage
      title={t('signUp.title')}
      lead={t('signUp.lead')}
      formLabel={t('signUp.formLabel')}
      onSubmit={submit}
      social={social}
      submitting={submitting}
      switchTo={{ question: t('signUp.haveAccount'), link: t('signUp.signIn'), path: '/signin' }}
    >
      <div className="form__row">
        <TextField
          label={t('signUp.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={change('firstName')}
          error={fieldErrorText('firstName', fieldErrors.firstName)}
        />
        <TextField
          label={t('signUp.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={change('lastName')}
          error={fieldErrorText('lastName', fieldErrors.lastName)}
        />
      </div>
      <EmailField
        label={t('signUp.email')}
        value={values.email}
        onChange={change('email')}
        error={fieldErrorText('email', fieldErrors.email)}
      />
      <TextField
        label={t('signUp.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        describedBy={checklistId}
        value={values.password}
        onChange={change('password')}
        error={fieldErrorText('password', fieldErrors.password)}
      />
      <PasswordChecklist password={passwordAsSaved(values.password)} id={checklistId} />
      <LegalLinks i18nKey="signUp.consent" className="sign-up__consent" />
      <Button type="submit" wide loading={submitting} disabled={isUnderWay(social.status)}>
        {t('signUp.submit')}
      </Button>
      {errorText && <Alert tone="error">{errorText}</Alert>}
    </CredentialsPage>
  );
}
