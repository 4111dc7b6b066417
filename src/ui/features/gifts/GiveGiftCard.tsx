import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../shared/components/Card';

/** The profile's way to give Mindful, or to redeem a gift received. */
export function GiveGiftCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('giftMembership.giveTitle')}>
      <p>{t('giftMembership.giveLead')}</p>
      <div className="button-row">
        <Link className="button button--secondary" to="/gift">
          {t('giftMembership.give')}
        </Link>
        <Link className="button button--quiet" to="/redeem">
          {t('giftMembership.redeem')}
        </Link>
      </div>
    </Card>
  );
}
