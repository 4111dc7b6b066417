import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { boundedQueryValue } from '../../../../domain/input-bounds';
import { validateSignIn, type SignInValues } from '../../../../domain/validation';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { EmailField, TextField } from '../../../shared/components/TextField';
import { useCredentialsForm } from '../use-credentials-form';
import { isUnderWay } from '../../../shared/store/use-request';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import { useFieldErrorText } from '../../../shared/i18n/use-error-text';
import { signIn } from '../account-thunks';
import { usePrefill } from '../../../shared/use-address-secrets';
import './sign-in.css';
import { CredentialsPage } from '../CredentialsPage';

const FIELDS = ['email', 'password'] as const satisfies readonly (keyof SignInValues)[];

/**
 * /signin: e-mail and password, or Google and Apple. On success the auth watcher signs the person in
 * and the visitor-only guard takes them to /, so the button keeps its spinner until then.
 */
export function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signIn.documentTitle'));
  const fieldErrorText = useFieldErrorText();
  const { search } = useLocation();
  const { prefill, handOn } = usePrefill();
  const initial: SignInValues = {
    email: boundedQueryValue('email', prefill.email ?? null) ?? '',
    password: '',
  };
  const { values, change, fieldErrors, errorText, submitting, social, submit } = useCredentialsForm(
    {
      initial,
      fields: FIELDS,
      validate: validateSignIn,
      thunk: signIn,
      flow: 'signIn',
    },
  );

  return (
    <CredentialsPage
      title={t('signIn.title')}
      lead={t('signIn.lead')}
      formLabel={t('signIn.formLabel')}
      onSubmit={submit}
      social={social}
      submitting={submitting}
      switchTo={{ question: t('signIn.noAccount'), link: t('signIn.signUp'), path: '/signup' }}
    >
      <EmailField
        label={t('signIn.email')}
        value={values.email}
        onChange={change('email')}
        error={fieldErrorText('email', fieldErrors.email)}
      />
      <div className="stack stack--tight">
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={fieldErrorText('password', fieldErrors.password)}
        />
        <Link className="sign-in__forgot" to={`/forgot-password${search}`} state={handOn}>
          {t('signIn.forgotPassword')}
        </Link>
      </div>
      {errorText && <Alert tone="error">{errorText}</Alert>}
      <Button type="submit" wide loading={submitting} disabled={isUnderWay(social.status)}>
        {t('signIn.submit')}
      </Button>
    </CredentialsPage>
  );
}
