import { AUTH_PROVIDERS, canEditEmail, toAuthProvider } from '../../src/domain/auth-provider';

describe('toAuthProvider', () => {
  test('knows the four ways to sign in', () => {
    expect([...AUTH_PROVIDERS].sort()).toEqual(
      ['apple.com', 'facebook.com', 'google.com', 'password'].sort(),
    );
  });

  test.each(['password', 'google.com', 'apple.com', 'facebook.com'])(
    'accepts the provider %s',
    (provider) => {
      expect(toAuthProvider(provider)).toBe(provider);
    },
  );

  test.each([
    ['an unknown provider', 'github.com'],
    ['a different case', 'Google.com'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { provider: 'password' }],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['toString', 'toString'],
  ])('gives null for %s', (_label, value) => {
    expect(toAuthProvider(value)).toBeNull();
  });
});

describe('canEditEmail', () => {
  test('only an e-mail and password login may edit its e-mail', () => {
    expect(canEditEmail('password')).toBe(true);
  });

  test.each(['google.com', 'apple.com', 'facebook.com', null] as const)(
    'a %s login may not edit its e-mail',
    (provider) => {
      expect(canEditEmail(provider)).toBe(false);
    },
  );
});
