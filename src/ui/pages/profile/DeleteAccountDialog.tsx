import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreBillingNote } from '../../billing/StoreBillingNote';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { useErrorText } from '../../i18n/use-error-text';
import { deleteAccount } from '../../store/auth-slice';
import { dialogClosed } from '../../store/dialogs-slice';
import type { Rejection } from '../../store/rejection';
import { useAppDispatch, useAppSelector } from '../../store/store';

/** Deleting is permanent, so the person ticks that they understand before Continue works. */
export function DeleteAccountDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [confirmed, setConfirmed] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<Rejection | null>(null);
  const running = useRef(false);
  const failure = useErrorText('deleteAccount', error);
  const subscription = useAppSelector((state) => state.auth.user?.subscription);

  const close = () => {
    if (!running.current) dispatch(dialogClosed());
  };
  const remove = async () => {
    if (!confirmed || running.current) return;
    running.current = true;
    setDeleting(true);
    setError(null);
    const result = await dispatch(deleteAccount(true));
    // On success the person is signed out and the guard sends them to /signin.
    if (deleteAccount.rejected.match(result)) {
      running.current = false;
      setDeleting(false);
      setError(result.payload ?? { code: 'unknown', message: '' });
    }
  };

  return (
    <Dialog
      title={t('deleteAccountModal.title')}
      description={t('deleteAccountModal.body')}
      onClose={close}
    >
      <StoreBillingNote subscription={subscription} context="deleteAccount" />
      <Checkbox
        label={t('deleteAccountModal.confirm')}
        checked={confirmed}
        aria-disabled={deleting || undefined}
        onChange={(event) => {
          if (!deleting) setConfirmed(event.target.checked);
        }}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="button-row dialog__actions">
        <Button
          variant="danger"
          loading={deleting}
          disabled={!confirmed}
          onClick={() => void remove()}
        >
          {t('deleteAccountModal.continue')}
        </Button>
        <Button variant="secondary" onClick={close} disabled={deleting}>
          {t('deleteAccountModal.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
