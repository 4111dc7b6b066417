import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useErrorText } from '../../i18n/use-error-text';
import { dialogClosed } from '../../store/dialogs-slice';
import { passwordResetDismissed, sendProfilePasswordReset } from '../../store/profile-slice';
import { useAppDispatch, useAppSelector } from '../../store/store';

/** Asks before sending a reset link to the member's own address. */
export function ResetPasswordDialog({ email }: { email: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector((state) => state.profile.passwordReset);
  const sending = status === 'sending';
  const failure = useErrorText('resetPassword', status === 'failed' ? error : null);

  // A failure from an earlier attempt is not this attempt's news.
  useEffect(() => {
    if (status === 'failed') dispatch(passwordResetDismissed());
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = () => {
    if (!sending) dispatch(dialogClosed());
  };
  const send = async () => {
    if (sending) return;
    const result = await dispatch(sendProfilePasswordReset());
    if (sendProfilePasswordReset.fulfilled.match(result)) dispatch(dialogClosed());
  };

  return (
    <Dialog
      title={t('resetPasswordModal.title')}
      description={t('resetPasswordModal.body', { email })}
      onClose={close}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="button-row dialog__actions">
        <Button loading={sending} onClick={() => void send()}>
          {t('resetPasswordModal.send')}
        </Button>
        <Button variant="secondary" onClick={close} disabled={sending}>
          {t('resetPasswordModal.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
