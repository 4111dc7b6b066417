export type AuthProviderId = 'password' | 'google.com' | 'apple.com' | 'facebook.com';

const LABEL_KEYS: Record<AuthProviderId, string> = {
  password: 'profile.provider.email',
  'apple.com': 'profile.provider.apple',
  'facebook.com': 'profile.provider.facebook',
  'google.com': 'profile.provider.google',
};

export function toAuthProvider(value: unknown): AuthProviderId | null {
  return typeof value === 'string' && Object.hasOwn(LABEL_KEYS, value)
    ? (value as AuthProviderId)
    : null;
}

/** The message key of the login-provider label: Email, Apple ID, Facebook Account, Google Account. */
export function providerLabelKey(provider: AuthProviderId | null): string | null {
  return provider ? LABEL_KEYS[provider] : null;
}

/** Only an e-mail and password login owns its e-mail address; a social one takes it from the provider. */
export function canEditEmail(provider: AuthProviderId | null): boolean {
  return provider === 'password';
}
