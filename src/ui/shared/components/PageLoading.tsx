import { useTranslation } from 'react-i18next';
import { Spinner } from '../../kit/Spinner';

/** Holds the page's place while its code or data loads, so nothing jumps when it arrives. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <Spinner />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
