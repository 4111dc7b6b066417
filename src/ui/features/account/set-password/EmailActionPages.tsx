import { useEffect, type ReactNode } from 'react';
import type { AsyncThunk } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { stateWithSecrets } from '../../../shared/address-secrets';
import type { ErrorCode } from '../../../../domain/errors';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { PageHeading } from '../../../shared/components/PageHeading';
import { PageLoading } from '../../../shared/components/PageLoading';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import type { Flow } from '../../../shared/i18n/error-messages';
import { recoverEmail, sendPasswordReset, verifyEmail } from '../account-thunks';
import type { Rejection } from '../../../shared/store/rejection';
import { useAppSelector } from '../../../shared/store/hooks';
import type { ThunkConfig } from '../../../shared/store/thunk';
import { useRequest } from '../../../shared/store/use-request';
import { selectIsSignedIn } from '../../../shared/store/selectors';

/**
 * Applies an e-mail action's code once for the page, as Firebase's own handler does on opening the
 * link: a code can be applied only once, and a second run of the effect while the first call is
 * pending is that same call. Retrying makes a new call.
 */
function useAppliedOnce<Result>(thunk: AsyncThunk<Result, string, ThunkConfig>, oobCode: string) {
  const action = useRequest(thunk);
  const { run } = action;
  useEffect(() => {
    void run(oobCode);
  }, [run, oobCode]);
  return { action, retry: () => void run(oobCode) };
}

/** The link is the problem, not the moment: trying the same link again cannot help. */
const FINAL_FAILURES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'identity/invalid-action-code',
  'identity/expired-action-code',
  'identity/email-already-in-use',
  'reset/invalid-link',
]);

/**
 * Where the person goes on: their profile when signed in, else the sign-in page with the address
 * prefilled (handed over in the router's state, never in the address).
 */
function OnwardLink({ email, area }: { email: string | null; area: Area }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) {
    return (
      <Link className="button button--secondary" to="/">
        {t(`${area}.toProfile`)}
      </Link>
    );
  }
  return (
    <Link
      className="button button--secondary"
      to="/signin"
      state={email ? stateWithSecrets({ email }) : undefined}
    >
      {t(`${area}.toSignIn`)}
    </Link>
  );
}

function ActionPage({
  status,
  title,
  children,
}: {
  status: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="page page--narrow email-action">
      <header className="page__header">
        {/* A new heading for each outcome, so it takes the focus a replaced button let fall. */}
        <PageHeading key={status}>{title}</PageHeading>
      </header>
      {children}
    </div>
  );
}

function Failed({
  flow,
  error,
  retry,
}: {
  flow: Extract<Flow, 'verifyEmail' | 'recoverEmail'>;
  error: Rejection;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const text = useErrorText(flow, error);
  return (
    <>
      <Alert tone="error">{text}</Alert>
      <div className="button-row">
        {!FINAL_FAILURES.has(error.code) && <Button onClick={retry}>{t('common.retry')}</Button>}
        <OnwardLink email={null} area={flow} />
      </div>
    </>
  );
}

type Area = 'verifyEmail' | 'recoverEmail';

/**
 * An e-mail link applied on opening: checking, then what it did (`done`, with the address) or why
 * it failed.
 */
function EmailAction({
  area,
  thunk,
  oobCode,
  done,
}: {
  area: Area;
  thunk: AsyncThunk<{ email: string }, string, ThunkConfig>;
  oobCode: string;
  done: (email: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { action, retry } = useAppliedOnce(thunk, oobCode);

  if (action.error) {
    return (
      <ActionPage status="failed" title={t(`${area}.failedTitle`)}>
        <Failed flow={area} error={action.error} retry={retry} />
      </ActionPage>
    );
  }
  if (!action.data) {
    return (
      <ActionPage status="applying" title={t(`${area}.title`)}>
        <PageLoading label={t(`${area}.checking`)} />
      </ActionPage>
    );
  }
  const { email } = action.data;
  return (
    <ActionPage status="done" title={t(`${area}.doneTitle`)}>
      <p className="page__lead">{t(`${area}.done`, { email })}</p>
      {done(email)}
    </ActionPage>
  );
}

/** /set-password?mode=verifyEmail&oobCode=…: the address is verified on opening the link. */
export function VerifyEmailAction({ oobCode }: { oobCode: string }) {
  return (
    <EmailAction
      area="verifyEmail"
      thunk={verifyEmail}
      oobCode={oobCode}
      done={(email) => (
        <div className="button-row">
          <OnwardLink email={email} area="verifyEmail" />
        </div>
      )}
    />
  );
}

/**
 * /set-password?mode=recoverEmail&oobCode=…, mailed to the old address after a change of sign-in
 * address: the old address is put back on opening the link. As in Firebase's own handler, the
 * person is then offered a password reset, in case someone else made the change.
 */
export function RecoverEmailAction({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation();
  return (
    <EmailAction
      area="recoverEmail"
      thunk={recoverEmail}
      oobCode={oobCode}
      done={(email) => (
        <>
          <p>{t('recoverEmail.advice')}</p>
          <PasswordResetOffer email={email} />
        </>
      )}
    />
  );
}

function PasswordResetOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const sending = useRequest(sendPasswordReset);
  const errorText = useErrorText('resetPassword', sending.error);

  return (
    <>
      <div className="button-row">
        <Button loading={sending.busy} onClick={() => void sending.run(email)}>
          {t('recoverEmail.resetPassword')}
        </Button>
        <OnwardLink email={email} area="recoverEmail" />
      </div>
      {sending.status === 'fulfilled' && (
        <Alert tone="success">{t('resetPasswordModal.sent', { email })}</Alert>
      )}
      {errorText && <Alert tone="error">{errorText}</Alert>}
    </>
  );
}
