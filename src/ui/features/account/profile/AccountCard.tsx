import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import { Card } from '../../../shared/components/Card';
import { providerContext } from '../../../shared/i18n/label-keys';
import { dialogOpened } from '../../../shared/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { selectSignInProvider } from '../../../shared/store/selectors';

/** Reset the password by e-mail, or delete the account; each asks first in a dialog. */
export function AccountCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.dialogs.open);
  const provider = useAppSelector(selectSignInProvider);
  const providerWords = providerContext(provider);
  return (
    <Card title={t('profile.account.title')} className="account-card">
      {provider === 'password' ? (
        <div className="account-card__action">
          <p className="profile__card-lead">{t('profile.account.resetPasswordLead')}</p>
          <Button variant="secondary" onClick={() => dispatch(dialogOpened('resetPassword'))}>
            {t('resetPasswordModal.open')}
          </Button>
        </div>
      ) : (
        providerWords && (
          <p className="profile__card-lead">
            {t('profile.account.noPassword', { context: providerWords })}
          </p>
        )
      )}
      <div className="account-card__action">
        <p className="profile__card-lead">{t('profile.account.deleteAccountLead')}</p>
        <Button
          variant="quiet"
          className="account-card__delete"
          onClick={() => dispatch(dialogOpened('deleteAccount'))}
        >
          {t('deleteAccountModal.open')}
        </Button>
      </div>
      {open === 'resetPassword' && <ResetPasswordDialog email={email} />}
      {open === 'deleteAccount' && <DeleteAccountDialog />}
    </Card>
  );
}
