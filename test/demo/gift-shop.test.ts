import { InMemoryGiftShop } from '../../src/demo/in-memory-gift-shop';
import { InMemoryUserApi } from '../../src/demo/in-memory-user-api';
import type { Language } from '../../src/domain/language';
import { describeGiftShopContract } from '../adapters/gift-shop.contract';
import { GIFT_PEOPLE, giftWorld, type GiftShopSubject } from '../adapters/gift-shop-world';
import { HandSetTokens } from '../adapters/hand-set-tokens';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { demoWorld } from '../support/demo-world';
import { DECLINED_CARD, GOOD_CARD } from '../support/test-cards';
import { RETURN_URL } from '../support/test-settings';

const makeSubject = (): GiftShopSubject => {
  const { identity, payments, world, clock } = demoWorld({ storage: giftWorld() });
  const tokens = new HandSetTokens();
  let language: Language = 'en';
  return {
    gifts: new InMemoryGiftShop(world, tokens, () => language),
    users: new InMemoryUserApi(world, tokens, () => language),
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
    mailTo: (email) => world.state.acknowledgments.filter((mail) => mail.email === email),
    moveTo: (day) => {
      clock.day = day;
    },
  };
};

describeGiftShopContract('InMemoryGiftShop', makeSubject);
