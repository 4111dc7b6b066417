import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneStoreOf } from '../../../../domain/phone-store';
import { useServices } from '../../../shared/services';
import { PageHeading } from '../../../shared/components/PageHeading';
import { StoreButtons } from '../../../shared/components/StoreButtons';
import { useDocumentTitle } from '../../../shared/components/use-document-title';
import './get-app.css';

/** Whether the person came back to this page (Back from the store) rather than opening it. */
function cameBack(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

/**
 * /get-app, where the QR code of payment-successful leads a phone: an iPhone or iPad goes on to
 * the App Store, an Android phone to Google Play; anything else, or a person who came back from
 * the store, is offered both buttons. Anyone may open it, signed in or not.
 */
export function GetAppPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('getApp.documentTitle'));
  const { settings, navigateAway } = useServices();
  const [store] = useState(() =>
    cameBack() ? null : phoneStoreOf(navigator.userAgent, navigator.maxTouchPoints),
  );
  const storeUrl = store === 'appStore' ? settings.appStoreUrl : store && settings.playStoreUrl;
  useEffect(() => {
    if (storeUrl) navigateAway(storeUrl);
  }, [storeUrl, navigateAway]);

  return (
    <div className="page page--narrow page--centered get-app">
      <header className="page__header">
        <PageHeading>{t('getApp.title')}</PageHeading>
        <p className="page__lead">{t('getApp.lead')}</p>
      </header>
      <StoreButtons />
      <p className="get-app__status" role="status">
        {storeUrl ? t('getApp.opening') : ''}
      </p>
    </div>
  );
}
