import { useTranslation } from 'react-i18next';
import { sendProfilePasswordReset } from '../profile-thunks';
import { requestForgotten } from '../../../shared/store/requests-slice';
import { selectIsPasswordResetSent } from '../selectors';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';

/**
 * After the reset e-mail went out, the profile says so until the person dismisses it. The live
 * region is always there, so the message is announced when it appears.
 */
export function PasswordResetSent() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const sent = useAppSelector(selectIsPasswordResetSent);
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  return (
    <div role="status" className="profile__notice-region">
      {sent && (
        <div className="alert alert--success profile__notice">
          <span>{t('resetPasswordModal.sent', { email })}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch(requestForgotten(sendProfilePasswordReset))}
          >
            {t('resetPasswordModal.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
