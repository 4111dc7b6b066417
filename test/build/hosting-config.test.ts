import {
  contentSecurityPolicy,
  hostingConfig,
  permissionsPolicy,
} from '../../hosting/hosting-config';
import { buildSettings } from '../../build/settings';
import { BRAND, REAL_SETTINGS } from './build-settings';
import { pageFiles } from '../../build/plugins/write-prerendered-pages';

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
    // Google's profile pictures, for members who continue with Google.
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.stripe.com',
      'https://lh3.googleusercontent.com',
    ]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const sources = [...policy.values()].flat();
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:']) {
      expect(sources).not.toContain(unsafe);
    }
  });

  test('GTM_ID, CSP_REPORT_URL and PICTURE_ORIGINS admit exactly their origins, and only when set', () => {
    const watched = buildSettings({
      ADAPTERS: 'real',
      ...REAL_SETTINGS,
      ...BRAND,
      GTM_ID: 'GTM-ABC1234',
      CSP_REPORT_URL: 'https://csp.calm.test/report',
      PICTURE_ORIGINS: 'https://images.calm.test, https://cdn.calm.test',
    });
    const policy = directives(watched);
    const plain = directives(REAL);
    const added = (name: string) =>
      policy.get(name)!.filter((source) => !plain.get(name)!.includes(source));

    expect(added('script-src')).toEqual(['https://www.googletagmanager.com']);
    expect(added('img-src')).toEqual([
      'https://images.calm.test',
      'https://cdn.calm.test',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
    ]);
    expect(added('connect-src')).toEqual([
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(added('frame-src')).toEqual([]);
    expect(policy.get('report-uri')).toEqual(['https://csp.calm.test/report']);
    expect(policy.get('report-to')).toEqual(['csp-endpoint']);
    const headers = hostingConfig(watched).hosting.headers as {
      source: string;
      headers: { key: string; value: string }[];
    }[];
    expect(headers[0]!.headers).toContainEqual({
      key: 'Reporting-Endpoints',
      value: 'csp-endpoint="https://csp.calm.test/report"',
    });

    // Without them, none of them.
    const everything = contentSecurityPolicy(REAL);
    for (const absent of [
      'googletagmanager',
      'google-analytics',
      'calm.test/report',
      'images.calm',
    ]) {
      expect(everything).not.toContain(absent);
    }
    expect(plain.has('report-to')).toBe(false);
    expect(plain.has('report-uri')).toBe(false);
    const realHeaders = hostingConfig(REAL).hosting.headers as { headers: { key: string }[] }[];
    expect(realHeaders[0]!.headers.map((header) => header.key)).not.toContain(
      'Reporting-Endpoints',
    );
  });

  test('GTM_ID admits Google Tag Manager only where the tracking adapter loads it (TRACKING=datalayer)', () => {
    const inMemory = buildSettings({
      ADAPTERS: 'real',
      ...REAL_SETTINGS,
      ...BRAND,
      TRACKING: 'memory',
      GTM_ID: 'GTM-ABC1234',
    });
    const policy = contentSecurityPolicy(inMemory);
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('google-analytics');
  });

  test('a relative API_BASE_URL builds, and the page’s own origin serves it', () => {
    const relative = buildSettings({
      ADAPTERS: 'real',
      ...REAL_SETTINGS,
      ...BRAND,
      API_BASE_URL: '/api/',
    });
    expect(directives(relative).get('connect-src')).not.toContain('https://api.calm.test');
    expect(directives(relative).get('connect-src')![0]).toBe("'self'");
  });

  test.each([
    [{ GTM_ID: 'UA-12345' }, 'GTM_ID must be a container id'],
    [{ CSP_REPORT_URL: 'not a url' }, 'CSP_REPORT_URL must be an http(s) address'],
    [{ PICTURE_ORIGINS: 'https://images.calm.test/photos' }, 'PICTURE_ORIGINS must be'],
    [
      { USER_API: 'http', API_BASE_URL: 'api.calm.test' },
      'API_BASE_URL must be an http(s) address or a path',
    ],
  ])('a wrongly shaped setting %o fails the build and is named', (env, message) => {
    expect(() => buildSettings(env)).toThrow(message);
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

  test("serves a browser's language from /localized, as the build writes the pages there", () => {
    const { hosting } = hostingConfig(buildSettings({}));
    expect(hosting.i18n).toEqual({ root: '/localized' });
    expect(pageFiles('/membership', 'de').map(({ file }) => file)).toEqual([
      'localized/de_ALL/membership.html',
      'de/membership.html',
    ]);
    expect(pageFiles('/membership', 'en').map(({ file }) => file)).toEqual([
      'membership.html',
      'localized/en_ALL/membership.html',
    ]);
  });

  test('the not-found page is the 404.html of the root and of each browser language, no address of its own', () => {
    expect(pageFiles('/404', 'en').map(({ file }) => file)).toEqual([
      '404.html',
      'localized/en_ALL/404.html',
    ]);
    expect(pageFiles('/404', 'de').map(({ file }) => file)).toEqual(['localized/de_ALL/404.html']);
  });

  test('only the app’s own addresses, in every language, are rewritten to the app: any other is a 404', () => {
    const rewritten = (settings: Record<string, string>) =>
      (hostingConfig(settings).hosting.rewrites as { source: string; destination: string }[]).map(
        (rewrite) => {
          expect(rewrite.destination).toBe('/index.html');
          return rewrite.source;
        },
      );
    const real = rewritten(REAL);

    expect(real).toEqual(expect.arrayContaining(['/', '/de', '/fr', '/es']));
    for (const address of ['/cancel-subscription', '/contracts/confirm', '/gift/paid', '/redeem']) {
      expect(real).toEqual(
        expect.arrayContaining([address, `/de${address}`, `/fr${address}`, `/es${address}`]),
      );
    }
    // The prerendered pages are files, and nothing is rewritten by a pattern.
    expect(real).not.toContain('/membership');
    expect(real.filter((source) => /[*!{]/u.test(source))).toEqual([]);
    // The demo bank's page is only the demo's.
    expect(real).not.toContain('/demo-bank');
    expect(rewritten(buildSettings({}))).toContain('/de/demo-bank');
  });
});
