import { HttpGiftShop } from '../../../src/adapters/http/http-gift-shop';
import { HttpUserApi } from '../../../src/adapters/http/http-user-api';
import { InMemoryIdentityProvider } from '../../../src/demo/in-memory-identity-provider';
import { InMemoryPayments } from '../../../src/demo/in-memory-payments';
import type { Language } from '../../../src/domain/language';
import { startApiServer } from '../../../tools/api-server/server';
import { FakeClock } from '../../support/clocks';
import { DEMO_PASSWORD } from '../../support/demo-accounts';
import { DECLINED_CARD, GOOD_CARD } from '../../support/test-cards';
import { RETURN_URL } from '../../support/test-settings';
import { describeGiftShopContract } from '../gift-shop.contract';
import { GIFT_PEOPLE, giftWorld, type GiftShopSubject } from '../gift-shop-world';
import { HandSetTokens } from '../hand-set-tokens';

/** The HTTP adapter against the local API server over the same world; demo tokens. */
const makeSubject = async (): Promise<GiftShopSubject> => {
  const clock = new FakeClock();
  const server = await startApiServer({ clock, storage: giftWorld() });
  const identity = new InMemoryIdentityProvider(server.world);
  const payments = new InMemoryPayments(server.world);
  const tokens = new HandSetTokens();
  let language: Language = 'en';
  const options = { baseUrl: server.url, tokens, timeoutMs: 5000, language: () => language };
  return {
    gifts: new HttpGiftShop(options),
    users: new HttpUserApi(options),
    today: clock.day,
    signIn: async (person) => {
      await identity.signIn(GIFT_PEOPLE[person].email, DEMO_PASSWORD);
      tokens.token = await identity.idToken({ refresh: false });
    },
    signOut: async () => {
      await identity.signOut();
      tokens.token = null;
    },
    forgeToken: () => {
      tokens.token = 'not-a-real-token';
    },
    pay: async (clientSecret, card) => {
      const details = card === 'good' ? GOOD_CARD : DECLINED_CARD;
      await payments.confirmer(clientSecret, details, async () => true).confirm(RETURN_URL);
    },
    speak: (next) => {
      language = next;
    },
    // The server's outbox: the e-mails its demo world sent.
    mailTo: (email) => server.world.state.acknowledgments.filter((mail) => mail.email === email),
    moveTo: (day) => {
      clock.day = day;
    },
    dispose: () => server.close(),
  };
};

describeGiftShopContract('HttpGiftShop over the local API server', makeSubject);
