import { currentPath, renderApp, screen } from '../support/render-app';

describe('routes and guards', () => {
  test('an unknown path shows a friendly not-found page', async () => {
    await renderApp({ at: '/no-such-page', signedInAs: 'free@demo.test' });
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
      signedInAs: 'free@demo.test',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(currentPath(router)).toBe('/?plan=first');
  });

  test('the footer links to terms, privacy and support', async () => {
    await renderApp({ at: '/no-such-page' });
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(footer).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@mindful.test',
    );
  });
});
