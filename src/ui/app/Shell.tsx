import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { Notice } from './layout/Notice';
import { PageLoading } from '../shared/components/PageLoading';
import { FocusHistoryProvider } from '../shared/focus/focus-history';
import { ErrorBoundary, ReloadPage } from './ErrorBoundary';
import { PageShown } from './page-shown';
import { useServices } from '../shared/services';
import { useRedirectSignIn } from './use-redirect-sign-in';

/**
 * A new page starts at its top, as after a full page load. Otherwise a page left scrolled down
 * (a long form on a phone) leaves the next one scrolled too, and the footer jumps into view while it
 * loads. Back and forward keep the browser's own restoring.
 */
function useScrollToTopOnNavigation(pathname: string) {
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    // Unread and unconditional: reading the scroll would lay the new page out inside the commit's
    // task, where scrolling to the very top needs no layout (decision 0021).
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/**
 * Whether the portal's services failed to arrive (the composition root's chunk could not be
 * fetched, and src/ui/shared/stale-chunk.ts did not reload): then every page would wait for them
 * forever, so the page asks for a reload instead.
 */
function useServicesFailed(): boolean {
  const { useCases } = useServices();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void useCases.catch((error: unknown) => {
      console.error('The portal could not start:', error);
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [useCases]);
  return failed;
}

/** Header, main content and footer around every route. */
export function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
  useRedirectSignIn();
  const servicesFailed = useServicesFailed();
  return (
    <FocusHistoryProvider>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Notice />
        {servicesFailed ? (
          <ReloadPage />
        ) : (
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              {/* Inside the page's Suspense: it commits with the page. */}
              <PageShown />
            </Suspense>
          </ErrorBoundary>
        )}
      </main>
      <Footer />
    </FocusHistoryProvider>
  );
}
