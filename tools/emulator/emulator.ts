/**
 * The Firebase Auth emulator that `npm run test:emulator` starts (tools/emulator/with-auth-emulator.sh), and what
 * tests do at it: create accounts, get their ID tokens, read reset codes, clear every account,
 * switch improved e-mail privacy. Plain fetch, so it serves jsdom and node test environments alike.
 */
import type { FirebaseSettings } from '../../src/adapters/firebase/firebase-settings';

/** A demo- project: the emulator needs no login for it and reaches no real Firebase project. */
export const EMULATOR_PROJECT_ID = 'demo-mindful';
/** host:port; emulators:exec tells the command it runs through FIREBASE_AUTH_EMULATOR_HOST. */
export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const EMULATOR_URL = `http://${EMULATOR_HOST}`;
/** The emulator takes any API key. */
export const EMULATOR_API_KEY = 'demo-api-key';

/** Settings of a FirebaseIdentityProvider that talks to the emulator. */
export const emulatorFirebaseSettings: FirebaseSettings = {
  apiKey: EMULATOR_API_KEY,
  authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
  projectId: EMULATOR_PROJECT_ID,
  appId: '1:000000000000:web:0000000000000000',
  emulatorUrl: EMULATOR_URL,
};

const ADMIN = `${EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}`;
const IDENTITY_TOOLKIT = `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1`;

async function call<Body>(url: string, init: RequestInit = {}): Promise<Body> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`Auth emulator: ${init.method ?? 'GET'} ${url} → ${response.status} ${text}`);
  }
  return (text ? JSON.parse(text) : {}) as Body;
}

/** Whether the emulator answers at EMULATOR_URL. */
export async function isEmulatorRunning(): Promise<boolean> {
  try {
    const { authEmulator } = await call<{ authEmulator?: { ready?: boolean } }>(`${EMULATOR_URL}/`);
    return authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** Deletes every account of the project (and with them their sessions). */
export async function clearAccounts(): Promise<void> {
  await call(`${ADMIN}/accounts`, { method: 'DELETE' });
}

/**
 * Firebase's e-mail enumeration protection: on, a reset e-mail to an unknown address resolves and
 * sends nothing, and every failed sign-in is 'auth/invalid-credential'. A project setting: switch
 * it back off (the emulator's default) when done.
 */
export async function setImprovedEmailPrivacy(enabled: boolean): Promise<void> {
  await call(`${ADMIN}/config`, {
    method: 'PATCH',
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
}

export interface EmulatorAccount {
  uid: string;
  email: string;
  /** An ID token of the new account: provider password, and the name when one was given. */
  idToken: string;
}

interface TokenAnswer {
  localId: string;
  email: string;
  idToken: string;
}

/** Creates an e-mail and password account straight at the emulator, with its display name. */
export async function createAccount(
  email: string,
  password: string,
  displayName?: string,
): Promise<EmulatorAccount> {
  const created = await call<TokenAnswer>(
    `${IDENTITY_TOOLKIT}/accounts:signUp?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  return { uid: created.localId, email: created.email, idToken: created.idToken };
}

/** A fresh ID token of an e-mail and password account. */
export async function idToken(email: string, password: string): Promise<string> {
  const answer = await call<TokenAnswer>(
    `${IDENTITY_TOOLKIT}/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`,
    { method: 'POST', body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  return answer.idToken;
}

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

type OobRequestType = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'RECOVER_EMAIL';

/** The code of the latest e-mail of this kind the emulator "sent" to this address. */
async function readOobCode(email: string, requestType: OobRequestType): Promise<string> {
  const { oobCodes = [] } = await call<{ oobCodes?: OobCode[] }>(`${ADMIN}/oobCodes`);
  const sent = oobCodes.findLast(
    (entry) =>
      entry.requestType === requestType && entry.email.toLowerCase() === email.toLowerCase(),
  );
  if (!sent) throw new Error(`The Auth emulator sent no ${requestType} e-mail to ${email}.`);
  return sent.oobCode;
}

/** The code of the latest password-reset e-mail the emulator "sent" to this address. */
export function readResetCode(email: string): Promise<string> {
  return readOobCode(email, 'PASSWORD_RESET');
}

/** The code of the latest e-mail the emulator "sent" to this address to undo a change of address. */
export function readRecoverCode(email: string): Promise<string> {
  return readOobCode(email, 'RECOVER_EMAIL');
}

/** Has the emulator mail an account a verification of its address; gives the mail's code. */
export async function sendVerificationEmail(email: string, password: string): Promise<string> {
  await call(`${IDENTITY_TOOLKIT}/accounts:sendOobCode?key=${EMULATOR_API_KEY}`, {
    method: 'POST',
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken: await idToken(email, password) }),
  });
  return readOobCode(email, 'VERIFY_EMAIL');
}

/**
 * Changes an account's address as the account itself would (accounts:update with its ID token), the
 * way Firebase mails the old address a link to undo it; gives that link's code.
 */
export async function changeEmailAsTheUser(
  email: string,
  password: string,
  newEmail: string,
): Promise<string> {
  await call(`${IDENTITY_TOOLKIT}/accounts:update?key=${EMULATOR_API_KEY}`, {
    method: 'POST',
    body: JSON.stringify({ idToken: await idToken(email, password), email: newEmail }),
  });
  return readRecoverCode(email);
}
