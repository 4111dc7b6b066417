import { screen } from '@testing-library/react';
import { GetAppPage } from '../../../src/ui/features/membership/get-app/GetAppPage';
import { user } from '../../support/builders';
import { renderPage, signedIn } from '../../support/render-page';
import { TEST_SETTINGS } from '../../support/test-settings';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';

afterEach(() => jest.restoreAllMocks());

/** /get-app opened on a device that names itself so, as a phone's camera opens the QR code. */
async function openOn(userAgent: string | null, { member = false } = {}) {
  if (userAgent) jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const page = renderPage(<GetAppPage />, {
    at: '/get-app',
    state: member ? signedIn(user()) : undefined,
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Get the Mindful app' }),
  ).toBeVisible();
  return page;
}

describe('/get-app, where the QR code leads a phone', () => {
  test('an iPhone goes on to the App Store', async () => {
    const { navigateAway } = await openOn(IPHONE);
    expect(navigateAway).toHaveBeenCalledWith(TEST_SETTINGS.appStoreUrl);
    expect(navigateAway).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent("Opening your phone's app store…");
  });

  test('an Android phone goes on to Google Play', async () => {
    const { navigateAway } = await openOn(ANDROID);
    expect(navigateAway).toHaveBeenCalledWith(TEST_SETTINGS.playStoreUrl);
    expect(navigateAway).toHaveBeenCalledTimes(1);
  });

  test('a computer stays, and is offered both stores', async () => {
    const { navigateAway } = await openOn(null);
    expect(document.title).toBe('Get the app · Mindful');
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      TEST_SETTINGS.appStoreUrl,
    );
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      TEST_SETTINGS.playStoreUrl,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(navigateAway).not.toHaveBeenCalled();
  });

  test('coming Back from the store stays here rather than going to the store again', async () => {
    // jsdom keeps no navigation timing: lend the page a Back navigation's.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ type: 'back_forward' }] : []),
    });
    try {
      const { navigateAway } = await openOn(IPHONE);
      expect(screen.getByRole('link', { name: /App Store/ })).toBeVisible();
      expect(navigateAway).not.toHaveBeenCalled();
    } finally {
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });

  test('a signed-in member is sent on too: the page is for anyone', async () => {
    const { navigateAway } = await openOn(IPHONE, { member: true });
    expect(navigateAway).toHaveBeenCalledWith(TEST_SETTINGS.appStoreUrl);
  });
});
