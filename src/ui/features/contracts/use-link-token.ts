import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { CONFIRMATION_TOKEN_PARAM } from '../../../domain/contract-confirmation';
import { isRecord } from '../../../domain/shapes';

/** Where the token waits once it has left the address: the history entry's state. */
const STATE_KEY = 'contractLinkToken';

function tokenIn(location: Location): string | null {
  const inAddress = new URLSearchParams(location.search).get(CONFIRMATION_TOKEN_PARAM);
  if (inAddress !== null) return inAddress;
  const kept: unknown = isRecord(location.state) ? location.state[STATE_KEY] : null;
  return typeof kept === 'string' ? kept : null;
}

/**
 * The token of the owner's one-time link, read once (DESIGN.md, Trust: "Secrets leave the
 * address"). In the first effect of the page, before its call and the effects of the app around
 * it, the address loses its query and the token moves into the history entry's state
 * (`history.replaceState`, through the router), so that no later script reads it in the address,
 * and a reload or a return by Back still finds it. An effect, not a layout effect: a router starts
 * listening in its own layout effect, after those of the page it renders at once. Null when the
 * page was opened without a token.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenIn(location));
  useEffect(() => {
    if (!new URLSearchParams(location.search).has(CONFIRMATION_TOKEN_PARAM)) return;
    void navigate(
      { pathname: location.pathname, search: '', hash: location.hash },
      { replace: true, state: token === null ? null : { [STATE_KEY]: token } },
    );
    // Once, as the page opens: the token is read then, and only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return token;
}
