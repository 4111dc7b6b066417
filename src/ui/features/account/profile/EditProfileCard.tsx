import { useTranslation } from 'react-i18next';
import { canEditEmail } from '../../../../domain/auth-provider';
import type { User } from '../../../../domain/subscription';
import { Card } from '../../../shared/components/Card';
import { useAppSelector } from '../../../shared/store/hooks';
import { EditableField } from './EditableField';
import { selectSignInProvider } from '../../../shared/store/selectors';

/** First name, last name and e-mail, each saved on its own. */
export function EditProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const provider = useAppSelector(selectSignInProvider);
  return (
    <Card title={t('editProfile.title')} className="edit-profile">
      <EditableField
        field="firstName"
        label={t('editProfile.firstName')}
        value={user.firstName}
        autoComplete="given-name"
      />
      <EditableField
        field="lastName"
        label={t('editProfile.lastName')}
        value={user.lastName}
        autoComplete="family-name"
      />
      <EditableField
        field="email"
        label={t('editProfile.email')}
        value={user.email}
        autoComplete="email"
        type="email"
        lockedHint={canEditEmail(provider) ? undefined : t('validation.emailNotEditable')}
      />
    </Card>
  );
}
