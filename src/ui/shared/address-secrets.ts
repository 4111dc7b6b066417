/**
 * Secrets leave the address (DESIGN.md, Trust). What a page is handed in its query that no tag,
 * analytics page view or referrer may read: an e-mail action's one-time code, a payment's client
 * secret with the ids that come with it, a person's e-mail address with the names that come with
 * it. The page's first script (src/ui/shared/theme/theme-boot.ts, blocking, before the app's scripts and
 * any tag) takes them out of the address once, with `history.replaceState`, and keeps them in the
 * state of the same history entry, which a reload and Back keep and the address bar does not
 * show. The app's router starts with them as its location's state (React Router keeps a
 * location's state under `usr` of `history.state`), and the pages read them from there
 * (src/ui/shared/use-address-secrets.ts); a page that sends a person on with one of them passes it in
 * the router's state too, never in the address.
 */

/** Every query parameter that leaves the address, wherever it comes. */
export const ADDRESS_SECRETS = [
  // An identity e-mail's link (Firebase's action handler): its one-time code, and which kind.
  'oobCode',
  'mode',
  // Back from the payment provider's redirect (Stripe's return_url): the intent's client secret,
  // its id, and the status it claims (which never decides; DESIGN.md, Trust).
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'redirect_status',
  // A person's address to prefill (SPEC.md: the sign-in and sign-up pages), and their names.
  'email',
  'firstName',
  'lastName',
  // A gift's code, in the recipient's link to /redeem (DESIGN.md, "Gifts"): a code is a secret.
  'code',
] as const;

export type AddressSecretName = (typeof ADDRESS_SECRETS)[number];

/** The secrets a page was handed, by their query names. */
export type AddressSecrets = Partial<Record<AddressSecretName, string>>;

/** The router's state of a location handed secrets: `location.state` of React Router. */
export interface SecretsState {
  secrets: AddressSecrets;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Splits an address (a path with its query and fragment, or a whole URL) into the same address
 * without its secrets and the secrets it had; null when it had none. The first of a repeated name
 * counts, as `URLSearchParams.get` reads it; every one of them leaves.
 */
export function splitSecrets(address: string): { address: string; secrets: AddressSecrets | null } {
  const url = new URL(address, 'http://address.invalid');
  const secrets: AddressSecrets = {};
  for (const name of ADDRESS_SECRETS) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    secrets[name] = value;
    url.searchParams.delete(name);
  }
  if (Object.keys(secrets).length === 0) return { address, secrets: null };
  const query = url.searchParams.toString();
  return { address: `${url.pathname}${query ? `?${query}` : ''}${url.hash}`, secrets };
}

/** The router's state that hands a page these secrets (for `navigate`, `<Navigate>`, `<Link>`). */
export function stateWithSecrets(secrets: AddressSecrets): SecretsState {
  return { secrets };
}

/**
 * The secrets a router location's state hands its page: only the names above, only strings;
 * nothing from any other state.
 */
export function secretsOfState(state: unknown): AddressSecrets {
  if (!isRecord(state) || !isRecord(state.secrets)) return {};
  const handed = state.secrets;
  const secrets: AddressSecrets = {};
  for (const name of ADDRESS_SECRETS) {
    const value = handed[name];
    if (typeof value === 'string') secrets[name] = value;
  }
  return secrets;
}

/** Whether the page's history entry hands it secrets (the router's state under `usr`). */
export function historyHasSecrets(historyState: unknown): boolean {
  const routerState = isRecord(historyState) ? historyState.usr : null;
  return Object.keys(secretsOfState(routerState)).length > 0;
}

/** The history entry's state with these secrets in its router state, all else kept. */
function historyStateWith(historyState: unknown, secrets: AddressSecrets): Record<string, unknown> {
  const entry = isRecord(historyState) ? historyState : {};
  const routerState = isRecord(entry.usr) ? entry.usr : {};
  return { ...entry, usr: { ...routerState, ...stateWithSecrets(secrets) } };
}

/**
 * The query as the page was opened with it: the address's own query and the secrets handed to the
 * page, for a reader of the provider's return (src/domain/order.ts, providerReturnOf).
 */
export function searchWithSecrets(search: string, secrets: AddressSecrets): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(secrets)) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What of a page moving its secrets out: the window, or a stand-in in tests. */
export interface AddressPage {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'state' | 'replaceState'>;
}

/**
 * Takes the secrets out of the page's address into its history entry's state, once, at the very
 * start. An address without secrets, a reload after this, is left as it is. A browser that refuses
 * the change (a document of an opaque origin) does not stop the page's start.
 */
export function moveSecretsOutOfAddress(page: AddressPage = window): void {
  const { address, secrets } = splitSecrets(page.location.href);
  if (!secrets) return;
  try {
    page.history.replaceState(historyStateWith(page.history.state, secrets), '', address);
  } catch {
    // The page starts all the same; its pages then find no secrets and ask for what they need.
  }
}
