import { useTranslation } from 'react-i18next';
import { billingStoreOf } from '../../../domain/store-billing';
import type { Subscription } from '../../../domain/subscription';
import './billing.css';

interface StoreBillingNoteProps {
  subscription: Subscription | null | undefined;
  /** On the profile it says where the plan is managed; before deleting, that billing goes on. */
  context: 'profile' | 'deleteAccount';
}

/**
 * For a plan billed by an app store: who bills it, and a link to manage or cancel it there. Each
 * store has its own texts (i18next's `context`), since a store's name takes its own article and
 * preposition: "im App Store", "bei Google Play".
 */
export function StoreBillingNote({ subscription, context }: StoreBillingNoteProps) {
  const { t } = useTranslation();
  const billing = billingStoreOf(subscription);
  if (!billing) return null;
  const store = { context: billing.store };
  const text = context === 'profile' ? 'billing.store.billedBy' : 'billing.store.deleteWarning';
  return (
    <div className="store-billing">
      <p>{t(text, store)}</p>
      <a href={billing.manageUrl} target="_blank" rel="noopener noreferrer">
        {t('billing.store.manage', store)}
        <span className="visually-hidden"> {t('common.newTab')}</span>
      </a>
    </div>
  );
}
