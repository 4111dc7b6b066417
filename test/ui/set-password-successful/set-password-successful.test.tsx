import { act, within } from '@testing-library/react';
import { currentPath, renderApp, screen } from '../../support/render-app';
import { TEST_SETTINGS } from '../../support/test-settings';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';

const bannerTags = () => document.head.querySelectorAll('meta[name="apple-itunes-app"]');

describe('set password successful', () => {
  test('says it is done and offers the app, the way home, terms and privacy', async () => {
    await renderApp({ at: '/set-password-successful' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ready when you are' }),
    ).toBeVisible();
    expect(screen.getByText("Everything's updated. Let's get you into the app.")).toBeVisible();

    const main = screen.getByRole('main');
    const home = within(main).getByRole('link', { name: 'Get back to Mindful' });
    expect(home).toHaveAttribute('href', TEST_SETTINGS.homeUrl);
    expect(home).toHaveClass('button');

    const stores = within(main).getByRole('list', { name: 'Get the app' });
    expect(within(stores).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      TEST_SETTINGS.appStoreUrl,
    );
    expect(within(stores).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      TEST_SETTINGS.playStoreUrl,
    );
    expect(within(main).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      TEST_SETTINGS.termsUrl,
    );
    expect(within(main).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      TEST_SETTINGS.privacyUrl,
    );
    expect(document.title).toBe('Ready when you are · Mindful');
  });

  test('works for a signed-in person too', async () => {
    const { router } = await renderApp({
      at: '/set-password-successful',
      signedInAs: DEMO_ACCOUNTS.member.email,
    });
    expect(await screen.findByRole('heading', { name: 'Ready when you are' })).toBeVisible();
    expect(currentPath(router)).toBe('/set-password-successful');
  });

  test('adds the smart app banner while shown and removes it on leaving', async () => {
    const { router } = await renderApp({ at: '/set-password-successful' });
    await screen.findByRole('heading', { name: 'Ready when you are' });
    expect(bannerTags()).toHaveLength(1);
    expect(bannerTags()[0]).toHaveAttribute('content', `app-id=${TEST_SETTINGS.appStoreId}`);

    await act(() => router.navigate('/no-such-page'));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(bannerTags()).toHaveLength(0);
  });

  test('removes the banner when the app goes away', async () => {
    const { unmount } = await renderApp({ at: '/set-password-successful' });
    await screen.findByRole('heading', { name: 'Ready when you are' });
    expect(bannerTags()).toHaveLength(1);
    unmount();
    expect(bannerTags()).toHaveLength(0);
  });
});
