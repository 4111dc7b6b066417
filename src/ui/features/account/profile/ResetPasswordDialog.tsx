import { useTranslation } from 'react-i18next';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Dialog } from '../../../kit/Dialog';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { dialogClosed } from '../../../shared/store/dialogs-slice';
import { sendProfilePasswordReset } from '../profile-thunks';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useRequest } from '../../../shared/store/use-request';

/**
 * Asks before sending a reset link to the member's own address. The dialog shows only its own
 * call: a failure from an earlier opening is not this one's news.
 */
export function ResetPasswordDialog({ email }: { email: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const sending = useRequest(sendProfilePasswordReset);
  const failure = useErrorText('resetPassword', sending.error);

  const close = () => {
    if (!sending.busy) dispatch(dialogClosed());
  };
  const send = async () => {
    if ((await sending.run()).ok) dispatch(dialogClosed());
  };

  return (
    <Dialog
      title={t('resetPasswordModal.title')}
      description={t('resetPasswordModal.body', { email })}
      onClose={close}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="button-row dialog__actions">
        <Button loading={sending.busy} onClick={() => void send()}>
          {t('resetPasswordModal.send')}
        </Button>
        <Button variant="secondary" onClick={close} disabled={sending.busy}>
          {t('resetPasswordModal.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
