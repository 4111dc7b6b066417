import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { StoreButtons } from '../../components/StoreButtons';

/** Subscribed members go on in the mobile app. */
export function GetAppCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('profile.getApp.title')}>
      <p className="profile__card-lead">{t('profile.getApp.lead')}</p>
      <StoreButtons />
    </Card>
  );
}
