/**
 * @jest-environment node
 *
 * HttpUserApi against the local API server with ID tokens of the Firebase Auth emulator, as the
 * portal runs with IDENTITY=firebase and USER_API=http on a developer's machine
 * (npm run test:emulator).
 */
import { HttpUserApi } from '../../src/adapters/http/http-user-api';
import type { Language } from '../../src/domain/language';
import { InMemoryPayments } from '../../src/demo/in-memory-payments';
import { FakeClock, TODAY } from '../support/clocks';
import { RETURN_URL } from '../support/test-settings';
import { expectAppError } from '../support/expectations';
import { HandSetTokens } from '../adapters/hand-set-tokens';
import {
  describeUserApiContract,
  type ApiCredentials,
  type SavedCard,
  type UserApiSubject,
} from '../adapters/user-api.contract';
import {
  describeContractRequestsContract,
  type ContractsSubject,
} from '../adapters/user-api-contracts.contract';
import { startApiServer, type ApiServer } from '../../tools/api-server/server';
import {
  changeEmailAsTheUser,
  clearAccounts,
  createAccount,
  EMULATOR_URL,
  idToken,
} from '../../tools/emulator/emulator';
import { TERMS_VERSION } from '../../src/domain/consent';
import { describeCheckoutConsentContract } from '../adapters/user-api-consent.contract';
import { describeProfileEmailContract } from '../adapters/user-api-email.contract';

const PASSWORD = 'Mindful#2026';

/** The API server over a fresh demo world, trusting the emulator and acting on it. */
function startServer(clock = new FakeClock(TODAY)): Promise<ApiServer> {
  return startApiServer({ clock, emulator: { url: EMULATOR_URL } });
}

function cardConfirmer(server: ApiServer) {
  const payments = new InMemoryPayments(server.world);
  return async (clientSecret: string): Promise<SavedCard> => {
    const card = { number: '5555 5555 5555 4444', expiry: '08/29', cvc: '321' };
    const outcome = await payments
      .confirmer(clientSecret, card, async () => true)
      .confirm(RETURN_URL);
    if (!outcome.paymentMethodId) throw new Error('The demo card saved no payment method');
    return { paymentMethodId: outcome.paymentMethodId, last4: '4444' };
  };
}

type Role = keyof UserApiSubject['accounts'];

/**
 * Each role is an emulator account made on first use, introduced to the API as the portal does
 * (PATCH users), and given its subscription through the API: a checkout paid with a card, then
 * for the cancelled member a cancellation.
 */
async function makeSubject(): Promise<ContractsSubject> {
  await clearAccounts();
  const clock = new FakeClock(TODAY);
  const server = await startServer(clock);
  // The emulator's ID token of whoever the test signed in last.
  const tokens = new HandSetTokens();
  // The portal's language, sent with every call as Accept-Language.
  let language: Language = 'en';
  const api = new HttpUserApi({
    baseUrl: server.url,
    tokens,
    timeoutMs: 10_000,
    language: () => language,
  });
  const confirmCard = cardConfirmer(server);
  const accounts: Record<Role, ApiCredentials> = {
    unsubscribed: { email: 'alex.morgan@example.com', password: PASSWORD },
    member: { email: 'sam.rivera@example.com', password: PASSWORD },
    cancelled: { email: 'jamie.lee@example.com', password: PASSWORD },
  };
  const ready = new Map<string, Promise<void>>();
  // Who is signed in now: a change of address is theirs, made at the emulator with their password.
  let current: ApiCredentials | null = null;

  async function introduce(role: Role): Promise<void> {
    const { email, password } = accounts[role];
    tokens.token = (await createAccount(email, password, `Person ${role}`)).idToken;
    await api.saveProfile({ firstName: 'Person', lastName: role, email });
    if (role === 'unsubscribed') return;
    const request = {
      productId: 'yearly',
      promoCode: null,
      terms: { termsVersion: TERMS_VERSION },
    };
    await confirmCard((await api.createCheckoutSession(request)).clientSecret);
    if (role === 'cancelled') await api.cancelSubscription('not-using');
  }

  return {
    api,
    today: TODAY,
    accounts,
    signIn: async (credentials) => {
      const role = (Object.keys(accounts) as Role[]).find(
        (candidate) => accounts[candidate].email === credentials.email,
      );
      if (role && !ready.has(role)) ready.set(role, introduce(role));
      await ready.get(role ?? '');
      tokens.token = await idToken(credentials.email, credentials.password);
      current = credentials;
    },
    changeSignInEmail: async (newEmail) => {
      if (!current) throw new Error('Nobody is signed in to change an address');
      await changeEmailAsTheUser(current.email, current.password, newEmail);
      current = { email: newEmail, password: current.password };
      tokens.token = await idToken(newEmail, current.password);
    },
    signOut: () => {
      tokens.token = null;
      current = null;
      return Promise.resolve();
    },
    forgeToken: () => {
      tokens.token = 'not-a-real-token';
    },
    speak: (next) => {
      language = next;
    },
    setDay: (day) => {
      clock.day = day;
    },
    mailTo: (email) => server.world.state.acknowledgments.filter((mail) => mail.email === email),
    confirmCard,
    dispose: async () => {
      await server.close();
      await clearAccounts();
    },
  };
}

describeUserApiContract(
  'HttpUserApi over the local API server, with Auth emulator tokens',
  makeSubject,
);
describeContractRequestsContract(
  'HttpUserApi over the local API server, with Auth emulator tokens',
  makeSubject,
);
describeCheckoutConsentContract(
  'HttpUserApi over the local API server, with Auth emulator tokens',
  makeSubject,
);
describeProfileEmailContract(
  'HttpUserApi over the local API server, with Auth emulator tokens',
  makeSubject,
);

describe('the local API server with Auth emulator accounts', () => {
  let server: ApiServer;
  let tokens: HandSetTokens;
  let api: HttpUserApi;

  beforeEach(async () => {
    await clearAccounts();
    server = await startServer();
    tokens = new HandSetTokens();
    api = new HttpUserApi({ baseUrl: server.url, tokens, timeoutMs: 10_000 });
  });

  afterEach(async () => {
    await server.close();
    await clearAccounts();
  });

  it('serves a new sign-up at once, named as at the emulator', async () => {
    tokens.token = (await createAccount('ada@example.com', PASSWORD, 'Ada King Lovelace')).idToken;

    await expect(api.getMe()).resolves.toEqual({
      firstName: 'Ada King',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      profilePictureURL: null,
      subscribed: false,
      subscription: null,
    });
  });

  it('takes the e-mail the emulator token names, and never moves the sign-in address itself', async () => {
    tokens.token = (await createAccount('old.address@example.com', PASSWORD, 'Ada')).idToken;

    await expectAppError(
      api.updateMe('email', 'new.address@example.com'),
      'profile/email-mismatch',
    );
    await expect(idToken('old.address@example.com', PASSWORD)).resolves.toEqual(expect.any(String));

    await changeEmailAsTheUser('old.address@example.com', PASSWORD, 'new.address@example.com');
    tokens.token = await idToken('new.address@example.com', PASSWORD);
    await api.updateMe('email', 'new.address@example.com');

    await expect(api.getMe()).resolves.toMatchObject({ email: 'new.address@example.com' });
  });

  it('deletes the emulator account with the profile', async () => {
    tokens.token = (await createAccount('leaving@example.com', PASSWORD, 'Lee Ving')).idToken;

    await api.deleteMe();

    await expectAppError(api.getMe(), 'api/unauthorized');
    await expect(idToken('leaving@example.com', PASSWORD)).rejects.toThrow(
      /EMAIL_NOT_FOUND|INVALID/u,
    );
  });

  it('refuses the ID token of another emulator project', async () => {
    tokens.token = (await createAccount('other@example.com', PASSWORD, 'Other')).idToken;
    const other = await startApiServer({ emulator: { projectId: 'demo-other' } });
    try {
      const otherApi = new HttpUserApi({ baseUrl: other.url, tokens });

      await expectAppError(otherApi.getMe(), 'api/unauthorized');
    } finally {
      await other.close();
    }
  });
});
