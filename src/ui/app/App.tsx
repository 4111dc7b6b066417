import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { useRoutes } from 'react-router-dom';
import type { i18n } from 'i18next';
import { sessionReported } from '../features/account';
import type { AppStore } from './store';
import { routes } from './routes';
import { ServicesProvider, type UiServices } from '../shared/services';
import { MemberPagesPreloadProvider } from '../shared/use-preload-checkout';
import { preloadMemberPages } from './member-chunks';

export interface AppProps {
  services: UiServices;
  store: AppStore;
  i18n: i18n;
  /** BrowserRouter in the browser, a MemoryRouter in tests. */
  Router: ComponentType<{ children: ReactNode }>;
}

/** Follows the identity provider for as long as the app runs, from when the use cases arrive. */
function useAuthSession(services: UiServices, store: AppStore) {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let ended = false;
    services.useCases.then(
      (useCases) => {
        if (ended) return;
        stop = useCases.watchAuthSession.start((snapshot) =>
          store.dispatch(sessionReported(snapshot)),
        );
      },
      // Services that never arrive: the shell shows the reload page (Shell.tsx).
      () => {},
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [services, store]);
}

function Routes() {
  return useRoutes(routes);
}

export function App({ services, store, i18n, Router }: AppProps) {
  useAuthSession(services, store);
  // A prerendered page is adopted against the state it was rendered from, even where a part of it
  // (a page whose chunk comes late) is adopted after the session has been reported; React renders
  // it with the present state right after.
  const [stateAtStart] = useState(() => store.getState());
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <Provider store={store} serverState={stateAtStart}>
          <MemberPagesPreloadProvider value={preloadMemberPages}>
            <Router>
              <Routes />
            </Router>
          </MemberPagesPreloadProvider>
        </Provider>
      </ServicesProvider>
    </I18nextProvider>
  );
}
