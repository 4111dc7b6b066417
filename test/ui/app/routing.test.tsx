import { waitFor } from '@testing-library/react';
import { WatchAuthSession } from '../../../src/application/use-cases/watch-auth-session';
import { currentPath, renderApp, screen } from '../../support/render-app';
import { person } from '../../support/builders';
import { worldWith } from '../../support/demo-world';

/** A person who signed up and never subscribed. */
const pat = person();

describe('routes and guards', () => {
  afterEach(() => jest.restoreAllMocks());

  test('an unknown path shows a friendly not-found page', async () => {
    await renderApp({ at: '/no-such-page', signedInAs: pat.email, storage: worldWith(pat) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/');
  });

  test('a visitor on a logged-in page is sent to /signin', async () => {
    const { router } = await renderApp({ at: '/cancel-subscription' });
    await screen.findByRole('heading', { level: 1 });
    expect(currentPath(router)).toBe('/signin');
  });

  test('a signed-in person on a logged-out page is sent to /, keeping the query', async () => {
    const { router } = await renderApp({
      at: '/membership?plan=first',
      signedInAs: pat.email,
      storage: worldWith(pat),
    });
    // The logged-out page shows until the session arrives, then the guard sends them on.
    await waitFor(() => expect(currentPath(router)).toBe('/?plan=first'));
    await screen.findByRole('heading', { level: 1 });
  });

  test('a logged-out page shows while the session is still being read, as it was prerendered', async () => {
    // The session never arrives: the page must not wait for it.
    jest.spyOn(WatchAuthSession.prototype, 'start').mockReturnValue(() => {});
    const { store, router } = await renderApp({
      at: '/signin?email=ada%40example.com',
      opening: 'address-bar',
    });

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).not.toHaveAttribute('inert');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(store.getState().auth.status).toBe('loading');
    expect(currentPath(router)).toBe('/signin');
    expect(window.location.href).toBe('http://localhost/signin');
  });

  test('a logged-in page waits for the session, with a loading state', async () => {
    jest.spyOn(WatchAuthSession.prototype, 'start').mockReturnValue(() => {});
    await renderApp({ at: '/cancel-subscription' });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
