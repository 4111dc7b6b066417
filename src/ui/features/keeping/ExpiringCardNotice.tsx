import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { expiringCardOf } from '../../../domain/keeping-members';
import type { Subscription } from '../../../domain/subscription';
import { useServices } from '../../shared/services';
import { day } from './keeping-words';
import { Alert } from '../../kit/Alert';

/** The card expires before the next charge: said on the profile from 30 days before it expires. */
export function ExpiringCardNotice({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const expiring = expiringCardOf(subscription, useServices().today());
  if (!expiring) return null;
  return (
    <Alert tone="info" className="expiring-card">
      <p>
        <strong>{t('keepMembers.expiringCard.title')}</strong>{' '}
        {t('keepMembers.expiringCard.body', {
          last4: expiring.last4 ?? '',
          expires: day(expiring.expiresOn, i18n.language),
          next: day(expiring.nextChargeOn, i18n.language),
        })}
      </p>
      <Link className="button button--secondary" to="/change-payment-method">
        {t('keepMembers.expiringCard.update')}
      </Link>
    </Alert>
  );
}
