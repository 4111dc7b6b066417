import { toAuthProvider, type AuthProviderId } from '../../src/domain/auth-provider';
import { AppError } from '../../src/domain/errors';

/** The person an ID token of the Firebase Auth emulator names. */
export interface EmulatorClaims {
  uid: string;
  email: string;
  name: string | null;
  picture: string | null;
  provider: AuthProviderId;
  /** When the user last proved who they are (auth_time), in seconds; null when the token lacks it. */
  authTime: number | null;
  /** When the emulator issued the token (iat), in seconds; null when the token lacks it. */
  issuedAt: number | null;
}

const unauthorized = (message: string) => new AppError('api/unauthorized', message);

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * Reads an ID token of the Auth emulator. The emulator does not sign its tokens, so only the claims
 * are checked: issuer and audience of the emulator's project, not expired, a user with an e-mail
 * and a provider the portal knows. Null when the token is no JWT at all (a demo token, say).
 */
export function readEmulatorToken(
  token: string,
  projectId: string,
  nowSeconds: number,
): EmulatorClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload] = parts.map(decodePart);
  if (!header || !payload) throw unauthorized('The ID token cannot be read.');
  if (payload.iss !== `https://securetoken.google.com/${projectId}` || payload.aud !== projectId) {
    throw unauthorized(`The ID token is not one of the emulator's project ${projectId}.`);
  }
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) {
    throw unauthorized('The ID token has expired.');
  }
  const uid = text(payload.sub);
  const email = text(payload.email);
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  const provider = toAuthProvider(firebase?.sign_in_provider);
  if (!uid || !email || !provider) {
    throw unauthorized('The ID token names no user with an e-mail and a known sign-in provider.');
  }
  const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : null;
  const issuedAt = typeof payload.iat === 'number' ? payload.iat : null;
  return {
    uid,
    email,
    name: text(payload.name),
    picture: text(payload.picture),
    provider,
    authTime,
    issuedAt,
  };
}
