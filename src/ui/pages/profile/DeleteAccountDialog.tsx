import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreBillingNote } from '../../billing/StoreBillingNote';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { useErrorText } from '../../i18n/use-error-text';
import { deleteAccount } from '../../store/auth-slice';
import { dialogClosed } from '../../store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { isUnderWay, useRequest } from '../../store/use-request';

/** Deleting is permanent, so the person ticks that they understand before Continue works. */
export function DeleteAccountDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [confirmed, setConfirmed] = useState(false);
  const removal = useRequest(deleteAccount);
  // Deleted, the person is signed out and the guard sends them to /signin: the dialog stays busy.
  const deleting = isUnderWay(removal.status);
  const failure = useErrorText('deleteAccount', removal.error);
  const subscription = useAppSelector((state) => state.auth.user?.subscription);

  const close = () => {
    if (!deleting) dispatch(dialogClosed());
  };
  const remove = () => {
    if (confirmed) void removal.run(true);
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
        <Button variant="danger" loading={deleting} disabled={!confirmed} onClick={remove}>
          {t('deleteAccountModal.continue')}
        </Button>
        <Button variant="secondary" onClick={close} disabled={deleting}>
          {t('deleteAccountModal.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
