/** The ways a person signs in, named as the identity provider names them. */
export const AUTH_PROVIDERS = ['password', 'google.com', 'apple.com', 'facebook.com'] as const;

export type AuthProviderId = (typeof AUTH_PROVIDERS)[number];

export function toAuthProvider(value: unknown): AuthProviderId | null {
  return (AUTH_PROVIDERS as readonly unknown[]).includes(value) ? (value as AuthProviderId) : null;
}

/** Only an e-mail and password login owns its e-mail address; a social one takes it from the provider. */
export function canEditEmail(provider: AuthProviderId | null): boolean {
  return provider === 'password';
}
