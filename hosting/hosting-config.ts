/**
 * The deployable hosting config, written by the build next to the app (dist/firebase.json): the
 * rules of hosting.json, and the policy headers derived from the same settings as the app, so that
 * the Content Security Policy admits exactly the origins the chosen adapters call.
 */
import type { BuiltSettings } from '../build/settings-table';
import template from './hosting.json';
import { addressPrefix, LANGUAGES, type Language } from '../src/domain/language';
import { APP_ADDRESSES, DEMO_ADDRESSES } from '../src/ui/app/app-addresses';

/** The settings the build wrote, by their names in build/settings-table.ts. */
type Settings = BuiltSettings;

interface Header {
  key: string;
  value: string;
}

type Directives = Record<string, string[]>;

/** Stripe.js, its frames and its API, as Stripe documents them for the Payment and Express Checkout Elements. */
const STRIPE: Directives = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'img-src': ['https://*.stripe.com'],
};

/** Firebase Auth's REST endpoints, and the popup's helper frame on the project's auth domain. */
function firebase(settings: Settings): Directives {
  const emulator = settings.FIREBASE_AUTH_EMULATOR_URL;
  const gapiStandIn = settings.GAPI_JS_URL;
  return {
    // Google's gapi loader, which the popup's helper frame needs; in local runs its stand-in.
    'script-src': [gapiStandIn ? originOf(gapiStandIn) : 'https://apis.google.com'],
    'connect-src': [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...(emulator ? [originOf(emulator)] : []),
    ],
    // Through the emulator, the popup's helper frame comes from the emulator itself.
    'frame-src': [
      `https://${settings.FIREBASE_AUTH_DOMAIN}`,
      ...(emulator ? [originOf(emulator)] : []),
    ],
  };
}

/** Stripe's own origins, or (local runs) the stand-in's: its script and the server it talks to. */
function stripe(settings: Settings): Directives {
  const standIn = settings.STRIPE_JS_URL;
  if (!standIn) return STRIPE;
  return { 'script-src': [originOf(standIn)], 'connect-src': [originOf(standIn)] };
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The user API's origin; a relative base (`/api/`) is the page's own origin, which 'self' admits. */
function apiOrigins(baseUrl: string): string[] {
  return baseUrl.startsWith('/') ? [] : [originOf(baseUrl)];
}

/** Where Google puts the profile pictures of its accounts (Continue with Google). */
export const GOOGLE_PICTURES = 'https://lh3.googleusercontent.com';

/** The origins of PICTURE_ORIGINS, a comma-separated list. */
export function pictureOrigins(settings: Settings): string[] {
  return (settings.PICTURE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

/**
 * Google Tag Manager with Google Analytics 4, as Google's CSP guide lists them: the loader and the
 * tags' scripts, the pixels, and the collection endpoints. Only in a build with GTM_ID whose
 * tracking adapter loads it (TRACKING=datalayer).
 */
const TAG_MANAGER: Directives = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};

/** The name under which Reporting-Endpoints names CSP_REPORT_URL, for `report-to`. */
const REPORT_GROUP = 'csp-endpoint';

/** The settings that are no adapter's: profile pictures and the tag manager. */
function siteDirectives(settings: Settings): Directives[] {
  return [
    { 'img-src': pictureOrigins(settings) },
    settings.IDENTITY === 'firebase' ? { 'img-src': [GOOGLE_PICTURES] } : {},
    settings.GTM_ID && settings.TRACKING === 'datalayer' ? TAG_MANAGER : {},
  ];
}

/** What each real adapter in use calls; the in-memory ones call nothing. */
function adapterDirectives(settings: Settings): Directives[] {
  return [
    settings.IDENTITY === 'firebase' ? firebase(settings) : {},
    settings.USER_API === 'http' ? { 'connect-src': apiOrigins(settings.API_BASE_URL!) } : {},
    settings.GEO === 'script' ? { 'connect-src': [originOf(settings.GEO_LOOKUP_URL!)] } : {},
    settings.PAYMENTS === 'stripe' ? stripe(settings) : {},
  ];
}

const BASE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': [],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** The Content Security Policy of a build with these settings. */
export function contentSecurityPolicy(settings: Settings): string {
  const directives = structuredClone(BASE);
  for (const extra of [...adapterDirectives(settings), ...siteDirectives(settings)]) {
    for (const [name, sources] of Object.entries(extra)) {
      directives[name] = [...new Set([...(directives[name] ?? []), ...sources])];
    }
  }
  const report = settings.CSP_REPORT_URL;
  // report-to for browsers with the Reporting API; report-uri for the others (it is deprecated).
  if (report) Object.assign(directives, { 'report-uri': [report], 'report-to': [REPORT_GROUP] });
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...(sources.length > 0 ? sources : ["'none'"])].join(' '))
    .join('; ');
}

/** Wallets may ask for payment on the page and in Stripe's frames; nothing else may use devices. */
export function permissionsPolicy(settings: Settings): string {
  const payment =
    settings.PAYMENTS === 'stripe'
      ? 'payment=(self "https://js.stripe.com" "https://*.js.stripe.com")'
      : 'payment=()';
  return `${payment}, camera=(), microphone=(), geolocation=()`;
}

/** The headers every response of this build carries, before hosting.json's own. */
export function policyHeaders(settings: Settings): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings) },
    { key: 'Permissions-Policy', value: permissionsPolicy(settings) },
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    ...(settings.CSP_REPORT_URL
      ? [{ key: 'Reporting-Endpoints', value: `${REPORT_GROUP}="${settings.CSP_REPORT_URL}"` }]
      : []),
  ];
}

/**
 * The app's own addresses, in every language, to index.html, where the app renders them: nothing
 * else is rewritten, so an address the portal does not have is the hosting's 404.html (the
 * prerendered not-found page) with a real 404, not the app's shell with a 200.
 */
function appRewrites(settings: Settings): { source: string; destination: string }[] {
  const addresses = [
    ...APP_ADDRESSES,
    ...(settings.WITHOUT_DEMO_WORLD === 'true' ? [] : DEMO_ADDRESSES),
  ];
  return LANGUAGES.flatMap((language) =>
    addresses.map((address) => ({
      source: addressIn(language, address),
      destination: '/index.html',
    })),
  );
}

/** An address under a language's prefix: `/de/redeem`, and `/de` for the root. */
function addressIn(language: Language, address: string): string {
  const prefix = addressPrefix(language);
  return address === '/' ? prefix || '/' : `${prefix}${address}`;
}

/**
 * dist/firebase.json: `firebase deploy --config dist/firebase.json` serves the folder it is in. A
 * build with the demo world refuses to be deployed (Firebase runs `predeploy` first).
 */
export function hostingConfig(settings: Settings): { hosting: Record<string, unknown> } {
  const [everyResponse, ...otherRules] = template.hosting.headers;
  return {
    hosting: {
      public: '.',
      ...template.hosting,
      rewrites: appRewrites(settings),
      headers: [
        { ...everyResponse, headers: [...policyHeaders(settings), ...everyResponse!.headers] },
        ...otherRules,
      ],
      ...(settings.WITHOUT_DEMO_WORLD === 'true'
        ? {}
        : { predeploy: ["echo 'This is a demo build: deploy with npm run deploy.' && exit 1"] }),
    },
  };
}
