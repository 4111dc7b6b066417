import { InMemoryIdentityProvider } from '../../../src/demo/in-memory-identity-provider';
import { InMemoryPayments } from '../../../src/demo/in-memory-payments';
import { DEMO_PASSWORD } from '../../support/demo-accounts';
import { FakeClock, TODAY } from '../../support/clocks';
import { RETURN_URL } from '../../support/test-settings';
import { HttpUserApi } from '../../../src/adapters/http/http-user-api';
import { startApiServer } from '../../../tools/api-server/server';
import type { Language } from '../../../src/domain/language';
import { HandSetTokens } from '../hand-set-tokens';
import { describeUserApiContract, type ApiCredentials } from '../user-api.contract';
import { describeKeepingMembersContract, type KeepingSubject } from '../user-api-keeping.contract';
import {
  describeContractRequestsContract,
  type ContractsSubject,
} from '../user-api-contracts.contract';
import { describeCheckoutConsentContract } from '../user-api-consent.contract';
import { describeProfileEmailContract } from '../user-api-email.contract';

const demo = (email: string): ApiCredentials => ({ email, password: DEMO_PASSWORD });

/** The HTTP adapter against the local API server, which serves the demo world; demo tokens. */
const makeSubject = async (): Promise<KeepingSubject & ContractsSubject> => {
  const clock = new FakeClock(TODAY);
  const server = await startApiServer({ clock });
  // The demo's identity provider issues the tokens the server's world accepts.
  const identity = new InMemoryIdentityProvider(server.world);
  const payments = new InMemoryPayments(server.world);
  // Its tokens, handed over by the test so that it can also forge one.
  const tokens = new HandSetTokens();
  // The portal's language, sent with every call as Accept-Language.
  let language: Language = 'en';
  return {
    api: new HttpUserApi({
      baseUrl: server.url,
      tokens,
      timeoutMs: 5000,
      language: () => language,
    }),
    today: TODAY,
    accounts: {
      unsubscribed: demo('free@demo.test'),
      member: demo('member@demo.test'),
      cancelled: demo('cancelled@demo.test'),
    },
    keeping: {
      pastDue: demo('pastdue@demo.test'),
      authCheck: demo('authcheck@demo.test'),
      paused: demo('paused@demo.test'),
    },
    signIn: async ({ email, password }) => {
      await identity.signIn(email, password);
      tokens.token = await identity.idToken({ refresh: false });
    },
    changeSignInEmail: async (newEmail) => {
      await identity.updateEmail(newEmail);
      tokens.token = await identity.idToken({ refresh: false });
    },
    signOut: async () => {
      await identity.signOut();
      tokens.token = null;
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
    // The server's outbox: the e-mails its demo world sent.
    mailTo: (email) => server.world.state.acknowledgments.filter((mail) => mail.email === email),
    confirmCard: async (clientSecret) => {
      const card = { number: '5555 5555 5555 4444', expiry: '08/29', cvc: '321' };
      const outcome = await payments
        .confirmer(clientSecret, card, async () => true)
        .confirm(RETURN_URL);
      if (!outcome.paymentMethodId) throw new Error('The demo card saved no payment method');
      return { paymentMethodId: outcome.paymentMethodId, last4: '4444' };
    },
    dispose: () => server.close(),
  };
};

describeUserApiContract('HttpUserApi over the local API server', makeSubject);
describeCheckoutConsentContract('HttpUserApi over the local API server', makeSubject);
describeProfileEmailContract('HttpUserApi over the local API server', makeSubject);
describeKeepingMembersContract('HttpUserApi over the local API server', makeSubject);
describeContractRequestsContract('HttpUserApi over the local API server', makeSubject);
