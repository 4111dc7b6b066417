import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import { PageHeading } from '../../components/PageHeading';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page page--narrow page--centered">
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p className="page__lead">{t('notFound.body')}</p>
      <div className="button-row">
        <Link className="button button--primary" to="/">
          {t('notFound.home')}
        </Link>
        <Link className="button button--secondary" to="/membership">
          {t('notFound.plans')}
        </Link>
      </div>
    </div>
  );
}
