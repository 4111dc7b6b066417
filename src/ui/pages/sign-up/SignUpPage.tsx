import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  passwordFieldMessage,
  validateSignUp,
  type SignUpValues,
} from '../../../domain/validation';
import { passwordAsSaved } from '../../../domain/password';
import { useServices } from '../../app/services';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { OrderInfoPanel } from '../../components/OrderInfoPanel';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { SocialSignIn } from '../../components/SocialSignIn';
import { TextField } from '../../components/TextField';
import { useCredentialsForm } from '../../components/use-credentials-form';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePrerendering } from '../../components/use-prerendering';
import { signUp } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/store';
import './sign-up.css';
import { PageHeading } from '../../components/PageHeading';

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
  const prerendering = usePrerendering();
  useDocumentTitle(t('signUp.documentTitle'));
  const dispatch = useAppDispatch();
  const { settings } = useServices();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const initial: SignUpValues = {
    firstName: params.get('firstName') ?? '',
    lastName: params.get('lastName') ?? '',
    email: params.get('email') ?? '',
    password: '',
  };
  const { values, change, fieldErrors, errorText, submitting, socialBusy, setSocialBusy, submit } =
    useCredentialsForm({
      initial,
      fields: FIELDS,
      validate: validateSignUp,
      send: (entered) => dispatch(signUp(entered)).unwrap(),
      flow: 'signUp',
    });
  const passwordError = passwordFieldMessage(fieldErrors.password);
  const checklistId = useId();

  return (
    <div className="page">
      <div className="split">
        <div className="card">
          <header className="page__header">
            <PageHeading>{t('signUp.title')}</PageHeading>
            <p className="page__lead">{t('signUp.lead')}</p>
          </header>
          <form
            className="form"
            noValidate
            inert={prerendering}
            aria-label={t('signUp.formLabel')}
            onSubmit={(event) => void submit(event)}
          >
            <div className="form__row">
              <TextField
                label={t('signUp.firstName')}
                name="firstName"
                autoComplete="given-name"
                value={values.firstName}
                onChange={change('firstName')}
                error={fieldErrors.firstName ? t(fieldErrors.firstName) : null}
              />
              <TextField
                label={t('signUp.lastName')}
                name="lastName"
                autoComplete="family-name"
                value={values.lastName}
                onChange={change('lastName')}
                error={fieldErrors.lastName ? t(fieldErrors.lastName) : null}
              />
            </div>
            <TextField
              label={t('signUp.email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={values.email}
              onChange={change('email')}
              error={fieldErrors.email ? t(fieldErrors.email) : null}
            />
            <TextField
              label={t('signUp.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              describedBy={checklistId}
              value={values.password}
              onChange={change('password')}
              error={passwordError ? t(passwordError) : null}
            />
            <PasswordChecklist password={passwordAsSaved(values.password)} id={checklistId} />
            <p className="sign-up__consent">
              <Trans
                i18nKey="signUp.consent"
                components={{
                  // Trans puts the link texts of the message inside these anchors.
                  // eslint-disable-next-line jsx-a11y/anchor-has-content
                  terms: <a href={settings.termsUrl} />,
                  // eslint-disable-next-line jsx-a11y/anchor-has-content
                  privacy: <a href={settings.privacyUrl} />,
                }}
              />
            </p>
            <Button type="submit" wide loading={submitting} disabled={socialBusy}>
              {t('signUp.submit')}
            </Button>
            {errorText && <Alert tone="error">{errorText}</Alert>}
          </form>
          <p className="divider">{t('signIn.or')}</p>
          <SocialSignIn disabled={submitting} onBusyChange={setSocialBusy} />
          <p className="sign-up__switch">
            {t('signUp.haveAccount')} <Link to={`/signin${search}`}>{t('signUp.signIn')}</Link>
          </p>
        </div>
        <OrderInfoPanel />
      </div>
    </div>
  );
}
