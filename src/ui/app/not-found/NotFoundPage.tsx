import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/components/use-document-title';
import { PageHeading } from '../../shared/components/PageHeading';
import { selectIsSignedIn } from '../../shared/store/selectors';
import { useAppSelector } from '../../shared/store/hooks';
import './not-found.css';

/**
 * An address the portal does not know: said plainly, centred at every width, with the way on
 * first: the plans for a visitor, the account for a member (the other way second).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const member = useAppSelector(selectIsSignedIn);
  const account = { to: '/', label: t('notFound.home') };
  const plans = { to: '/membership', label: t('notFound.plans') };
  const [first, second] = member ? [account, plans] : [plans, account];
  return (
    <div className="page page--narrow page--centered not-found">
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p className="page__lead">{t('notFound.body')}</p>
      <div className="button-row not-found__actions">
        <Link className="button button--primary" to={first.to}>
          {first.label}
        </Link>
        <Link className="button button--secondary" to={second.to}>
          {second.label}
        </Link>
      </div>
    </div>
  );
}
