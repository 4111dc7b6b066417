import { adapterChoice, buildSettings } from '../../build/settings';
import { BRAND, REAL_SETTINGS } from './build-settings';

describe('choosing adapters at build time', () => {
  test('the in-memory world by default', () => {
    expect(adapterChoice({})).toEqual({
      IDENTITY: 'memory',
      USER_API: 'memory',
      PAYMENTS: 'memory',
      TRACKING: 'memory',
      GEO: 'memory',
    });
  });

  test('ADAPTERS=real picks every real adapter; a port can be overridden', () => {
    expect(adapterChoice({ ADAPTERS: 'real', PAYMENTS: 'memory' })).toEqual({
      IDENTITY: 'firebase',
      USER_API: 'http',
      PAYMENTS: 'memory',
      TRACKING: 'datalayer',
      GEO: 'script',
    });
    expect(adapterChoice({ IDENTITY: 'firebase' }).IDENTITY).toBe('firebase');
  });

  test.each([
    [{ ADAPTERS: 'fake' }, 'ADAPTERS must be memory or real'],
    [{ USER_API: 'firebase' }, 'USER_API must be memory or http'],
  ])('an unknown value %o fails', (env, message) => {
    expect(() => adapterChoice(env)).toThrow(message);
  });
});

describe('the settings written into the build', () => {
  test('a real build with no settings fails and names what is missing', () => {
    expect(() => buildSettings({ ADAPTERS: 'real' })).toThrow(
      /FIREBASE_API_KEY \(IDENTITY=firebase\).*API_BASE_URL \(USER_API=http\).*STRIPE_PUBLISHABLE_KEY/,
    );
  });

  test('one real port asks only for its own settings', () => {
    expect(() => buildSettings({ USER_API: 'http' })).toThrow(
      'Missing setting for the real adapters: API_BASE_URL (USER_API=http).',
    );
    expect(() => buildSettings({ USER_API: 'http', API_BASE_URL: '   ' })).toThrow('API_BASE_URL');
  });

  test('with its settings a real build gets them, the choice and its brand', () => {
    const settings = buildSettings({ ADAPTERS: 'real', ...REAL_SETTINGS, ...BRAND });
    expect(settings).toMatchObject({
      IDENTITY: 'firebase',
      ...REAL_SETTINGS,
      ...BRAND,
      WITHOUT_DEMO_WORLD: 'true',
    });
    expect(settings.FIREBASE_AUTH_EMULATOR_URL).toBe('');
  });

  test('a real build never falls back to the demo brand: each placeholder is named', () => {
    expect(() => buildSettings({ ADAPTERS: 'real', ...REAL_SETTINGS })).toThrow(
      "This build cannot go to production: the brand settings are the demo's placeholders: " +
        'CLIENT_NAME, SUPPORT_EMAIL, HOME_URL, TERMS_URL, PRIVACY_URL, APP_STORE_URL, ' +
        'PLAY_STORE_URL, APP_STORE_ID.',
    );
    const exampleLinks = {
      ...BRAND,
      HOME_URL: 'https://mindful.example',
      APP_STORE_ID: '000000000',
    };
    expect(() => buildSettings({ ADAPTERS: 'real', ...REAL_SETTINGS, ...exampleLinks })).toThrow(
      "the brand settings are the demo's placeholders: HOME_URL, APP_STORE_ID.",
    );
  });

  test('a deploy builds real adapters only, with a brand and without the emulator', () => {
    const deploy = { DEPLOY: 'true', ...REAL_SETTINGS, ...BRAND };
    expect(buildSettings({ ...deploy, ADAPTERS: 'real' }).WITHOUT_DEMO_WORLD).toBe('true');
    expect(() => buildSettings(deploy)).toThrow(
      'the in-memory demo serves IDENTITY, USER_API, PAYMENTS, TRACKING, GEO (set ADAPTERS=real)',
    );
    expect(() => buildSettings({ ...deploy, ADAPTERS: 'real', GEO: 'memory' })).toThrow(
      'the in-memory demo serves GEO',
    );
    expect(() =>
      buildSettings({
        ...deploy,
        ADAPTERS: 'real',
        FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      }),
    ).toThrow('FIREBASE_AUTH_EMULATOR_URL points at the emulator');
    expect(() =>
      buildSettings({
        ...deploy,
        ADAPTERS: 'real',
        STRIPE_JS_URL: 'http://127.0.0.1:8787/stripe/v3.js',
      }),
    ).toThrow('STRIPE_JS_URL loads a stand-in for Stripe.js');
    expect(() =>
      buildSettings({
        ...deploy,
        ADAPTERS: 'real',
        GAPI_JS_URL: 'http://127.0.0.1:9098/local/gapi/api.js',
      }),
    ).toThrow("GAPI_JS_URL loads a stand-in for Google's gapi loader");
    expect(() => buildSettings({ DEPLOY: 'true' })).toThrow("the demo's placeholders");
  });

  test('a memory build needs nothing and carries no vendor setting', () => {
    const settings = buildSettings({ CLIENT_NAME: 'Calm Co' });
    expect(settings.CLIENT_NAME).toBe('Calm Co');
    expect(settings.WITHOUT_DEMO_WORLD).toBe('false');
    expect(settings).not.toHaveProperty('STRIPE_PUBLISHABLE_KEY');
  });

  test('one in-memory port is enough to ship the demo world', () => {
    const settings = buildSettings({ ADAPTERS: 'real', PAYMENTS: 'memory', ...REAL_SETTINGS });
    expect(settings.WITHOUT_DEMO_WORLD).toBe('false');
  });
});
