/**
 * FirebaseIdentityProvider against the Firebase Auth emulator (npm run test:emulator), with
 * improved e-mail privacy off and on. Popups need a browser window: the contract skips them here.
 */
import { FirebaseIdentityProvider } from '../../src/adapters/firebase/firebase-identity-provider';
import {
  describeIdentityProviderContract,
  type Credentials,
} from '../adapters/identity-provider.contract';
import { describeEmailChangeContract } from '../adapters/identity-email-change.contract';
import { expectAppError } from '../support/expectations';
import {
  changeEmailAsTheUser,
  clearAccounts,
  createAccount,
  emulatorFirebaseSettings,
  readRecoverCode,
  readResetCode,
  sendVerificationEmail,
  setImprovedEmailPrivacy,
} from '../../tools/emulator/emulator';

const KNOWN_ACCOUNT = { email: 'known.member@example.com', password: 'Known-Pass#1' };

let people = 0;

function subjectOnTheEmulator(privacy: boolean) {
  return async () => {
    await clearAccounts();
    await createAccount(KNOWN_ACCOUNT.email, KNOWN_ACCOUNT.password, 'Known Member');
    const identity = new FirebaseIdentityProvider(emulatorFirebaseSettings);
    return {
      identity,
      knownAccount: KNOWN_ACCOUNT,
      unusedEmail: () => `new.person.${(people += 1)}@example.com`,
      readResetCode,
      issueVerifyEmailCode: ({ email, password }: Credentials) =>
        sendVerificationEmail(email, password),
      changeEmailElsewhere: ({ email, password }: Credentials, newEmail: string) =>
        changeEmailAsTheUser(email, password, newEmail),
      revealsUnknownEmails: !privacy,
      letTimePass: (milliseconds: number) =>
        new Promise<void>((resolve) => setTimeout(resolve, milliseconds)),
      dispose: async () => {
        await identity.signOut();
        await clearAccounts();
      },
    };
  };
}

afterAll(async () => {
  await setImprovedEmailPrivacy(false);
});

describe.each([
  ['off', false],
  ['on', true],
])('improved e-mail privacy %s', (_label, privacy) => {
  beforeAll(async () => {
    await setImprovedEmailPrivacy(privacy);
  });

  describeIdentityProviderContract(
    'FirebaseIdentityProvider on the Auth emulator',
    subjectOnTheEmulator(privacy),
  );

  describeEmailChangeContract('FirebaseIdentityProvider on the Auth emulator', async () => ({
    ...(await subjectOnTheEmulator(privacy)()),
    readRecoverCode,
  }));

  describe('FirebaseIdentityProvider on the Auth emulator', () => {
    const makeSubject = subjectOnTheEmulator(privacy);
    let subject: Awaited<ReturnType<typeof makeSubject>>;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    afterEach(async () => {
      await subject.dispose();
    });

    it('signs up with a name the ID token carries', async () => {
      const { identity } = subject;
      await identity.signUp(subject.unusedEmail(), 'First-Steps#1', 'Ada Lovelace');

      const claims = readClaims((await identity.idToken({ refresh: false })) ?? '');

      expect(claims).toMatchObject({
        name: 'Ada Lovelace',
        firebase: { sign_in_provider: 'password' },
      });
    });

    it('names the new address in the next ID token once the address changed', async () => {
      const { identity } = subject;
      await identity.signUp(subject.unusedEmail(), 'First-Steps#1', 'Ada Lovelace');
      const moved = subject.unusedEmail();

      await identity.updateEmail(moved);

      const claims = readClaims((await identity.idToken({ refresh: false })) ?? '');
      expect(claims).toMatchObject({ email: moved });
    });

    it('refuses a malformed e-mail', async () => {
      await expectAppError(
        subject.identity.signUp('not-an-email', 'First-Steps#1', 'Ada Lovelace'),
        'identity/invalid-email',
      );
    });
  });
});

function readClaims(token: string): Record<string, unknown> {
  const payload = (token.split('.')[1] ?? '').replace(/-/gu, '+').replace(/_/gu, '/');
  return JSON.parse(atob(payload)) as Record<string, unknown>;
}
