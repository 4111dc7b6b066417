/**
 * The build settings of a local run (npm run start:local, npm run test:local): identity on the
 * Firebase Auth emulator (through its front, emulator-front.ts), the user API on the local API server, and payments through the real
 * Stripe adapter against the stand-in for Stripe.js that the same server serves. Tracking and the
 * country lookup stay in memory: they call nothing a person would notice.
 */
import { EMULATOR_API_KEY, EMULATOR_PROJECT_ID } from '../emulator/emulator';
import type { EmulatorFront } from './emulator-front';
import { LOCAL_STRIPE_PATHS } from './stripe/protocol';

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
