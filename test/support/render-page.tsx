import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { PaymentFormProps } from '../../src/application/ports/payments';
import type { AuthProviderId } from '../../src/domain/auth-provider';
import type { Language } from '../../src/domain/language';
import type { User } from '../../src/domain/subscription';
import { ServicesProvider, type UiServices } from '../../src/ui/shared/services';
import { FocusHistoryProvider } from '../../src/ui/shared/focus/focus-history';
import { createStore, type RootState } from '../../src/ui/app/store';
import { TODAY } from './clocks';
import { createTestI18n } from './test-i18n';
import { TestRouter, type Opening } from './test-router';
import { TEST_SETTINGS } from './test-settings';
import { stubUseCases, type UseCaseStubs } from './use-case-stubs';

export interface PageOptions {
  /** Where the page opens, like a typed address: '/signin?plan=first'. */
  at?: string;
  /** In a router of the test's own (the default), in jsdom's address bar, or reloaded there. */
  opening?: Opening;
  /** The route the page answers (its path pattern); the address's path unless said. */
  path?: string;
  /** The layout route the page renders in (a route guard, say): none unless said. */
  layout?: ReactElement;
  /** What the page may ask of the portal's use cases (stubUseCases). */
  useCases?: UseCaseStubs;
  /** The state the store starts in: a member's session is `signedIn(user())`. */
  state?: Partial<RootState>;
  /** The payment provider's form, for a page that takes a payment. */
  PaymentForm?: ComponentType<PaymentFormProps<ReactNode>>;
  /** The page's language: English unless said. */
  language?: Language;
}

/**
 * One page as its route renders it, without the app around it: its own store (`createStore`) on
 * use cases the test stubs, the app's English (or `language`), a router that notes where the page
 * sends the person. Journeys across pages and the app's frame render the whole portal
 * (render-app.tsx).
 */
export function renderPage(page: ReactElement, options: PageOptions = {}) {
  const { at = '/', useCases: stubs, state, PaymentForm = NoPaymentForm, language } = options;
  const useCases = stubUseCases(stubs);
  const store = createStore({ useCases: Promise.resolve(useCases) }, state);
  const navigateAway = jest.fn<void, [string]>();
  const services: UiServices = {
    useCases: Promise.resolve(useCases),
    settings: TEST_SETTINGS,
    today: () => TODAY,
    PaymentForm,
    preloadPaymentForm: () => {},
    DemoTools: null,
    DemoBank: null,
    navigateAway,
  };
  const router = new TestRouter();
  const Router = router.opening(at, options.opening);
  const path = options.path ?? new URL(at, 'http://portal.test').pathname;
  const view = render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ServicesProvider services={services}>
        <Provider store={store}>
          <Router>
            <FocusHistoryProvider>
              <main id="main" tabIndex={-1}>
                <Routes>
                  <Route element={options.layout ?? <Outlet />}>
                    <Route path={path} element={page} />
                  </Route>
                  <Route path="*" element={null} />
                </Routes>
              </main>
            </FocusHistoryProvider>
          </Router>
        </Provider>
      </ServicesProvider>
    </I18nextProvider>,
  );
  const user = userEvent.setup({ delay: null, skipHover: true });
  return { ...view, user, store, router, useCases, navigateAway };
}

/** A signed-in person's session, for `state`. */
export function signedIn(user: User, provider: AuthProviderId = 'password'): Partial<RootState> {
  return { auth: { status: 'signedIn', uid: 'uid-of-the-test', user, provider, error: null } };
}

/** A visitor's session, for `state`: the identity provider said nobody is signed in. */
export const signedOut: Partial<RootState> = {
  auth: { status: 'signedOut', uid: null, user: null, provider: null, error: null },
};

function NoPaymentForm(): never {
  throw new Error('This page test gave the page no PaymentForm');
}
