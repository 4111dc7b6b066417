import type { ErrorCode } from '../../src/domain/errors';
import type { CardDetails } from '../../src/demo/demo-card';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';
import { expectAppError, stringMatching } from '../support/expectations';
import {
  AUTHENTICATION_CARD,
  cardDetails,
  DECLINED_CARD,
  GOOD_CARD,
  TEST_CARDS,
} from '../support/test-cards';
import { demoWorld } from '../support/demo-world';
import { MemoryStorage } from '../../src/ui/kit/safe-storage';
import { createMemoryAdapters, type MemoryAdapters } from '../../src/demo/create-memory-adapters';
import { RETURN_URL } from '../support/test-settings';
import { FakeClock, TODAY } from '../support/clocks';
import type { DemoWalletOutcome } from '../../src/demo/demo-state';
import {
  describePaymentsContract,
  type CardScenario,
  type WalletScenario,
} from '../adapters/payments.contract';

const INCOMPLETE: ErrorCode = 'payments/incomplete';
const INVALID: ErrorCode = 'payments/invalid-card';

const CARDS: Record<CardScenario, CardDetails> = {
  succeeds: GOOD_CARD,
  declined: DECLINED_CARD,
  'authentication-passed': AUTHENTICATION_CARD,
  'authentication-failed': AUTHENTICATION_CARD,
  'invalid-number': cardDetails(TEST_CARDS.notLuhn),
  expired: { ...GOOD_CARD, expiry: '10/26' },
  'incomplete-cvc': { ...GOOD_CARD, cvc: '12' },
};

const WALLET_OUTCOMES: Record<WalletScenario, DemoWalletOutcome> = {
  succeeds: 'succeeds',
  declined: 'fails',
  'authentication-passed': 'authentication',
  'authentication-failed': 'authentication',
};

describePaymentsContract('InMemoryPayments', () => {
  const { identity, userApi, payments, world } = demoWorld();
  let buyers = 0;
  return {
    newSecret: async (kind) => {
      if (kind === 'setup') {
        await identity.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
        return (await userApi.createSetupIntent()).clientSecret;
      }
      // Each checkout needs someone not yet subscribed.
      await identity.signUp(`buyer${(buyers += 1)}@example.com`, DEMO_PASSWORD, 'Buyer');
      const request = { productId: 'yearly', promoCode: null };
      return (await userApi.createCheckoutSession(request)).clientSecret;
    },
    newRenewalSecret: async () => {
      await identity.signIn(DEMO_ACCOUNTS.authCheck.email, DEMO_PASSWORD);
      const { subscription } = await userApi.getMe();
      return subscription?.paymentIssue?.clientSecret ?? '';
    },
    // The demo bank's dialog stands for the bank.
    renewalsFor: (answer) =>
      payments.renewalConfirmation(async () => answer === 'authentication-passed'),
    lookup: payments,
    subscribeElsewhere: async () => {
      // The buyer of the checkout is still signed in: a second checkout of theirs, paid first.
      const request = { productId: 'monthly', promoCode: null };
      const other = (await userApi.createCheckoutSession(request)).clientSecret;
      await payments.confirmer(other, GOOD_CARD, async () => true).confirm(RETURN_URL);
    },
    confirmerFor: (clientSecret, scenario) =>
      payments.confirmer(
        clientSecret,
        CARDS[scenario],
        async () => scenario !== 'authentication-failed',
      ),
    walletConfirmerFor: (clientSecret, scenario) => {
      // The demo tools' "next wallet payment" choice stands for the wallet and the bank.
      world.setNextWalletPayment(WALLET_OUTCOMES[scenario]);
      return payments.walletConfirmer(
        clientSecret,
        async () => scenario !== 'authentication-failed',
      );
    },
    unknownSecret: 'seti_demo_unknown_secret_unknown',
    returnUrl: RETURN_URL,
  };
});

describe('InMemoryPayments in the demo world', () => {
  async function checkoutSecret(promoCode: string | null = null) {
    const adapters = demoWorld();
    await adapters.identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
    const { clientSecret } = await adapters.userApi.createCheckoutSession({
      productId: 'yearly',
      promoCode,
    });
    return { ...adapters, clientSecret };
  }

  it('starts the subscription of a checkout and saves the card', async () => {
    const { payments, world, clientSecret } = await checkoutSecret('TRIAL30');

    const outcome = await payments
      .confirmer(
        clientSecret,
        { number: '5555555555554444', expiry: '11/26', cvc: '123' },
        async () => true,
      )
      .confirm(RETURN_URL);

    expect(outcome).toEqual({
      status: 'succeeded',
      paymentMethodId: stringMatching(/^pm_demo_/u),
    });
    const free = world.state.profiles.find((profile) => profile.uid === 'demo-free');
    expect(free?.subscription).toEqual({
      type: 'STRIPE',
      autoRenew: true,
      subscribedAt: TODAY,
      renewsAt: '2026-12-21',
      originalPrice: 49.99,
      productPrice: 49.99,
      productCurrency: 'usd',
      productName: 'Yearly',
      productReccurence: 'year',
      paymentOption: { type: 'card', last4: '4444' },
    });
    expect(world.state.paymentMethods).toContainEqual({
      id: outcome.paymentMethodId,
      uid: 'demo-free',
      brand: 'mastercard',
      last4: '4444',
    });
    expect(world.state.pendingSecrets).toEqual([]);
  });

  it('ignores the spaces in a card number, wherever they are', async () => {
    const { payments, clientSecret } = await checkoutSecret();
    const card = { ...GOOD_CARD, number: ' 42424 24242 424242 ' };

    await expect(
      payments.confirmer(clientSecret, card, async () => true).confirm(RETURN_URL),
    ).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('asks for authentication only for the card that needs it', async () => {
    const { payments, clientSecret } = await checkoutSecret();
    const authenticate = jest.fn(async () => true);

    await payments.confirmer(clientSecret, GOOD_CARD, authenticate).confirm(RETURN_URL);

    expect(authenticate).not.toHaveBeenCalled();
  });

  it('treats an authentication that breaks as a failed one', async () => {
    const { payments, clientSecret } = await checkoutSecret();
    const authenticate = () => Promise.reject(new Error('dialog closed'));

    await expectAppError(
      payments.confirmer(clientSecret, AUTHENTICATION_CARD, authenticate).confirm(RETURN_URL),
      'payments/authentication-failed',
    );
  });

  it.each([
    ['an empty number', { number: '' }, INCOMPLETE, 'Your card number is incomplete.'],
    ['a short number', { number: '4242 4242' }, INCOMPLETE, 'Your card number is incomplete.'],
    [
      'letters in the number',
      { number: '4242 4242 4242 424x' },
      INVALID,
      'Your card number is invalid.',
    ],
    [
      'a malformed expiry',
      { expiry: '1230' },
      INCOMPLETE,
      "Your card's expiration date is incomplete.",
    ],
    ['month 13', { expiry: '13/30' }, INCOMPLETE, "Your card's expiration month is invalid."],
    ['last month', { expiry: '10/26' }, INCOMPLETE, "Your card's expiration date is in the past."],
    ['last year', { expiry: '12/25' }, INCOMPLETE, "Your card's expiration year is in the past."],
    ['a four-digit code', { cvc: '1234' }, INCOMPLETE, "Your card's security code is incomplete."],
  ])('explains %s', async (_what, change, code, message) => {
    const { payments, clientSecret } = await checkoutSecret();
    const card = { ...GOOD_CARD, ...change };

    const error = await expectAppError(
      payments.confirmer(clientSecret, card, async () => true).confirm(RETURN_URL),
      code,
    );

    expect(error.message).toBe(message);
  });

  it('accepts a card that expires at the end of this month', async () => {
    const { payments, clientSecret } = await checkoutSecret();

    await expect(
      payments
        .confirmer(clientSecret, { ...GOOD_CARD, expiry: '11/26' }, async () => true)
        .confirm(RETURN_URL),
    ).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('does not start a second subscription from a checkout opened twice', async () => {
    const { payments, userApi, clientSecret } = await checkoutSecret();
    const second = await userApi.createCheckoutSession({
      productId: 'monthly',
      promoCode: null,
    });
    await payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);

    const error = await expectAppError(
      payments.confirmer(second.clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL),
      'checkout/already-subscribed',
    );

    expect(error.message).toBe('This account already has an active subscription.');
    await expect(userApi.getMe()).resolves.toMatchObject({
      subscription: { productName: 'Yearly' },
    });
  });

  describe('in two tabs over one storage', () => {
    /** Two tabs of the portal, signed in as free@demo.test, each with checkout open. */
    async function twoTabsWithCheckoutOpen() {
      const storage = new MemoryStorage();
      const first = demoWorld({ storage });
      await first.identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
      // The second tab opens later, on what the first one saved; its ids are its own.
      let count = 0;
      const ids = { next: () => `tab2-${(count += 1)}` };
      const second = createMemoryAdapters({ storage, clock: new FakeClock(), ids });
      const open = (tab: MemoryAdapters, productId: string) =>
        tab.userApi.createCheckoutSession({ productId, promoCode: null });
      const firstSecret = (await open(first, 'yearly')).clientSecret;
      const secondSecret = (await open(second, 'monthly')).clientSecret;
      return { first, second, firstSecret, secondSecret };
    }

    it('refuses the second payment, before the bank is asked, and keeps the first subscription', async () => {
      const { first, second, firstSecret, secondSecret } = await twoTabsWithCheckoutOpen();
      await first.payments.confirmer(firstSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);
      const authenticate = jest.fn(async () => true);

      // No storage event has reached the second tab yet: it still goes by what was saved.
      await expectAppError(
        second.payments
          .confirmer(secondSecret, AUTHENTICATION_CARD, authenticate)
          .confirm(RETURN_URL),
        'checkout/already-subscribed',
      );

      expect(authenticate).not.toHaveBeenCalled();
      const me = await second.userApi.getMe();
      expect(me.subscription).toMatchObject({
        productName: 'Yearly',
        paymentOption: { type: 'card', last4: '4242' },
      });
      await expect(first.userApi.getMe()).resolves.toEqual(me);
      expect(
        second.world.state.paymentMethods.filter((method) => method.uid === 'demo-free'),
      ).toHaveLength(1);
    });

    it('refuses a wallet payment in the second tab too, and leaves the next wallet outcome alone', async () => {
      const { first, second, firstSecret, secondSecret } = await twoTabsWithCheckoutOpen();
      await first.payments.confirmer(firstSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);
      second.world.setNextWalletPayment('fails');

      await expectAppError(
        second.payments.walletConfirmer(secondSecret, async () => true).confirm(RETURN_URL),
        'checkout/already-subscribed',
      );

      expect(second.world.settings.nextWalletPayment).toBe('fails');
      await expect(second.userApi.getMe()).resolves.toMatchObject({
        subscription: { productName: 'Yearly' },
      });
    });
  });

  it('fails the payment of an account deleted meanwhile', async () => {
    const { payments, userApi, clientSecret } = await checkoutSecret();
    await userApi.deleteMe();

    await expectAppError(
      payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL),
      'payments/failed',
    );
  });
});
