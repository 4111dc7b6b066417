import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { Notice } from '../components/Notice';
import { PageLoading } from '../components/PageLoading';
import { ErrorBoundary } from './ErrorBoundary';

/** Header, main content and footer around every route. */
export function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Notice />
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
