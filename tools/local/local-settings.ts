/**
 * The build settings of a local run (npm run start:local, npm run test:local): identity on the
 * Firebase Auth emulator (through its front, emulator-front.ts), the user API on the local API server, and payments through the real
 * Stripe adapter against the stand-in for Stripe.js that the same server serves. Tracking and the
 * country lookup stay in memory: they call nothing a person would notice. test:local also makes a
 * build with every adapter real and a Google Tag Manager container (localTagSettings), for the
 * consent's journeys (consent-tags.spec.ts).
 */
import { EMULATOR_API_KEY, EMULATOR_PROJECT_ID } from '../emulator/emulator';
import type { EmulatorFront } from './emulator-front';
import { LOCAL_STRIPE_PATHS } from '../stand-ins/stripe/protocol';

/**
 * `apiUrl`: the local API server's base URL, ending in '/'; `emulator`: the emulator's front, which
 * also serves the stand-in for Google's gapi loader that the sign-in popups need.
 */
export function localSettings(
  apiUrl: string,
  emulator: Pick<EmulatorFront, 'url' | 'gapiScriptUrl'>,
): Record<string, string> {
  return {
    IDENTITY: 'firebase',
    USER_API: 'http',
    PAYMENTS: 'stripe',
    FIREBASE_API_KEY: EMULATOR_API_KEY,
    FIREBASE_AUTH_DOMAIN: '127.0.0.1',
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    FIREBASE_APP_ID: 'demo-app',
    FIREBASE_AUTH_EMULATOR_URL: emulator.url,
    GAPI_JS_URL: emulator.gapiScriptUrl,
    API_BASE_URL: apiUrl,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
    STRIPE_JS_URL: new URL(LOCAL_STRIPE_PATHS.script, apiUrl).toString(),
  };
}

/** The container of the tags build: the journeys serve a stand-in for its script, never Google's. */
export const LOCAL_GTM_ID = 'GTM-LOCAL01';

/**
 * The geo lookup of the tags build: a name that never resolves (RFC 6761), so the lookup is
 * unreachable unless a journey answers it (consent-tags.spec.ts routes it).
 */
export const UNREACHABLE_GEO_URL = 'https://geo.invalid/country';

/**
 * The settings of the tags build: those of localSettings, with the real tracking (window.dataLayer
 * and Google Tag Manager with GTM_ID) and the real geo lookup, so that no port is in memory and the
 * build is a real one, as it ships but for the emulator and the stand-ins.
 */
export function localTagSettings(
  apiUrl: string,
  emulator: Pick<EmulatorFront, 'url' | 'gapiScriptUrl'>,
): Record<string, string> {
  return {
    ...localSettings(apiUrl, emulator),
    TRACKING: 'datalayer',
    GEO: 'script',
    GEO_LOOKUP_URL: UNREACHABLE_GEO_URL,
    GTM_ID: LOCAL_GTM_ID,
    // A build with only real adapters refuses the demo's placeholder brand settings.
    CLIENT_NAME: 'Mindful',
    SUPPORT_EMAIL: 'support@mindful.test',
    HOME_URL: 'https://mindful.test',
    TERMS_URL: 'https://mindful.test/terms',
    PRIVACY_URL: 'https://mindful.test/privacy',
    APP_STORE_URL: 'https://apps.apple.com/app/id123456789',
    PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=test.mindful',
    APP_STORE_ID: '123456789',
  };
}
