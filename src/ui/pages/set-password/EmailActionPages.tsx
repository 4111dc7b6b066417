import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ErrorCode } from '../../../domain/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { PageLoading } from '../../components/PageLoading';
import { useErrorText } from '../../i18n/use-error-text';
import type { Flow } from '../../i18n/error-messages';
import { recoverEmail, sendPasswordReset, verifyEmail } from '../../store/auth-slice';
import type { Rejection } from '../../store/rejection';
import { useAppDispatch, useAppSelector } from '../../store/store';

type Outcome<Result> =
  | { status: 'applying' }
  | { status: 'done'; result: Result }
  | { status: 'failed'; error: Rejection };

/**
 * Runs an e-mail action once for the page, as Firebase's own handler does on opening the link: a
 * code can be applied only once, and StrictMode runs a mount's effects twice, so the call is kept
 * and both runs wait for the same one. Retrying makes a new call.
 */
function useAppliedOnce<Result>(apply: () => Promise<Result>) {
  const [outcome, setOutcome] = useState<Outcome<Result>>({ status: 'applying' });
  const [attempt, setAttempt] = useState(0);
  const call = useRef<{ attempt: number; result: Promise<Result> } | null>(null);

  useEffect(() => {
    let current = true;
    if (call.current?.attempt !== attempt) call.current = { attempt, result: apply() };
    call.current.result.then(
      (result) => {
        if (current) setOutcome({ status: 'done', result });
      },
      (error: unknown) => {
        if (current) setOutcome({ status: 'failed', error: error as Rejection });
      },
    );
    return () => {
      current = false;
    };
    // One call per attempt; `apply` is the same action for the page's whole life (its code).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const retry = () => {
    setOutcome({ status: 'applying' });
    setAttempt((count) => count + 1);
  };
  return { outcome, retry };
}

/** The link is the problem, not the moment: trying the same link again cannot help. */
const FINAL_FAILURES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'identity/invalid-action-code',
  'identity/expired-action-code',
  'identity/email-already-in-use',
  'reset/invalid-link',
]);

/** Where the person goes on: their profile when signed in, else the sign-in page with the address. */
function OnwardLink({
  email,
  area,
}: {
  email: string | null;
  area: 'verifyEmail' | 'recoverEmail';
}) {
  const { t } = useTranslation();
  const signedIn = useAppSelector((state) => state.auth.status === 'signedIn');
  if (signedIn) {
    return (
      <Link className="button button--secondary" to="/">
        {t(`${area}.toProfile`)}
      </Link>
    );
  }
  const query = email ? `?${new URLSearchParams({ email }).toString()}` : '';
  return (
    <Link className="button button--secondary" to={`/signin${query}`}>
      {t(`${area}.toSignIn`)}
    </Link>
  );
}

function ActionPage({
  status,
  title,
  children,
}: {
  status: Outcome<unknown>['status'];
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

/** /set-password?mode=verifyEmail&oobCode=…: the address is verified on opening the link. */
export function VerifyEmailAction({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { outcome, retry } = useAppliedOnce(() => dispatch(verifyEmail(oobCode)).unwrap());

  if (outcome.status === 'applying') {
    return (
      <ActionPage status={outcome.status} title={t('verifyEmail.title')}>
        <PageLoading label={t('verifyEmail.checking')} />
      </ActionPage>
    );
  }
  if (outcome.status === 'failed') {
    return (
      <ActionPage status={outcome.status} title={t('verifyEmail.failedTitle')}>
        <Failed flow="verifyEmail" error={outcome.error} retry={retry} />
      </ActionPage>
    );
  }
  const { email } = outcome.result;
  return (
    <ActionPage status={outcome.status} title={t('verifyEmail.doneTitle')}>
      <p className="page__lead">{t('verifyEmail.done', { email })}</p>
      <div className="button-row">
        <OnwardLink email={email} area="verifyEmail" />
      </div>
    </ActionPage>
  );
}

/**
 * /set-password?mode=recoverEmail&oobCode=…, mailed to the old address after a change of sign-in
 * address: the old address is put back on opening the link. As in Firebase's own handler, the
 * person is then offered a password reset, in case someone else made the change.
 */
export function RecoverEmailAction({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { outcome, retry } = useAppliedOnce(() => dispatch(recoverEmail(oobCode)).unwrap());

  if (outcome.status === 'applying') {
    return (
      <ActionPage status={outcome.status} title={t('recoverEmail.title')}>
        <PageLoading label={t('recoverEmail.checking')} />
      </ActionPage>
    );
  }
  if (outcome.status === 'failed') {
    return (
      <ActionPage status={outcome.status} title={t('recoverEmail.failedTitle')}>
        <Failed flow="recoverEmail" error={outcome.error} retry={retry} />
      </ActionPage>
    );
  }
  const { email } = outcome.result;
  return (
    <ActionPage status={outcome.status} title={t('recoverEmail.doneTitle')}>
      <p className="page__lead">{t('recoverEmail.done', { email })}</p>
      <p>{t('recoverEmail.advice')}</p>
      <PasswordResetOffer email={email} />
    </ActionPage>
  );
}

type Sending = { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; error: Rejection };

function PasswordResetOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const errorText = useErrorText(
    'resetPassword',
    sending.status === 'failed' ? sending.error : null,
  );

  const send = async () => {
    if (sending.status === 'sending') return;
    setSending({ status: 'sending' });
    try {
      await dispatch(sendPasswordReset(email)).unwrap();
      setSending({ status: 'sent' });
    } catch (rejection) {
      setSending({ status: 'failed', error: rejection as Rejection });
    }
  };

  return (
    <>
      <div className="button-row">
        <Button loading={sending.status === 'sending'} onClick={() => void send()}>
          {t('recoverEmail.resetPassword')}
        </Button>
        <OnwardLink email={email} area="recoverEmail" />
      </div>
      {sending.status === 'sent' && (
        <Alert tone="success">{t('resetPasswordModal.sent', { email })}</Alert>
      )}
      {errorText && <Alert tone="error">{errorText}</Alert>}
    </>
  );
}
