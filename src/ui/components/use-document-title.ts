import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, so each route is announced and found in history. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  const suffix = t('common.titleSuffix');
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
  }, [title, suffix]);
}
