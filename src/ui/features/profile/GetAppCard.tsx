import { useTranslation } from 'react-i18next';
import { Card } from '../../shared/components/Card';
import { StoreButtons } from '../../shared/components/StoreButtons';

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
