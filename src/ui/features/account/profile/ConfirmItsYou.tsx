import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '../../../../application/ports/identity-provider';
import type { AuthProviderId } from '../../../../domain/auth-provider';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Field } from '../../../kit/Field';
import { useErrorText, useFieldErrorText } from '../../../shared/i18n/use-error-text';
import { prepareSocialSignIn, reauthenticate } from '../account-thunks';
import { selectSignInProvider } from '../../../shared/store/selectors';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { useRequest } from '../../../shared/store/use-request';

/** The provider's popup a member proves themselves with, by the provider they signed in with. */
const POPUPS: Partial<Record<AuthProviderId, { provider: SocialProvider; labelKey: string }>> = {
  'google.com': { provider: 'google', labelKey: 'signIn.google' },
  'apple.com': { provider: 'apple', labelKey: 'signIn.apple' },
};

interface ConfirmItsYouProps {
  /** The person proved who they are: the change held back for a stale sign-in goes ahead. */
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * "Confirm it's you", inside a dialog: the password again, or the popup of the provider the member
 * signed in with. A change that needs a recent sign-in shows it when refused for a stale one.
 */
export function ConfirmItsYou(props: ConfirmItsYouProps) {
  const provider = useAppSelector(selectSignInProvider);
  const popup = provider ? POPUPS[provider] : undefined;
  return popup ? <PopupProof {...popup} {...props} /> : <PasswordProof {...props} />;
}

/**
 * Calls back only while the dialog is still open: a proof that ends after the person cancelled
 * must not start the change they gave up.
 */
function useWhileOpen(callback: () => void): () => void {
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  return () => {
    if (open.current) callback();
  };
}

function PasswordProof({ onConfirmed, onCancel }: ConfirmItsYouProps) {
  const { t } = useTranslation();
  const proving = useRequest(reauthenticate);
  const [password, setPassword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const fieldErrorText = useFieldErrorText();
  const confirmed = useWhileOpen(onConfirmed);
  const { error } = proving;
  const fieldError =
    fieldErrorText('password', error?.fieldErrors?.password) ??
    (error?.code === 'identity/invalid-credentials'
      ? t('reauthenticate.errors.wrongPassword')
      : null);
  const failure = useErrorText('reauthenticate', fieldError ? null : error);

  // Also when this step replaces another in the same dialog, which then keeps its own focus.
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await proving.run({ password })).ok) confirmed();
    else input.current?.focus();
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('reauthenticate.passwordLead')}</p>
      <Field label={t('reauthenticate.password')} error={fieldError}>
        {(control) => (
          <input
            ref={input}
            {...control}
            className="field__input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="button-row dialog__actions">
        <Button type="submit" loading={proving.busy}>
          {t('reauthenticate.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={proving.busy}>
          {t('reauthenticate.cancel')}
        </Button>
      </div>
    </form>
  );
}

function PopupProof({
  provider,
  labelKey,
  onConfirmed,
  onCancel,
}: ConfirmItsYouProps & { provider: SocialProvider; labelKey: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const proving = useRequest(reauthenticate);
  const step = useRef<HTMLDivElement>(null);
  const confirmed = useWhileOpen(onConfirmed);
  const failure = useErrorText('reauthenticatePopup', proving.error);

  useEffect(() => {
    step.current?.querySelector('button')?.focus();
    // A browser opens a popup only from the click's own task: what it needs loads beforehand.
    void dispatch(prepareSocialSignIn());
  }, [dispatch]);

  const prove = async () => {
    if ((await proving.run({ provider })).ok) confirmed();
  };

  return (
    <div className="stack" ref={step}>
      <p>{t('reauthenticate.popupLead')}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="button-row dialog__actions">
        <Button loading={proving.busy} onClick={() => void prove()}>
          {t(labelKey)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={proving.busy}>
          {t('reauthenticate.cancel')}
        </Button>
      </div>
    </div>
  );
}
