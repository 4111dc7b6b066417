import { adapterChoice, buildSettings } from '../../webpack.config';

const REAL_SETTINGS = {
  FIREBASE_API_KEY: 'key',
  FIREBASE_AUTH_DOMAIN: 'mindful.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'mindful',
  FIREBASE_APP_ID: '1:2:web:3',
  API_BASE_URL: 'https://api.mindful.example/',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  GEO_LOOKUP_URL: 'https://geo.mindful.example/',
};

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

  test('with its settings a real build gets them, the choice and the brand defaults', () => {
    const settings = buildSettings({ ADAPTERS: 'real', ...REAL_SETTINGS });
    expect(settings).toMatchObject({
      IDENTITY: 'firebase',
      ...REAL_SETTINGS,
      CLIENT_NAME: 'Mindful',
      WITHOUT_DEMO_WORLD: 'true',
    });
    expect(settings.FIREBASE_AUTH_EMULATOR_URL).toBe('');
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
