import { toAuthProvider } from '../domain/auth-provider';
import { parseTrackingChoice } from '../domain/tracking-consent';
import {
  DEFAULT_DEMO_SETTINGS,
  DEMO_COUNTRIES,
  DEMO_WALLET_CHOICES,
  DEMO_WALLET_OUTCOMES,
  PORT_NAMES,
  type DemoSession,
  type DemoSettings,
  type DemoState,
} from './demo-state';

/**
 * The demo world read back from storage: a world saved by an older build, another tab or a hand
 * in the developer tools is taken only when its shape is the world's, filled in where it is older.
 */

const LISTS = [
  'accounts',
  'profiles',
  'tokens',
  'resetCodes',
  'emailCodes',
  'outbox',
  'pendingSecrets',
  'completedSecrets',
  'paymentMethods',
  'cancellations',
  'consents',
  'acknowledgments',
  'events',
  'invoices',
  'offers',
  'contractRequests',
  'contractAttempts',
  'gifts',
  'giftAttempts',
] as const satisfies readonly (keyof DemoState)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSettings(value: unknown): value is DemoSettings {
  if (!isRecord(value)) return false;
  const { country, latencyMs, failNextCall, holdNextCall, wallets, nextWalletPayment } = value;
  return (
    (DEMO_WALLET_CHOICES as readonly unknown[]).includes(wallets) &&
    (DEMO_WALLET_OUTCOMES as readonly unknown[]).includes(nextWalletPayment) &&
    (DEMO_COUNTRIES as readonly unknown[]).includes(country) &&
    typeof latencyMs === 'number' &&
    Number.isFinite(latencyMs) &&
    latencyMs >= 0 &&
    (failNextCall === null || (PORT_NAMES as readonly unknown[]).includes(failNextCall)) &&
    Array.isArray(holdNextCall) &&
    holdNextCall.every((port) => (PORT_NAMES as readonly unknown[]).includes(port))
  );
}

function isSession(value: unknown): value is DemoSession | null {
  if (value === null) return true;
  return (
    isRecord(value) &&
    typeof value.uid === 'string' &&
    toAuthProvider(value.provider) !== null &&
    (value.signedInAt === undefined || typeof value.signedInAt === 'string')
  );
}

/**
 * Reads a stored world back. Only the outline is checked (the lists, the session, the settings):
 * the value is our own, so this guards against truncation and hand edits, not against forgery.
 */
export function parseDemoState(raw: unknown): DemoState | null {
  if (!isRecord(raw) || raw.version !== 1) return null;
  // A world saved before consents were kept has none yet.
  raw.consents ??= [];
  raw.acknowledgments ??= [];
  // Nor a tracking choice before visitors were asked.
  raw.trackingConsent = parseTrackingChoice(raw.trackingConsent);
  // Nor verification and recovery codes before the portal handled those links.
  raw.emailCodes ??= [];
  // Nor completed payments before the return page asked about them.
  raw.completedSecrets ??= [];
  // Nor billing histories and offers before the portal kept members.
  raw.invoices ??= [];
  raw.offers ??= [];
  // Nor contract requests waiting for their owner before the owner had to confirm them.
  raw.contractRequests ??= [];
  raw.contractAttempts ??= [];
  // Nor gifts before the portal sold them.
  raw.gifts ??= [];
  raw.giftAttempts ??= [];
  // Nor wallet settings before express checkout.
  if (isRecord(raw.settings)) {
    raw.settings.wallets ??= DEFAULT_DEMO_SETTINGS.wallets;
    raw.settings.nextWalletPayment ??= DEFAULT_DEMO_SETTINGS.nextWalletPayment;
    // Nor held calls before the demo tools could hold one.
    raw.settings.holdNextCall ??= [];
  }
  const listsOk = LISTS.every((name) => {
    const list = raw[name];
    return Array.isArray(list) && list.every(isRecord);
  });
  if (!listsOk || !isSession(raw.session) || !isSettings(raw.settings)) return null;
  return raw as unknown as DemoState;
}
