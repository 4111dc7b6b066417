/** The Firebase project of the Auth emulator in the local API server's tests. */
export const EMULATOR_TEST_PROJECT = 'demo-mindful';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * An ID token as the Auth emulator makes them: a JWT with alg "none" and no signature, for the
 * user emu-uid-1 (Emu.User@Example.com) signed in with a password just now, unless told otherwise.
 */
export function emulatorToken(claims: Record<string, unknown> = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${EMULATOR_TEST_PROJECT}`,
    aud: EMULATOR_TEST_PROJECT,
    sub: 'emu-uid-1',
    user_id: 'emu-uid-1',
    email: 'Emu.User@Example.com',
    name: 'Emu van User',
    iat: nowSeconds(),
    auth_time: nowSeconds(),
    exp: nowSeconds() + 3600,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
