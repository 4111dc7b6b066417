import { useEffect, useId, useRef, useState } from 'react';
import { paidUntil } from '../../../../domain/membership-status';
import { canCancel, isStripeSubscription } from '../../../../domain/subscription';
import { formatLongDate } from '../../../../domain/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StoreBillingNote } from '../../../shared/billing/StoreBillingNote';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { Checkbox } from '../../../shared/components/Checkbox';
import { Dialog } from '../../../kit/Dialog';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { deleteAccount } from '../account-thunks';
import { dialogClosed } from '../../../shared/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { isUnderWay, useRequest } from '../../../shared/store/use-request';
import { ConfirmItsYou } from './ConfirmItsYou';

/**
 * Deleting is permanent, so the person ticks that they understand before Continue works. The
 * dialog says what happens to a plan (a Stripe plan is cancelled at once; a store's goes on being
 * billed until cancelled there), and beside Continue what Continue does.
 */
export function DeleteAccountDialog() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [confirmed, setConfirmed] = useState(false);
  const removal = useRequest(deleteAccount);
  // Deleted, the person is signed out and the guard sends them to /signin: the dialog stays busy.
  const deleting = isUnderWay(removal.status);
  // A stale sign-in held the deletion back: the person proves it's them in this dialog, then it goes.
  const needsProof = removal.error?.code === 'identity/requires-recent-login';
  const failure = useErrorText('deleteAccount', needsProof ? null : removal.error);
  const user = useAppSelector((state) => state.auth.user);
  const subscription = user?.subscription;
  const consequenceId = useId();
  // A plan that still gives access ends with the account; a cancelled one has nothing to stop.
  const endsStripePlan = Boolean(user?.subscribed) && isStripeSubscription(subscription);
  // What a paying member gives up, and the way to keep it: cancelling only stops the renewal.
  const paidDay =
    endsStripePlan && subscription ? formatLongDate(paidUntil(subscription), i18n.language) : null;
  const offersCancel = endsStripePlan && canCancel(subscription);

  const close = () => {
    if (!deleting) dispatch(dialogClosed());
  };
  const remove = () => {
    if (confirmed) void removal.run(true);
  };

  // Back from the proof, focus returns to Continue, whose step the proof replaced.
  const actions = useRef<HTMLDivElement>(null);
  const wasProving = useRef(false);
  useEffect(() => {
    if (wasProving.current && !needsProof) actions.current?.querySelector('button')?.focus();
    wasProving.current = needsProof;
  }, [needsProof]);

  if (needsProof) {
    return (
      <Dialog title={t('reauthenticate.title')} onClose={removal.reset}>
        <ConfirmItsYou onConfirmed={remove} onCancel={removal.reset} />
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('deleteAccountModal.title')}
      description={t('deleteAccountModal.body')}
      onClose={close}
    >
      {endsStripePlan && <p className="danger-note">{t('deleteAccountModal.stripePlan')}</p>}
      {paidDay && <p>{t('deleteAccountModal.paidTime', { date: paidDay })}</p>}
      {offersCancel && (
        <p>
          {t('deleteAccountModal.cancelInstead')}{' '}
          <Link to="/cancel-subscription" onClick={() => dispatch(dialogClosed())}>
            {t('deleteAccountModal.cancelInsteadLink')}
          </Link>
        </p>
      )}
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
      <div className="button-row dialog__actions" ref={actions}>
        <p className="consequence" id={consequenceId}>
          {/* The plan's end is the danger note's alone: said once, above. */}
          {t('deleteAccountModal.consequence')}
        </p>
        <Button
          variant="danger"
          loading={deleting}
          disabled={!confirmed}
          onClick={remove}
          aria-describedby={consequenceId}
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
