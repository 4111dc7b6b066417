import type { AppSettings } from '../application/ports/settings';

/** The settings webpack wrote into the build (build/settings-table.ts names them all). */
export function settingsFromBuild(): AppSettings {
  return {
    authStateDelayMs: 200,
    clientName: process.env.CLIENT_NAME ?? '',
    supportEmail: process.env.SUPPORT_EMAIL ?? '',
    homeUrl: process.env.HOME_URL ?? '/',
    termsUrl: process.env.TERMS_URL ?? '',
    privacyUrl: process.env.PRIVACY_URL ?? '',
    appStoreUrl: process.env.APP_STORE_URL ?? '',
    playStoreUrl: process.env.PLAY_STORE_URL ?? '',
    appStoreId: process.env.APP_STORE_ID ?? '',
  };
}
