import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  NavigationType,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
} from 'react-router-dom';
import { addressPrefix, languageOfAddress } from '../../domain/language';

/**
 * The router starts listening to Back and Forward only once the app has rendered, which on a
 * slow phone is a while after the page appeared: an address changed in between (Back pressed at
 * once) is followed as soon as it listens, instead of leaving the page of the old address.
 */
function FollowAddressChangedWhileStarting() {
  const location = useLocation();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash) {
      window.dispatchEvent(
        new PopStateEvent('popstate', { state: window.history.state as unknown }),
      );
    }
    // Once, when the router has just started listening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * Where the app's routes start in this address: `/de` for `/de/membership` (a language's own
 * addresses, prerendered by the build), else the root. The page's links stay in that language.
 */
export function basenameOf(pathname: string): string | undefined {
  const language = languageOfAddress(pathname);
  return language ? addressPrefix(language) : undefined;
}

/** The browser's history, and where it stands. */
function useAddressHistory() {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((next) => {
        // A redirect (a guard's, an arrival's answer) shows its page at once: the page it replaces
        // no longer holds. A person's own way (a link, Back) keeps the page while the next one's
        // chunk comes, as React Router's BrowserRouter does with every change.
        if (next.action === NavigationType.Replace) setState(next);
        else startTransition(() => setState(next));
      }),
    [history],
  );
  return { history, ...state };
}

/** The browser's router: the address bar, Back and Forward. */
export function AddressRouter({ children }: { children: ReactNode }) {
  const { history, action, location } = useAddressHistory();
  return (
    <Router
      basename={basenameOf(window.location.pathname)}
      location={location}
      navigationType={action}
      navigator={history}
    >
      <FollowAddressChangedWhileStarting />
      {children}
    </Router>
  );
}
