import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';

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

/** The browser's router: the address bar, Back and Forward. */
export function AddressRouter({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <FollowAddressChangedWhileStarting />
      {children}
    </BrowserRouter>
  );
}
