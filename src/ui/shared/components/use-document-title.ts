import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** "Sign in · Mindful": the page first, so tabs and history tell pages apart. */
export function documentTitle(t: TFunction, title: string): string {
  return `${title} · ${t('common.titleSuffix')}`;
}

/** Names the browser tab after the page, so each route is announced and found in history. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  const full = documentTitle(t, title);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
