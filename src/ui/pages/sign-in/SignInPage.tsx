import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { hasErrors, validateSignIn, type SignInValues } from '../../../domain/validation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { OrderInfoPanel } from '../../components/OrderInfoPanel';
import { SocialSignIn } from '../../components/SocialSignIn';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/use-document-title';
import { useErrorText } from '../../i18n/use-error-text';
import { signIn } from '../../store/auth-slice';
import type { Rejection } from '../../store/rejection';
import { useAppDispatch } from '../../store/store';
import './sign-in.css';

const FIELDS = ['email', 'password'] as const satisfies readonly (keyof SignInValues)[];

/**
 * /signin: e-mail and password, or Google and Apple. On success the auth watcher signs the person in
 * and the visitor-only guard takes them to /, so the button keeps its spinner until then.
 */
export function SignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signIn.documentTitle'));
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const [values, setValues] = useState<SignInValues>({
    email: params.get('email') ?? '',
    password: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'signedIn'>('idle');
  const [error, setError] = useState<Rejection | null>(null);
  const [socialBusy, setSocialBusy] = useState(false);
  const errorText = useErrorText('signIn', error?.fieldErrors ? null : error);

  const fieldErrors: Partial<Record<keyof SignInValues, string>> = submitted
    ? { ...error?.fieldErrors, ...validateSignIn(values) }
    : {};
  const busy = status !== 'idle' || socialBusy;

  const change = (field: keyof SignInValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (error?.fieldErrors) setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setError(null);
    const errors = validateSignIn(values);
    if (hasErrors(errors)) {
      const first = FIELDS.find((field) => errors[field]);
      (event.currentTarget.elements.namedItem(first ?? '') as HTMLElement | null)?.focus();
      return;
    }
    setStatus('submitting');
    try {
      await dispatch(signIn(values)).unwrap();
      setStatus('signedIn');
    } catch (rejection) {
      setError(rejection as Rejection);
      setStatus('idle');
    }
  };

  return (
    <div className="page">
      <div className="split">
        <div className="card">
          <header className="page__header">
            <h1>{t('signIn.title')}</h1>
            <p className="page__lead">{t('signIn.lead')}</p>
          </header>
          <form
            className="form"
            noValidate
            aria-label={t('signIn.formLabel')}
            onSubmit={(event) => void submit(event)}
          >
            <TextField
              label={t('signIn.email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={values.email}
              onChange={change('email')}
              error={fieldErrors.email ? t(fieldErrors.email) : null}
            />
            <div className="stack stack--tight">
              <TextField
                label={t('signIn.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={change('password')}
                error={fieldErrors.password ? t(fieldErrors.password) : null}
              />
              <Link className="sign-in__forgot" to={`/forgot-password${search}`}>
                {t('signIn.forgotPassword')}
              </Link>
            </div>
            {errorText && <Alert tone="error">{errorText}</Alert>}
            <Button type="submit" wide loading={status !== 'idle'} disabled={socialBusy}>
              {t('signIn.submit')}
            </Button>
          </form>
          <p className="divider">{t('signIn.or')}</p>
          <SocialSignIn disabled={status !== 'idle'} onBusyChange={setSocialBusy} />
          <p className="sign-in__switch">
            {t('signIn.noAccount')} <Link to={`/signup${search}`}>{t('signIn.signUp')}</Link>
          </p>
        </div>
        <OrderInfoPanel />
      </div>
    </div>
  );
}
