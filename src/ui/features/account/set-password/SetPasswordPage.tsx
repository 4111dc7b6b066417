import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { RECOVER_EMAIL_MODE } from '../../../../application/use-cases/recover-email';
import { VERIFY_EMAIL_MODE } from '../../../../application/use-cases/verify-email';
import { isPasswordAcceptable, passwordAsSaved } from '../../../../domain/password';
import { useServices } from '../../../shared/services';
import { useAddressSecrets } from '../../../shared/use-address-secrets';
import { Button } from '../../../kit/Button';
import { Field } from '../../../kit/Field';
import { LegalLinks } from '../../../shared/components/LegalLinks';
import { PageLoading } from '../../../shared/components/PageLoading';
import { PasswordChecklist } from '../PasswordChecklist';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import { useErrorText, useFieldErrorText } from '../../../shared/i18n/use-error-text';
import { confirmPasswordReset, verifyResetCode } from '../account-thunks';
import { noticeShown } from '../notice-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { isUnderWay, useRequest } from '../../../shared/store/use-request';
import './set-password.css';
import { PageHeading } from '../../../shared/components/PageHeading';
import { RecoverEmailAction, VerifyEmailAction } from './EmailActionPages';

const SET_PASSWORD_SUCCESSFUL_PATH = '/set-password-successful';

/** The document title of each kind of link; any other is read as a reset link. */
const TITLES: ReadonlyMap<string, string> = new Map([
  [VERIFY_EMAIL_MODE, 'verifyEmail.documentTitle'],
  [RECOVER_EMAIL_MODE, 'recoverEmail.documentTitle'],
]);

/**
 * The handler of every identity e-mail link: Firebase sends them all to one address, with
 * ?mode=…&oobCode=…, which the page's start takes out of the address and hands the page
 * (src/ui/shared/address-secrets.ts; a reload and Back keep them). mode=resetPassword (a password-reset
 * e-mail) asks for a new password; verifyEmail and recoverEmail apply their code at once and say
 * what it did. Without a code or a mode there is nothing to do here: back to /. A mode it does not
 * know is treated as a reset link, whose check refuses it.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const { oobCode, mode } = useAddressSecrets();
  useDocumentTitle(t(TITLES.get(mode ?? '') ?? 'setPassword.title'));
  if (!oobCode || !mode) return <Navigate to="/" replace />;
  // A new link starts afresh: its own check, an empty field.
  const key = `${mode}:${oobCode}`;
  if (mode === VERIFY_EMAIL_MODE) return <VerifyEmailAction key={key} oobCode={oobCode} />;
  if (mode === RECOVER_EMAIL_MODE) return <RecoverEmailAction key={key} oobCode={oobCode} />;
  return <ResetLinkForm key={key} oobCode={oobCode} mode={mode} />;
}

function ResetLinkForm({ oobCode, mode }: { oobCode: string; mode: string }) {
  const { t } = useTranslation();
  const verification = useRequest(verifyResetCode);
  const email = verification.data;

  const { run: verify } = verification;
  useEffect(() => {
    void verify({ oobCode, mode }).then((outcome) => {
      // SPEC.md: a code that does not check out is logged.
      if (!outcome.ok) console.error(outcome.error);
    });
  }, [verify, oobCode, mode]);

  return (
    <div className="page page--narrow set-password">
      <header className="page__header">
        <PageHeading>{t('setPassword.title')}</PageHeading>
        {email !== undefined && (
          <p className="page__lead">{t('setPassword.subtitle', { email })}</p>
        )}
      </header>
      {verification.error && <LeaveInvalidLink />}
      {(verification.status === 'idle' || verification.busy) && (
        <PageLoading label={t('setPassword.checking')} />
      )}
      {email !== undefined && <NewPasswordForm oobCode={oobCode} email={email} />}
    </div>
  );
}

/**
 * SPEC.md: a code that does not check out is logged and the person is sent to /. DESIGN.md asks for
 * a short message as well, so a notice waits for them on the page / leads to (their profile, or
 * /signin for a visitor). Auth must have settled first to know which page that is.
 */
function LeaveInvalidLink() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const authStatus = useAppSelector((state) => state.auth.status);

  useEffect(() => {
    if (authStatus === 'loading') return;
    dispatch(
      noticeShown({
        tone: 'error',
        path: authStatus === 'signedOut' ? '/signin' : '/',
        message: { key: 'setPassword.errors.invalidLink' },
      }),
    );
    void navigate('/', { replace: true });
  }, [authStatus, dispatch, navigate]);

  return <PageLoading />;
}

function NewPasswordForm({ oobCode, email }: { oobCode: string; email: string }) {
  const { t } = useTranslation();
  const { navigateAway } = useServices();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const saving = useRequest(confirmPasswordReset);
  // Saved, the page is on its way out: loading stays on.
  const submitting = isUnderWay(saving.status);
  const failure = saving.error;
  const inputId = useId();
  const checklistId = `${inputId}-checklist`;

  // The use case trims the password, so the checklist judges what will actually be saved.
  const trimmed = passwordAsSaved(password);
  const acceptable = isPasswordAcceptable(trimmed);

  const fieldError = failure?.fieldErrors?.password;
  const flowError = useErrorText('setPassword', fieldError === undefined ? failure : null);
  const fieldErrorText = useFieldErrorText();
  const error = fieldErrorText('password', fieldError) ?? flowError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !acceptable) return;
    const outcome = await saving.run({ oobCode, password });
    if (outcome.ok) navigateAway(SET_PASSWORD_SUCCESSFUL_PATH);
  };

  return (
    <>
      <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <Field
          id={inputId}
          label={t('setPassword.passwordLabel')}
          describedBy={checklistId}
          error={error}
        >
          {(control) => (
            <div className="password-input">
              <input
                {...control}
                className="field__input password-input__field"
                type={visible ? 'text' : 'password'}
                name="password"
                autoComplete="new-password"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  if (failure) saving.reset();
                }}
              />
              <button
                type="button"
                className="password-input__toggle"
                aria-controls={inputId}
                aria-label={visible ? t('setPassword.hideLabel') : t('setPassword.showLabel')}
                onClick={() => setVisible((shown) => !shown)}
              >
                {visible ? t('setPassword.hide') : t('setPassword.show')}
              </button>
            </div>
          )}
        </Field>
        <PasswordChecklist password={trimmed} id={checklistId} />
        <Button type="submit" wide loading={submitting} disabled={!acceptable}>
          {t('setPassword.submit')}
        </Button>
      </form>
      <LegalLinks i18nKey="setPassword.legal" className="disclaimer" />
    </>
  );
}
