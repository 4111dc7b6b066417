import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  parsePath,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import {
  moveSecretsOutOfAddress,
  secretsOfState,
  splitSecrets,
  stateWithSecrets,
  type AddressSecrets,
} from '../../src/ui/shared/address-secrets';
import { AddressRouter } from '../../src/ui/app/AddressRouter';

/**
 * How a test opens the app or a page at an address. Every way is a page load: the page's first
 * script has taken the secrets out of the address (src/ui/shared/address-secrets.ts) before the app starts.
 * - `memory`: a router of the test's own (a MemoryRouter), which leaves the browser's address alone.
 * - `address-bar`: jsdom's own address bar and history, with the app's router (AddressRouter), so
 *   that the test can read `window.location` and go Back.
 * - `reload`: the page loaded again at what jsdom's address bar holds, its history entry's state
 *   kept, as a reload keeps it (`at` is not used).
 */
export type Opening = 'memory' | 'address-bar' | 'reload';

/**
 * A router that lets a test read where the app is and go somewhere, like a person using the
 * address bar.
 */
export class TestRouter {
  readonly state: { location: Location } = {
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  };
  private go: ((to: string) => void) | null = null;

  /** The router of a page loaded at `entry` (see Opening). */
  opening(entry: string, how: Opening = 'memory') {
    return how === 'memory' ? this.at(entry) : this.inAddressBar(how === 'reload' ? null : entry);
  }

  /** A router of the test's own at `entry`, as the page's start leaves it. */
  private at(entry: string) {
    const { address, secrets } = splitSecrets(entry);
    const start = { ...parsePath(address), state: secrets ? stateWithSecrets(secrets) : null };
    return ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[start]}>
        <Probe onRender={this.noteRender} />
        {children}
      </MemoryRouter>
    );
  }

  /**
   * The app's own router on jsdom's address bar: at `entry`, a new page in the tab's history, or,
   * with null, the page the address bar holds, loaded again. The page's first script runs first.
   */
  private inAddressBar(entry: string | null) {
    if (entry !== null) window.history.pushState(null, '', entry);
    moveSecretsOutOfAddress(window);
    return ({ children }: { children: ReactNode }) => (
      <AddressRouter>
        <Probe onRender={this.noteRender} />
        {children}
      </AddressRouter>
    );
  }

  navigate(to: string): Promise<void> {
    if (!this.go) throw new Error('The app is not rendered yet');
    this.go(to);
    return Promise.resolve();
  }

  private readonly noteRender = (location: Location, navigate: NavigateFunction) => {
    this.state.location = location;
    this.go = (to) => void navigate(to);
  };
}

/** Tells its router where the app is on every render, and how to go elsewhere. */
function Probe({
  onRender,
}: {
  onRender: (location: Location, navigate: NavigateFunction) => void;
}) {
  onRender(useLocation(), useNavigate());
  return null;
}

/** The path the app shows now. */
export function currentPath(router: TestRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** What the page the app shows now was handed in the router's state, never in its address. */
export function handedSecrets(router: TestRouter): AddressSecrets {
  return secretsOfState(router.state.location.state);
}

/**
 * Puts a whole value into a field at once, as a paste or the browser's autofill does. Whole-app
 * tests fill their fields this way: what a field does on each key is its own tests' business (the
 * card form's, the password checklist's), and key by key the whole app renders again per key.
 */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  const person = userEvent.setup({ delay: null, skipHover: true });
  await person.click(field);
  await person.paste(text);
}
