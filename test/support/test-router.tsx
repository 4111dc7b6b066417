import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';

/**
 * A MemoryRouter that lets a test read where the app is and go somewhere, like a person using the
 * address bar.
 */
export class TestRouter {
  readonly state: { location: Location } = {
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  };
  private go: ((to: string) => void) | null = null;

  at(entry: string) {
    const Probe = () => {
      this.state.location = useLocation();
      const navigate = useNavigate();
      this.go = (to) => void navigate(to);
      return null;
    };
    return ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[entry]}>
        <Probe />
        {children}
      </MemoryRouter>
    );
  }

  navigate(to: string): Promise<void> {
    if (!this.go) throw new Error('The app is not rendered yet');
    this.go(to);
    return Promise.resolve();
  }
}

/** The path the app shows now. */
export function currentPath(router: TestRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
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
