/**
 * The browser's router at a language's own address (`/de/membership`): the routes start under
 * its prefix, and the page's links stay in that language.
 */
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { AddressRouter, basenameOf } from '../../../src/ui/app/AddressRouter';

test("a language's own address starts the routes under its prefix; the root none", () => {
  expect(basenameOf('/de/membership')).toBe('/de');
  expect(basenameOf('/es/')).toBe('/es');
  expect(basenameOf('/membership')).toBeUndefined();
  expect(basenameOf('/dev/membership')).toBeUndefined();
});

test('at /fr/signin the sign-in route shows, and its links stay French', () => {
  window.history.replaceState(null, '', '/fr/signin');
  render(
    <AddressRouter>
      <Routes>
        <Route path="/signin" element={<Link to="/signup">Créer un compte</Link>} />
      </Routes>
    </AddressRouter>,
  );

  expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
    'href',
    '/fr/signup',
  );
  window.history.replaceState(null, '', '/');
});

describe('a page whose chunk is still on its way', () => {
  /** A page that waits for its chunk until the test lets it come. */
  function laterPage(name: string) {
    let arrive = () => {};
    const chunk = new Promise<{ default: ComponentType }>((resolve) => {
      arrive = () => resolve({ default: () => <h1>{name}</h1> });
    });
    return {
      Page: lazy(() => chunk),
      arrive: () =>
        act(async () => {
          arrive();
          await chunk;
        }),
    };
  }

  function renderAt(path: string, later: ComponentType) {
    window.history.replaceState(null, '', path);
    const Later = later;
    render(
      <AddressRouter>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/signup" element={<h1>Sign up</h1>} />
            <Route path="/profile" element={<Later />} />
          </Routes>
        </Suspense>
        <NavigateTo />
      </AddressRouter>,
    );
  }

  let go: ((to: string, options?: { replace: boolean }) => void) | null = null;
  function NavigateTo() {
    const navigate = useNavigate();
    go = (to, options) => void navigate(to, options);
    return null;
  }
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('followed by a link, it keeps the page it leaves until the chunk is here', async () => {
    const { Page, arrive } = laterPage('Profile');
    renderAt('/signup', Page);

    act(() => go?.('/profile'));

    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await arrive();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
  });

  test('reached by a redirect, it replaces the page at once: that page no longer holds', async () => {
    const { Page, arrive } = laterPage('Profile');
    renderAt('/signup', Page);

    act(() => go?.('/profile', { replace: true }));

    expect(screen.queryByRole('heading', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
  });
});
