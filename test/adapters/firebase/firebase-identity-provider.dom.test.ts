/**
 * FirebaseIdentityProvider on a fake Firebase SDK: when the SDK loads, how Auth starts, and what
 * the adapter asks of it. test/emulator proves the same adapter against the Auth emulator.
 */
import type { FirebaseIdentityProvider as Provider } from '../../../src/adapters/firebase/firebase-identity-provider';
import type { FirebaseSettings } from '../../../src/adapters/firebase/firebase-settings';
import { REDIRECT_MARK_KEY } from '../../../src/adapters/firebase/redirect-mark';
import type { StorageLike } from '../../../src/ui/kit/safe-storage';
import { MemoryStorage } from '../../../src/ui/kit/safe-storage';
import * as errors from '../../../src/domain/errors';
import { eventually, expectAppError } from '../../support/expectations';

const SETTINGS: FirebaseSettings = {
  apiKey: 'test-key',
  authDomain: 'mindful-test.firebaseapp.com',
  projectId: 'mindful-test',
  appId: '1:1:web:1',
};

interface FakeUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  signInProvider: string;
  getIdToken: jest.Mock<Promise<string>, [boolean?]>;
  getIdTokenResult: () => Promise<{ signInProvider: string }>;
}

function fakeUser(email: string, signInProvider = 'password'): FakeUser {
  const user: FakeUser = {
    uid: `uid-${email}`,
    email,
    displayName: null,
    photoURL: null,
    signInProvider,
    getIdToken: jest.fn(async () => `token-of-${email}`),
    getIdTokenResult: async () => ({ signInProvider: user.signInProvider }),
  };
  return user;
}

/** A stand-in for firebase/app and firebase/auth that records what is loaded and called. */
function fakeFirebase() {
  const log: string[] = [];
  const listeners = new Set<(user: FakeUser | null) => void>();
  const auth = {
    currentUser: null as FakeUser | null,
    /** Resolves once the persisted session is read; until then currentUser is not to be trusted. */
    authStateReady: jest.fn(async () => {}),
  };
  const setUser = (user: FakeUser | null) => {
    auth.currentUser = user;
    listeners.forEach((listener) => listener(user));
  };
  const resolver = { name: 'browserPopupRedirectResolver' };
  const app = { name: '[DEFAULT]' };
  const appModule = { __esModule: true, initializeApp: jest.fn(() => app) };
  const authModule = {
    __esModule: true,
    indexedDBLocalPersistence: { name: 'indexedDB' },
    browserLocalPersistence: { name: 'localStorage' },
    get browserPopupRedirectResolver() {
      log.push('popup resolver used');
      return resolver;
    },
    initializeAuth: jest.fn((_app: unknown, _deps: unknown) => auth),
    connectAuthEmulator: jest.fn(),
    createUserWithEmailAndPassword: jest.fn(async (_auth: unknown, email: string) => {
      log.push('create');
      const user = fakeUser(email);
      user.getIdToken.mockImplementation(async (force) => {
        log.push(`token${force ? ' (forced)' : ''}`);
        return 'token';
      });
      setUser(user);
      return { user };
    }),
    updateProfile: jest.fn(async (user: FakeUser, profile: { displayName: string | null }) => {
      log.push(`name ${profile.displayName}`);
      user.displayName = profile.displayName;
    }),
    signInWithEmailAndPassword: jest.fn(async (_auth: unknown, email: string) => {
      const user = fakeUser(email);
      setUser(user);
      return { user };
    }),
    signOut: jest.fn(async () => setUser(null)),
    sendPasswordResetEmail: jest.fn(async () => {}),
    verifyPasswordResetCode: jest.fn(async () => 'someone@example.com'),
    confirmPasswordReset: jest.fn(async () => {}),
    onAuthStateChanged: jest.fn((_auth: unknown, listener: (user: FakeUser | null) => void) => {
      listeners.add(listener);
      queueMicrotask(() => listener(auth.currentUser));
      return () => listeners.delete(listener);
    }),
    GoogleAuthProvider: class {
      readonly providerId = 'google.com';
    },
    OAuthProvider: class {
      readonly scopes: string[] = [];
      constructor(readonly providerId: string) {}
      addScope(scope: string) {
        this.scopes.push(scope);
      }
    },
    signInWithPopup: jest.fn(async (_auth: unknown, provider: { providerId: string }) => {
      const user = fakeUser(`popup@${provider.providerId}`, provider.providerId);
      setUser(user);
      return { user };
    }),
    /** Like the SDK's: the page leaves for the provider, so the promise never settles. */
    signInWithRedirect: jest.fn(
      (_auth: unknown, _provider: { providerId: string }, _resolver: unknown) =>
        new Promise<never>(() => {}),
    ),
    getRedirectResult: jest.fn(
      async (_auth: unknown, _resolver: unknown): Promise<{ user: FakeUser } | null> => null,
    ),
    checkActionCode: jest.fn(
      async (
        _auth: unknown,
        _code: string,
      ): Promise<{ operation: string; data: { email: string | null } }> => ({
        operation: 'VERIFY_EMAIL',
        data: { email: 'someone@example.com' },
      }),
    ),
    applyActionCode: jest.fn(async (_auth: unknown, _code: string) => {}),
  };
  return { log, auth, setUser, resolver, appModule, authModule, listeners };
}

type Fake = ReturnType<typeof fakeFirebase>;

const POPUP_MODULE = '../../../src/adapters/firebase/firebase-popup';
const ERRORS_MODULE = '../../../src/domain/errors';

/** A fresh module registry in which firebase/* and the popup module log when they are required. */
async function loadAdapter(fake: Fake, options: { failFirstLoads?: number } = {}) {
  let failures = options.failFirstLoads ?? 0;
  jest.resetModules();
  // The fresh registry shares AppError with this file, so errors can be checked by class.
  jest.doMock(ERRORS_MODULE, () => errors);
  jest.doMock('firebase/app', () => {
    fake.log.push('require firebase/app');
    return fake.appModule;
  });
  jest.doMock('firebase/auth', () => {
    fake.log.push('require firebase/auth');
    if (failures > 0) {
      failures -= 1;
      throw new Error('Loading chunk firebase-auth failed.');
    }
    return fake.authModule;
  });
  jest.doMock(POPUP_MODULE, () => {
    fake.log.push('require firebase-popup');
    return jest.requireActual<object>(POPUP_MODULE);
  });
  const module = await import('../../../src/adapters/firebase/firebase-identity-provider');
  return module.FirebaseIdentityProvider;
}

afterEach(() => {
  jest.resetModules();
});

describe('FirebaseIdentityProvider loads Firebase lazily', () => {
  it('pulls in no part of Firebase when imported or constructed', async () => {
    const fake = fakeFirebase();

    const FirebaseIdentityProvider = await loadAdapter(fake);
    new FirebaseIdentityProvider(SETTINGS);

    expect(fake.log).toEqual([]);
  });

  it('starts Auth on first use, once, with local persistence and no popup resolver', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake);
    const identity = new FirebaseIdentityProvider(SETTINGS);

    await Promise.all([identity.getSignInProvider(), identity.signOut()]);
    await identity.sendPasswordResetEmail('someone@example.com');

    expect(fake.appModule.initializeApp).toHaveBeenCalledTimes(1);
    expect(fake.appModule.initializeApp).toHaveBeenCalledWith({
      apiKey: 'test-key',
      authDomain: 'mindful-test.firebaseapp.com',
      projectId: 'mindful-test',
      appId: '1:1:web:1',
    });
    expect(fake.authModule.initializeAuth).toHaveBeenCalledTimes(1);
    expect(fake.authModule.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: [
        fake.authModule.indexedDBLocalPersistence,
        fake.authModule.browserLocalPersistence,
      ],
    });
    expect(fake.authModule.connectAuthEmulator).not.toHaveBeenCalled();
    expect(fake.log).not.toContain('require firebase-popup');
    expect(fake.log).not.toContain('popup resolver used');
  });

  it("loads Firebase's core, then Auth, then starts Auth, each in a task of its own", async () => {
    jest.useFakeTimers();
    try {
      const fake = fakeFirebase();
      const FirebaseIdentityProvider = await loadAdapter(fake);
      const identity = new FirebaseIdentityProvider(SETTINGS);
      const settle = async () => {
        for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      };

      const signedOut = identity.signOut();
      await settle();
      expect(fake.log).toEqual(['require firebase/app']);

      jest.runOnlyPendingTimers();
      await settle();
      expect(fake.log).toEqual(['require firebase/app', 'require firebase/auth']);
      expect(fake.appModule.initializeApp).not.toHaveBeenCalled();

      jest.runOnlyPendingTimers();
      await signedOut;
      expect(fake.appModule.initializeApp).toHaveBeenCalledTimes(1);
      expect(fake.authModule.signOut).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('connects to the Auth emulator when the settings name one', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake);
    const identity = new FirebaseIdentityProvider({
      ...SETTINGS,
      emulatorUrl: 'http://127.0.0.1:9099',
    });

    await identity.signOut();

    expect(fake.authModule.connectAuthEmulator).toHaveBeenCalledWith(
      fake.auth,
      'http://127.0.0.1:9099',
      { disableWarnings: true },
    );
  });

  it('brings in the popup resolver with the first popup and passes it to the popup', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake);
    const identity = new FirebaseIdentityProvider(SETTINGS);
    await identity.signOut();
    expect(fake.log).not.toContain('require firebase-popup');

    const user = await identity.signInWithPopup('google');

    expect(fake.log).toContain('require firebase-popup');
    expect(user.email).toBe('popup@google.com');
    expect(fake.authModule.signInWithPopup).toHaveBeenCalledWith(
      fake.auth,
      expect.objectContaining({ providerId: 'google.com' }),
      fake.resolver,
    );
    await expect(identity.getSignInProvider()).resolves.toBe('google.com');
  });

  it('once readied, opens the popup before it awaits anything: within the click’s own task', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake);
    const identity = new FirebaseIdentityProvider(SETTINGS);

    await identity.prepareSocialSignIn();
    expect(fake.log).toContain('require firebase-popup');
    expect(fake.authModule.signInWithPopup).not.toHaveBeenCalled();

    const signingIn = identity.signInWithPopup('google');
    // No await in between: the SDK was asked in this very turn of the event loop.
    expect(fake.authModule.signInWithPopup).toHaveBeenCalledWith(
      fake.auth,
      expect.objectContaining({ providerId: 'google.com' }),
      fake.resolver,
    );
    await expect(signingIn).resolves.toMatchObject({ email: 'popup@google.com' });
  });

  it('in local runs, puts the stand-in for Google’s gapi loader on the page before the popup’s code', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake);
    const gapiScriptUrl = 'http://127.0.0.1:9098/local/gapi/api.js';
    const identity = new FirebaseIdentityProvider({ ...SETTINGS, gapiScriptUrl });

    const readying = identity.prepareSocialSignIn();
    await eventually(() => expect(document.head.querySelector('script[src]')).not.toBeNull());
    const script = document.head.querySelector<HTMLScriptElement>('script[src]')!;
    expect(script.src).toBe(gapiScriptUrl);
    expect(fake.log).not.toContain('require firebase-popup');

    script.dispatchEvent(new Event('load'));
    await readying;
    expect(fake.log).toContain('require firebase-popup');
    script.remove();
  });

  it('a readied popup that fails still speaks the port’s codes', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake);
    const identity = new FirebaseIdentityProvider(SETTINGS);
    await identity.prepareSocialSignIn();
    fake.authModule.signInWithPopup.mockRejectedValueOnce({ code: 'auth/cancelled-popup-request' });

    await expectAppError(identity.signInWithPopup('google'), 'identity/popup-closed');
  });

  it('readying without the network fails quietly; the sign-in then loads and reports', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake, { failFirstLoads: 1 });
    const identity = new FirebaseIdentityProvider(SETTINGS);

    await expect(identity.prepareSocialSignIn()).resolves.toBeUndefined();

    await expect(identity.signInWithPopup('google')).resolves.toMatchObject({
      email: 'popup@google.com',
    });
  });

  it('asks Apple for the e-mail and the name', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake);
    const identity = new FirebaseIdentityProvider(SETTINGS);

    await identity.signInWithPopup('apple');

    expect(fake.authModule.signInWithPopup).toHaveBeenCalledWith(
      fake.auth,
      expect.objectContaining({ providerId: 'apple.com', scopes: ['email', 'name'] }),
      fake.resolver,
    );
  });

  it('calls back only once the SDK is there, and not at all when unsubscribed before', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake);
    const identity = new FirebaseIdentityProvider(SETTINGS);
    const early: (string | null)[] = [];
    const late: (string | null)[] = [];

    const unsubscribeEarly = identity.onUserChanged((user) => early.push(user?.email ?? null));
    unsubscribeEarly();
    const unsubscribeLate = identity.onUserChanged((user) => late.push(user?.email ?? null));
    expect(late).toEqual([]);
    await eventually(() => expect(late).toEqual([null]));
    await identity.signIn('member@example.com', 'secret');
    unsubscribeLate();
    await identity.signOut();

    expect(late).toEqual([null, 'member@example.com']);
    expect(early).toEqual([]);
    expect(fake.listeners.size).toBe(0);
  });

  it('reports nobody signed in and fails calls as network errors when the SDK cannot load', async () => {
    const fake = fakeFirebase();
    const FirebaseIdentityProvider = await loadAdapter(fake, { failFirstLoads: 2 });
    const identity = new FirebaseIdentityProvider(SETTINGS);
    const seen: (string | null)[] = [];

    identity.onUserChanged((user) => seen.push(user?.email ?? null));
    await eventually(() => expect(seen).toEqual([null]));
    await expectAppError(identity.signIn('a@example.com', 'secret'), 'network/unavailable');

    await expect(identity.signIn('a@example.com', 'secret')).resolves.toMatchObject({
      email: 'a@example.com',
    });
  });
});

describe('FirebaseIdentityProvider on the SDK', () => {
  let fake: Fake;
  let identity: Provider;

  beforeEach(async () => {
    fake = fakeFirebase();
    identity = new (await loadAdapter(fake))(SETTINGS);
  });

  it('names a new account, then renews its token so the token carries the name', async () => {
    const user = await identity.signUp(' ada@example.com ', 'First-Steps#1', ' Ada Lovelace ');

    expect(user).toEqual({
      uid: 'uid-ada@example.com',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      photoURL: null,
    });
    expect(fake.log.slice(-3)).toEqual(['create', 'name Ada Lovelace', 'token (forced)']);
  });

  it('waits until Firebase knows the session before it answers for the user', async () => {
    const restored = fakeUser('member@example.com', 'apple.com');
    fake.auth.authStateReady.mockImplementation(async () => {
      fake.auth.currentUser = restored;
    });

    await expect(identity.idToken({ refresh: false })).resolves.toBe('token-of-member@example.com');
    await expect(identity.getSignInProvider()).resolves.toBe('apple.com');
    expect(restored.getIdToken).toHaveBeenCalledWith(false);
  });

  it('forces Firebase to renew the token when asked to refresh it', async () => {
    const member = fakeUser('member@example.com');
    fake.setUser(member);

    await identity.idToken({ refresh: true });

    expect(member.getIdToken).toHaveBeenCalledWith(true);
  });

  it('turns a failed renewal into a port error', async () => {
    const member = fakeUser('member@example.com');
    member.getIdToken.mockRejectedValueOnce({ code: 'auth/user-token-expired' });
    fake.setUser(member);

    await expectAppError(identity.idToken({ refresh: true }), 'identity/session-expired');
  });

  it('has no token and no provider for nobody, and no provider it does not know', async () => {
    await expect(identity.idToken({ refresh: false })).resolves.toBeNull();
    await expect(identity.getSignInProvider()).resolves.toBeNull();

    fake.setUser(fakeUser('phone@example.com', 'phone'));

    await expect(identity.getSignInProvider()).resolves.toBeNull();
  });

  it('turns Firebase failures into port errors, by what was being done', async () => {
    const unknownUser = Object.assign(new Error('Firebase: Error (auth/user-not-found).'), {
      code: 'auth/user-not-found',
    });
    fake.authModule.signInWithEmailAndPassword.mockRejectedValueOnce(unknownUser);
    fake.authModule.sendPasswordResetEmail.mockRejectedValueOnce(unknownUser);
    fake.authModule.signInWithPopup.mockRejectedValueOnce({ code: 'auth/popup-closed-by-user' });

    await expectAppError(
      identity.signIn('nobody@example.com', 'x'),
      'identity/invalid-credentials',
    );
    await expectAppError(
      identity.sendPasswordResetEmail('nobody@example.com'),
      'identity/user-not-found',
    );
    await expectAppError(identity.signInWithPopup('google'), 'identity/popup-closed');
  });

  it('hands reset codes and passwords to Firebase as they are', async () => {
    await expect(identity.verifyPasswordResetCode('code-1')).resolves.toBe('someone@example.com');
    await identity.confirmPasswordReset('code-1', ' New-Pass#1 ');
    await identity.sendPasswordResetEmail(' someone@example.com ');

    expect(fake.authModule.verifyPasswordResetCode).toHaveBeenCalledWith(fake.auth, 'code-1');
    expect(fake.authModule.confirmPasswordReset).toHaveBeenCalledWith(
      fake.auth,
      'code-1',
      ' New-Pass#1 ',
    );
    expect(fake.authModule.sendPasswordResetEmail).toHaveBeenCalledWith(
      fake.auth,
      'someone@example.com',
    );
  });
});

/** Whether a promise is still pending after everything queued so far has run. */
async function stillPending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return !settled;
}

/** A sessionStorage that refuses every call, as with site data blocked. */
const REFUSING_STORAGE: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('FirebaseIdentityProvider when the browser blocks the popup', () => {
  let fake: Fake;
  let storage: MemoryStorage;
  let identity: Provider;

  beforeEach(async () => {
    fake = fakeFirebase();
    storage = new MemoryStorage();
    identity = new (await loadAdapter(fake))(SETTINGS, storage);
    fake.authModule.signInWithPopup.mockRejectedValue({ code: 'auth/popup-blocked' });
  });

  it.each([
    ['readied', true],
    ['not readied', false],
  ])(
    'signs in by a redirect with the same provider instead (popup %s)',
    async (_label, readied) => {
      if (readied) await identity.prepareSocialSignIn();

      const signingIn = identity.signInWithPopup('apple');

      await eventually(() => expect(fake.authModule.signInWithRedirect).toHaveBeenCalledTimes(1));
      expect(fake.authModule.signInWithRedirect).toHaveBeenCalledWith(
        fake.auth,
        expect.objectContaining({ providerId: 'apple.com', scopes: ['email', 'name'] }),
        fake.resolver,
      );
      // The page is leaving: the sign-in neither succeeds nor fails here.
      expect(await stillPending(signingIn)).toBe(true);
      expect(storage.getItem(REDIRECT_MARK_KEY)).not.toBeNull();
    },
  );

  it('leaves the failure as it is where it could not remember the redirect', async () => {
    const forgetful = new (await loadAdapter(fake))(SETTINGS, REFUSING_STORAGE);
    fake.authModule.signInWithPopup.mockRejectedValue({ code: 'auth/popup-blocked' });

    await expectAppError(forgetful.signInWithPopup('google'), 'identity/popup-blocked');

    expect(fake.authModule.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('does not redirect for any other popup failure', async () => {
    fake.authModule.signInWithPopup.mockRejectedValue({ code: 'auth/popup-closed-by-user' });
    await identity.prepareSocialSignIn();

    await expectAppError(identity.signInWithPopup('google'), 'identity/popup-closed');

    expect(fake.authModule.signInWithRedirect).not.toHaveBeenCalled();
    expect(storage.getItem(REDIRECT_MARK_KEY)).toBeNull();
  });

  it('reports a redirect that cannot start, and forgets it was under way', async () => {
    fake.authModule.signInWithRedirect.mockRejectedValueOnce({
      code: 'auth/operation-not-supported-in-this-environment',
    });

    await expectAppError(identity.signInWithPopup('google'), 'identity/unsupported-environment');

    expect(storage.getItem(REDIRECT_MARK_KEY)).toBeNull();
  });
});

describe('FirebaseIdentityProvider back from a redirect', () => {
  let fake: Fake;
  let storage: MemoryStorage;

  async function provider() {
    return new (await loadAdapter(fake))(SETTINGS, storage);
  }

  beforeEach(() => {
    fake = fakeFirebase();
    storage = new MemoryStorage();
  });

  it('loads nothing and answers null when no redirect was under way: nearly every start', async () => {
    const identity = await provider();

    await expect(identity.completeRedirectSignIn()).resolves.toBeNull();

    expect(fake.log).toEqual([]);
    expect(fake.authModule.getRedirectResult).not.toHaveBeenCalled();
  });

  it('finishes the sign-in once, with the popup resolver, and gives the user', async () => {
    storage.setItem(REDIRECT_MARK_KEY, '1');
    const back = fakeUser('redirect@google.com', 'google.com');
    back.displayName = 'Riley Chen';
    fake.authModule.getRedirectResult.mockResolvedValueOnce({ user: back });
    const identity = await provider();

    await expect(identity.completeRedirectSignIn()).resolves.toEqual({
      uid: 'uid-redirect@google.com',
      email: 'redirect@google.com',
      displayName: 'Riley Chen',
      photoURL: null,
    });
    expect(fake.authModule.getRedirectResult).toHaveBeenCalledWith(fake.auth, fake.resolver);

    // A second start (or StrictMode's second effect) has nothing left to finish.
    await expect(identity.completeRedirectSignIn()).resolves.toBeNull();
    expect(fake.authModule.getRedirectResult).toHaveBeenCalledTimes(1);
  });

  it('answers null when Firebase has no result after all (the person came back without one)', async () => {
    storage.setItem(REDIRECT_MARK_KEY, '1');
    const identity = await provider();

    await expect(identity.completeRedirectSignIn()).resolves.toBeNull();
  });

  it('reports a sign-in the provider refused in the port’s codes', async () => {
    storage.setItem(REDIRECT_MARK_KEY, '1');
    fake.authModule.getRedirectResult.mockRejectedValueOnce({
      code: 'auth/account-exists-with-different-credential',
    });
    const identity = await provider();

    await expectAppError(
      identity.completeRedirectSignIn(),
      'identity/account-exists-with-different-credential',
    );
  });

  it('answers null where sessionStorage refuses: no redirect could have left from here', async () => {
    const identity = new (await loadAdapter(fake))(SETTINGS, REFUSING_STORAGE);

    await expect(identity.completeRedirectSignIn()).resolves.toBeNull();
  });
});

describe('FirebaseIdentityProvider and e-mail action codes', () => {
  let fake: Fake;
  let identity: Provider;

  beforeEach(async () => {
    fake = fakeFirebase();
    identity = new (await loadAdapter(fake))(SETTINGS, new MemoryStorage());
  });

  it('verifies an address: checks the code is a verification, applies it, names the address', async () => {
    await expect(identity.verifyEmail('code-1')).resolves.toEqual({
      email: 'someone@example.com',
    });

    expect(fake.authModule.checkActionCode).toHaveBeenCalledWith(fake.auth, 'code-1');
    expect(fake.authModule.applyActionCode).toHaveBeenCalledWith(fake.auth, 'code-1');
  });

  it('puts an old address back: checks the code is a recovery, applies it, names the address', async () => {
    fake.authModule.checkActionCode.mockResolvedValueOnce({
      operation: 'RECOVER_EMAIL',
      data: { email: 'old@example.com' },
    });

    await expect(identity.recoverEmail('code-2')).resolves.toEqual({ email: 'old@example.com' });

    expect(fake.authModule.applyActionCode).toHaveBeenCalledWith(fake.auth, 'code-2');
  });

  it.each([
    ['verifyEmail', 'RECOVER_EMAIL'],
    ['verifyEmail', 'PASSWORD_RESET'],
    ['recoverEmail', 'VERIFY_EMAIL'],
    ['recoverEmail', 'VERIFY_AND_CHANGE_EMAIL'],
  ] as const)('%s refuses a %s code without applying it', async (method, operation) => {
    fake.authModule.checkActionCode.mockResolvedValueOnce({
      operation,
      data: { email: 'someone@example.com' },
    });

    await expectAppError(identity[method]('code-3'), 'identity/invalid-action-code');

    expect(fake.authModule.applyActionCode).not.toHaveBeenCalled();
  });

  it('turns a code Firebase refuses into the port’s codes', async () => {
    fake.authModule.checkActionCode.mockRejectedValueOnce({ code: 'auth/expired-action-code' });
    await expectAppError(identity.verifyEmail('old-code'), 'identity/expired-action-code');

    fake.authModule.checkActionCode.mockRejectedValueOnce({ code: 'auth/invalid-action-code' });
    await expectAppError(identity.verifyEmail('used-code'), 'identity/invalid-action-code');

    fake.authModule.checkActionCode.mockResolvedValueOnce({
      operation: 'RECOVER_EMAIL',
      data: { email: 'old@example.com' },
    });
    fake.authModule.applyActionCode.mockRejectedValueOnce({ code: 'auth/email-already-in-use' });
    await expectAppError(identity.recoverEmail('taken'), 'identity/email-already-in-use');
  });
});
