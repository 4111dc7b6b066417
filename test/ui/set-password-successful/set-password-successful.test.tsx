import { act, screen, within } from '@testing-library/react';
import { SetPasswordSuccessfulPage } from '../../../src/ui/features/account/set-password-successful/SetPasswordSuccessfulPage';
import { renderPage, signedOut } from '../../support/render-page';
import { currentPath } from '../../support/test-router';
import { TEST_SETTINGS } from '../../support/test-settings';

const bannerTags = () => document.head.querySelectorAll('meta[name="apple-itunes-app"]');

/** The page a new password leads to, in a fresh browser: nobody is signed in. */
async function openSetPasswordSuccessful() {
  const page = renderPage(<SetPasswordSuccessfulPage />, {
    at: '/set-password-successful',
    state: signedOut,
  });
  await screen.findByRole('heading', { level: 1, name: 'Ready when you are' });
  return page;
}

// That signed-in people see it too (the route has no guard): test/e2e/visitor.spec.ts, "guards".
describe('set password successful', () => {
  test('says it is done and offers the app, the way home, terms and privacy', async () => {
    await openSetPasswordSuccessful();
    expect(screen.getByRole('heading', { level: 1, name: 'Ready when you are' })).toBeVisible();
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

  test('adds the smart app banner while shown and removes it on leaving', async () => {
    const { router } = await openSetPasswordSuccessful();
    expect(bannerTags()).toHaveLength(1);
    expect(bannerTags()[0]).toHaveAttribute('content', `app-id=${TEST_SETTINGS.appStoreId}`);

    await act(() => router.navigate('/no-such-page'));
    expect(currentPath(router)).toBe('/no-such-page');
    expect(screen.queryByRole('heading', { name: 'Ready when you are' })).not.toBeInTheDocument();
    expect(bannerTags()).toHaveLength(0);
  });

  test('removes the banner when the app goes away', async () => {
    const { unmount } = await openSetPasswordSuccessful();
    expect(bannerTags()).toHaveLength(1);
    unmount();
    expect(bannerTags()).toHaveLength(0);
  });
});
