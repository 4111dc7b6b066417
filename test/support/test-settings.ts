import type { AppSettings } from '../../src/application/ports/settings';

/** The portal's settings in tests: no auth-state delay, so a test never waits for one. */
export const TEST_SETTINGS: AppSettings = {
  authStateDelayMs: 0,
  clientName: 'Mindful',
  supportEmail: 'support@mindful.test',
  homeUrl: 'https://mindful.test/',
  termsUrl: 'https://mindful.test/terms',
  privacyUrl: 'https://mindful.test/privacy',
  appStoreUrl: 'https://apps.apple.test/app/mindful',
  playStoreUrl: 'https://play.google.test/store/apps/mindful',
  appStoreId: '123456789',
};

/** Where the portal runs in tests, and where a payment comes back to. */
export const ORIGIN = 'http://localhost:8080';
export const RETURN_URL = `${ORIGIN}/payment-successful`;
