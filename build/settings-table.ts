/**
 * Every setting of the portal, named once: the build reads them from the environment or .env
 * (webpack.config.ts), .env.example documents them, and test/build/settings-table.test.ts checks
 * that .env.example, the browser's readers (src/boot/build-settings.ts, src/container.ts) and the
 * hosting config (hosting/hosting-config.ts) name exactly these.
 *
 * Exposure: a public setting is written into the bundle as the literal `process.env.NAME`, which
 * anyone can read; a build-only one is read by the build and never shipped. None is secret: the
 * portal holds no secret (Firebase's web API key and Stripe's publishable key are public by design),
 * and nothing secret may ever be added as a public setting.
 */

/** A shape a setting's value must have when set, and how the build names it when it has not. */
interface Shape {
  valid: (value: string) => boolean;
  description: string;
}

type Setting =
  /** Read by the build alone. */
  | { kind: 'build'; exposure: 'build-only'; example: string }
  /** Which adapter serves a port: the in-memory one first, then the real one ADAPTERS=real picks. */
  | { kind: 'port'; exposure: 'public'; adapters: readonly [memory: string, real: string] }
  /** Brand and links; the example is the demo's value and its default, a placeholder when shipped. */
  | { kind: 'brand'; exposure: 'public'; example: string; placeholder: (value: string) => boolean }
  /** A setting the real adapter `requiredBy` cannot run without: written only when it is chosen. */
  | { kind: 'adapter'; exposure: 'public'; requiredBy: string; example: string; shape?: Shape }
  /** Optional, written whether set or not (''); a deploy refuses one that is `localOnly`. */
  | { kind: 'optional'; exposure: 'public'; example: string; shape?: Shape; localOnly?: string }
  /** Written by the build from the others, never read from the environment. */
  | { kind: 'derived'; exposure: 'public' };

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An origin and nothing more: scheme, host and port, no path. */
function isOrigin(value: string): boolean {
  return isHttpUrl(value) && new URL(value).origin === value.replace(/\/$/u, '');
}

/** A brand setting left unset or at the demo's example domains and App Store id. */
function isDemoPlaceholder(value: string): boolean {
  return value === '' || /\bexample\b|0{9}/u.test(value);
}

const brand = (example: string) =>
  ({ kind: 'brand', exposure: 'public', example, placeholder: isDemoPlaceholder }) as const;
const port = <Memory extends string, Real extends string>(memory: Memory, real: Real) =>
  ({ kind: 'port', exposure: 'public', adapters: [memory, real] }) as const;
const required = (requiredBy: string, example: string, shape?: Shape) =>
  ({ kind: 'adapter', exposure: 'public', requiredBy, example, ...(shape && { shape }) }) as const;
const localOnly = (example: string, why: string) =>
  ({ kind: 'optional', exposure: 'public', example, localOnly: why }) as const;
const site = (example: string, shape: Shape) =>
  ({ kind: 'optional', exposure: 'public', example, shape }) as const;
const buildOnly = (example: string) =>
  ({ kind: 'build', exposure: 'build-only', example }) as const;

export const SETTINGS = {
  // ADAPTERS=memory|real chooses every port; IDENTITY=…, USER_API=… and the rest override one.
  ADAPTERS: buildOnly('memory'),
  IDENTITY: port('memory', 'firebase'),
  USER_API: port('memory', 'http'),
  PAYMENTS: port('memory', 'stripe'),
  TRACKING: port('memory', 'datalayer'),
  GEO: port('memory', 'script'),
  // What a build that goes to production must have (`npm run deploy` sets it).
  DEPLOY: buildOnly('true'),

  FIREBASE_API_KEY: required('firebase', 'AIza…'),
  FIREBASE_AUTH_DOMAIN: required('firebase', 'mindful.firebaseapp.com'),
  FIREBASE_PROJECT_ID: required('firebase', 'mindful'),
  FIREBASE_APP_ID: required('firebase', '1:2:web:3'),
  // A relative base ('/api/') is the portal's own origin.
  API_BASE_URL: required('http', 'https://api.example.com/', {
    valid: (value) => value.startsWith('/') || isHttpUrl(value),
    description: 'an http(s) address or a path such as /api/',
  }),
  STRIPE_PUBLISHABLE_KEY: required('stripe', 'pk_live_…'),
  GEO_LOOKUP_URL: required('script', 'https://geo.example.com/lookup'),

  // Local runs only (npm run start:local, test:local): the Auth emulator and the stand-ins for
  // Stripe.js and for Google's gapi loader.
  FIREBASE_AUTH_EMULATOR_URL: localOnly('http://127.0.0.1:9099', 'points at the emulator'),
  STRIPE_JS_URL: localOnly('http://127.0.0.1:8787/stripe/v3.js', 'loads a stand-in for Stripe.js'),
  GAPI_JS_URL: localOnly(
    'http://127.0.0.1:9098/local/gapi/api.js',
    "loads a stand-in for Google's gapi loader",
  ),
  // Stripe's file proving the domain for Apple Pay: the build serves it (AppleDomainAssociation).
  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: buildOnly('apple-developer-merchantid-domain-association'),

  // The site's own, each admitted by hosting/hosting-config.ts only when set: the hosts of profile
  // pictures, where browsers report CSP violations, and the Google Tag Manager container.
  PICTURE_ORIGINS: site('https://images.example.com', {
    valid: (value) => value.split(',').every((origin) => isOrigin(origin.trim())),
    description: 'comma-separated origins such as https://images.example.com',
  }),
  CSP_REPORT_URL: site('https://csp-reports.example.com/report', {
    valid: (value) => isHttpUrl(value) && !value.includes('"'),
    description: 'an http(s) address',
  }),
  GTM_ID: site('GTM-ABC1234', {
    valid: (value) => /^GTM-[A-Z0-9]{4,12}$/u.test(value),
    description: 'a container id such as GTM-ABC1234',
  }),

  CLIENT_NAME: brand('Mindful'),
  SUPPORT_EMAIL: brand('support@mindful.example'),
  HOME_URL: brand('https://mindful.example'),
  TERMS_URL: brand('https://mindful.example/terms'),
  PRIVACY_URL: brand('https://mindful.example/privacy'),
  APP_STORE_URL: brand('https://apps.apple.com/app/id000000000'),
  PLAY_STORE_URL: brand('https://play.google.com/store/apps/details?id=example.mindful'),
  APP_STORE_ID: brand('000000000'),

  // The demo world ships only if some port uses it: one literal the app's code can test.
  WITHOUT_DEMO_WORLD: { kind: 'derived', exposure: 'public' },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
type Table = typeof SETTINGS;
export type Port = {
  [Name in SettingName]: Table[Name] extends { kind: 'port' } ? Name : never;
}[SettingName];
export type AdapterChoice = {
  [Name in Port]: Table[Name] extends { adapters: readonly (infer Adapter)[] } ? Adapter : never;
};

/** The rows of one kind, each typed as that kind. */
export function settingsOfKind<Kind extends Setting['kind']>(
  kind: Kind,
): [SettingName, Extract<Setting, { kind: Kind }>][] {
  return (Object.entries(SETTINGS) as [SettingName, Setting][]).filter(
    (entry): entry is [SettingName, Extract<Setting, { kind: Kind }>] => entry[1].kind === kind,
  );
}

/** The settings the build writes into the bundle: the values are webpack's, the names the table's. */
export type BuiltSettings = Readonly<Partial<Record<SettingName, string>>>;
