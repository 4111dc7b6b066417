import {
  contentSecurityPolicy,
  hostingConfig,
  permissionsPolicy,
} from '../../hosting/hosting-config';
import { buildSettings } from '../../webpack.config';
import { BRAND, REAL_SETTINGS } from './build-settings';

const REAL = buildSettings({ ADAPTERS: 'real', ...REAL_SETTINGS, ...BRAND });

function directives(settings: Record<string, string>): Map<string, string[]> {
  return new Map(
    contentSecurityPolicy(settings)
      .split('; ')
      .map((directive) => directive.split(' '))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the hosting config a build writes', () => {
  test('a real build admits exactly the origins its adapters call', () => {
    const policy = directives(REAL);

    // The user API and the geo lookup, by origin: the paths and queries of the settings do not matter.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://api.calm.test',
      'https://geo.calm.test',
      'https://api.stripe.com',
    ]);
    // Firebase's popup helper lives on the project's own auth domain, not on any firebaseapp.com.
    expect(policy.get('frame-src')).toEqual([
      'https://calm-co.firebaseapp.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://apis.google.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://*.stripe.com']);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const sources = [...policy.values()].flat();
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:']) {
      expect(sources).not.toContain(unsafe);
    }
  });

  test('each real adapter adds only its own origins', () => {
    const memory = buildSettings({});
    const httpOnly = buildSettings({ USER_API: 'http', API_BASE_URL: 'http://127.0.0.1:8787/' });
    expect(directives(memory).get('connect-src')).toEqual(["'self'"]);
    expect(directives(memory).get('frame-src')).toEqual(["'none'"]);
    expect(directives(httpOnly).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8787']);
    expect(directives(httpOnly).get('script-src')).toEqual(["'self'"]);
  });

  /** Identity on Firebase, as local runs build it; each test adds its emulator and stand-ins. */
  const LOCAL_IDENTITY = {
    IDENTITY: 'firebase',
    FIREBASE_API_KEY: 'key',
    FIREBASE_AUTH_DOMAIN: '127.0.0.1',
    FIREBASE_PROJECT_ID: 'demo-mindful',
    FIREBASE_APP_ID: 'demo-app',
  };

  test('the Auth emulator is admitted only where the build names it', () => {
    const local = buildSettings({
      ...LOCAL_IDENTITY,
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    expect(directives(local).get('connect-src')).toContain('http://127.0.0.1:9099');
    expect(directives(local).get('frame-src')).toContain('http://127.0.0.1:9099');
    expect(directives(local).get('script-src')).toContain('https://apis.google.com');
    expect(directives(REAL).get('connect-src')).not.toContain('http://127.0.0.1:9099');
    expect(directives(REAL).get('frame-src')).not.toContain('http://127.0.0.1:9099');
  });

  test('a stand-in for Google’s gapi loader replaces apis.google.com, in local runs', () => {
    const local = buildSettings({
      ...LOCAL_IDENTITY,
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9098',
      GAPI_JS_URL: 'http://127.0.0.1:9098/local/gapi/api.js',
    });
    expect(directives(local).get('script-src')).toEqual(["'self'", 'http://127.0.0.1:9098']);
    expect(contentSecurityPolicy(local)).not.toContain('apis.google.com');
  });

  test('a stand-in for Stripe.js replaces Stripe’s origins with its own, in local runs', () => {
    const local = buildSettings({
      PAYMENTS: 'stripe',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_JS_URL: 'http://127.0.0.1:8787/stripe/v3.js',
    });
    expect(directives(local).get('script-src')).toEqual(["'self'", 'http://127.0.0.1:8787']);
    expect(directives(local).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8787']);
    expect(directives(local).get('frame-src')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(local)).not.toContain('stripe.com');
  });

  test('payment only for Stripe; camera, microphone and location never', () => {
    expect(permissionsPolicy(REAL)).toBe(
      'payment=(self "https://js.stripe.com" "https://*.js.stripe.com"), camera=(), microphone=(), geolocation=()',
    );
    expect(permissionsPolicy(buildSettings({}))).toBe(
      'payment=(), camera=(), microphone=(), geolocation=()',
    );
  });

  test('dist/firebase.json serves its own folder with the policy first and refuses a demo deploy', () => {
    const real = hostingConfig(REAL).hosting as {
      public: string;
      predeploy?: string[];
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(real.public).toBe('.');
    expect(real.predeploy).toBeUndefined();
    const everyResponse = real.headers.find((rule) => rule.source === '**')!;
    expect(everyResponse.headers.map((header) => header.key)).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(everyResponse.headers[2]!.value).toBe('max-age=31536000; includeSubDomains');
    expect(hostingConfig(buildSettings({})).hosting.predeploy).toEqual([
      "echo 'This is a demo build: deploy with npm run deploy.' && exit 1",
    ]);
  });
});
