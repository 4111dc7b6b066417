import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../shared/services';
import { LegalLinks } from '../../../shared/components/LegalLinks';
import { StoreButtons } from '../../../shared/components/StoreButtons';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import './set-password-successful.css';
import { PageHeading } from '../../../shared/components/PageHeading';

/** Safari's smart app banner, offering the app while this page is shown. */
function useAppStoreBanner(appStoreId: string) {
  useEffect(() => {
    if (!appStoreId) return;
    const meta = document.createElement('meta');
    meta.name = 'apple-itunes-app';
    meta.content = `app-id=${appStoreId}`;
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [appStoreId]);
}

/** After a new password is set: straight on to the app, or back to the marketing site. */
export function SetPasswordSuccessfulPage() {
  const { t } = useTranslation();
  const { settings } = useServices();
  useDocumentTitle(t('setPasswordSuccessful.title'));
  useAppStoreBanner(settings.appStoreId);
  const getAppId = useId();

  return (
    <div className="page page--narrow page--centered set-password-successful">
      <svg
        className="set-password-successful__mark"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.14" />
        <path
          d="m15 24.5 6 6 12-13"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <header className="page__header">
        <PageHeading>{t('setPasswordSuccessful.title')}</PageHeading>
        <p className="page__lead">{t('setPasswordSuccessful.subtitle')}</p>
      </header>
      <section className="stack set-password-successful__app" aria-labelledby={getAppId}>
        <h2 id={getAppId} className="visually-hidden">
          {t('setPasswordSuccessful.getApp')}
        </h2>
        <StoreButtons />
      </section>
      <a className="button button--primary button--wide" href={settings.homeUrl}>
        {t('setPasswordSuccessful.backTo')}
      </a>
      <LegalLinks i18nKey="setPasswordSuccessful.legal" className="disclaimer" />
    </div>
  );
}
