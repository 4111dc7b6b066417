import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo-accounts';
import { expectAppError, stringMatching } from '../support/expectations';
import { demoWorld } from '../support/demo-world';
import { RETURN_URL } from '../support/test-settings';
import { GOOD_CARD } from '../support/test-cards';
import { TODAY } from '../support/clocks';
import { InMemoryUserApi } from '../../src/demo/in-memory-user-api';
import type { Language } from '../../src/domain/language';
import { HandSetTokens } from '../adapters/hand-set-tokens';
import { describeUserApiContract, type ApiCredentials } from '../adapters/user-api.contract';
import {
  describeKeepingMembersContract,
  type KeepingSubject,
} from '../adapters/user-api-keeping.contract';
import {
  describeContractRequestsContract,
  type ContractsSubject,
} from '../adapters/user-api-contracts.contract';
import { describeCheckoutConsentContract } from '../adapters/user-api-consent.contract';
import { describeProfileEmailContract } from '../adapters/user-api-email.contract';

const demo = (email: string): ApiCredentials => ({ email, password: DEMO_PASSWORD });

const makeSubject = (): KeepingSubject & ContractsSubject => {
  const { identity, payments, world, clock } = demoWorld();
  // The demo identity's tokens, handed over by the test so that it can also forge one.
  const tokens = new HandSetTokens();
  // The portal's language, as the API reads it from each call (the header over HTTP).
  let language: Language = 'en';
  return {
    api: new InMemoryUserApi(world, tokens, () => language),
    today: TODAY,
    accounts: {
      unsubscribed: demo(DEMO_ACCOUNTS.free.email),
      member: demo(DEMO_ACCOUNTS.member.email),
      cancelled: demo(DEMO_ACCOUNTS.cancelled.email),
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
    mailTo: (email) => world.state.acknowledgments.filter((mail) => mail.email === email),
    confirmCard: async (clientSecret) => {
      const card = { number: '5555 5555 5555 4444', expiry: '08/29', cvc: '321' };
      const outcome = await payments
        .confirmer(clientSecret, card, async () => true)
        .confirm(RETURN_URL);
      if (!outcome.paymentMethodId) throw new Error('The demo card saved no payment method');
      return { paymentMethodId: outcome.paymentMethodId, last4: '4444' };
    },
  };
};

describeUserApiContract('InMemoryUserApi', makeSubject);
describeCheckoutConsentContract('InMemoryUserApi', makeSubject);
describeProfileEmailContract('InMemoryUserApi', makeSubject);
describeKeepingMembersContract('InMemoryUserApi', makeSubject);
describeContractRequestsContract('InMemoryUserApi', makeSubject);

describe('InMemoryUserApi in the demo world', () => {
  async function signedIn(email: string) {
    const adapters = demoWorld();
    await adapters.identity.signIn(email, DEMO_PASSWORD);
    return adapters;
  }

  it('answers as whoever the demo identity has signed in, and refuses a visitor', async () => {
    const { identity, userApi } = await signedIn(DEMO_ACCOUNTS.member.email);
    await expect(userApi.getMe()).resolves.toMatchObject({ email: DEMO_ACCOUNTS.member.email });

    await identity.signOut();

    await expectAppError(userApi.getMe(), 'api/unauthorized');
  });

  it('never changes the sign-in e-mail itself: that is the identity provider’s', async () => {
    const { identity, userApi } = await signedIn(DEMO_ACCOUNTS.free.email);

    await expectAppError(
      userApi.updateMe('email', 'alex.morgan@example.com'),
      'profile/email-mismatch',
    );
    await identity.signOut();

    await expect(identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD)).resolves.toMatchObject({
      email: DEMO_ACCOUNTS.free.email,
    });
  });

  it('refuses a malformed e-mail before anything else', async () => {
    const { userApi } = await signedIn(DEMO_ACCOUNTS.free.email);

    await expectAppError(userApi.updateMe('email', 'nobody@nowhere'), 'api/bad-request');
  });

  it('opens a checkout per opening call, and keeps the ticked box with the last one opened', async () => {
    const { userApi, world } = await signedIn(DEMO_ACCOUNTS.free.email);
    const order = { productId: 'yearly_eu', promoCode: null };

    const first = await userApi.createCheckoutSession({ ...order, terms: { termsVersion: 'v1' } });
    const last = await userApi.createCheckoutSession(order);
    const paying = await userApi.createCheckoutSession({
      ...order,
      terms: { termsVersion: 'v2', withdrawalWaiver: 'Access now, please.' },
    });

    expect(world.state.pendingSecrets).toHaveLength(2);
    expect(paying).toEqual(last);
    expect(first).not.toEqual(last);
    const kept = world.state.pendingSecrets.find(
      (entry) => entry.clientSecret === last.clientSecret,
    );
    expect(kept?.consent?.record).toMatchObject({
      termsVersion: 'v2',
      withdrawalWaiver: 'Access now, please.',
    });
  });

  it.each([
    ['FR', 20, 8.33],
    ['DE', 19, 7.98],
    ['ES', 21, 8.68],
  ])('previews euro prices with the VAT of the visitor in %s', async (country, rate, amount) => {
    const { userApi, world } = demoWorld();
    world.setCountry(country as 'FR' | 'DE' | 'ES');

    const preview = await userApi.previewCheckoutSession({
      productId: 'yearly_eu',
      promoCode: null,
    });

    expect(preview.tax).toEqual({ rate, amount, inclusive: true });
  });

  it("names the VAT in the acknowledgment of a paid checkout, in the checkout's language", async () => {
    const { userApi, payments, world } = await signedIn(DEMO_ACCOUNTS.free.email);
    world.setCountry('DE');
    const { clientSecret } = await userApi.createCheckoutSession({
      productId: 'yearly_eu',
      promoCode: null,
      terms: { termsVersion: 'v1' },
    });

    await payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);

    expect(world.state.acknowledgments.at(-1)?.body).toContain(
      'the first charge includes 19% VAT (€7.98)',
    );
  });

  it('refuses terms that are not any', async () => {
    const { userApi, world } = await signedIn(DEMO_ACCOUNTS.free.email);

    await expectAppError(
      userApi.createCheckoutSession({
        productId: 'yearly',
        promoCode: null,
        terms: { termsVersion: '  ' },
      }),
      'api/bad-request',
    );
    expect(world.state.pendingSecrets).toEqual([]);
  });

  it('records no consent for a checkout opened without terms, and sends nothing when it is paid', async () => {
    const { userApi, payments, world } = await signedIn(DEMO_ACCOUNTS.free.email);
    const { clientSecret } = await userApi.createCheckoutSession({
      productId: 'yearly',
      promoCode: null,
    });

    await payments.confirmer(clientSecret, GOOD_CARD, async () => true).confirm(RETURN_URL);

    expect(world.state.consents).toEqual([]);
    expect(world.state.acknowledgments).toEqual([]);
  });

  it('leaves the e-mail of a social login to its provider', async () => {
    const { identity, userApi } = demoWorld();
    await identity.signInWithPopup('google');

    await expectAppError(userApi.updateMe('email', 'riley@example.com'), 'api/bad-request');
  });

  it('records why a member cancelled', async () => {
    const { userApi, world } = await signedIn(DEMO_ACCOUNTS.member.email);

    await userApi.cancelSubscription('better-alternative');

    expect(world.state.cancellations).toEqual([
      { uid: 'demo-member', reason: 'better-alternative', cancelledAt: TODAY },
    ]);
  });

  it('moves a renewing plan on to its next term as time passes', async () => {
    const { userApi, clock } = await signedIn(DEMO_ACCOUNTS.member.email);
    clock.day = '2027-01-15';

    const me = await userApi.getMe();

    expect(me.subscription?.renewsAt).toBe('2028-01-15');
    expect(me.subscribed).toBe(true);
  });

  it('ends the access of a cancelled plan on its last day', async () => {
    const { userApi, clock } = await signedIn(DEMO_ACCOUNTS.cancelled.email);

    clock.day = '2026-12-19';
    await expect(userApi.getMe()).resolves.toMatchObject({ subscribed: true });
    clock.day = '2026-12-20';
    await expect(userApi.getMe()).resolves.toMatchObject({ subscribed: false });
  });

  it('lets a member whose access ended subscribe again', async () => {
    const { userApi, clock } = await signedIn(DEMO_ACCOUNTS.cancelled.email);
    await expectAppError(
      userApi.createCheckoutSession({ productId: 'yearly', promoCode: null }),
      'checkout/already-subscribed',
    );
    clock.day = '2027-01-05';

    await expect(
      userApi.createCheckoutSession({ productId: 'yearly', promoCode: null }),
    ).resolves.toEqual({ clientSecret: stringMatching(/^seti_demo_/u) });
  });

  it('records a checkout secret with its product and normalised promo code', async () => {
    const { userApi, world } = await signedIn(DEMO_ACCOUNTS.free.email);

    const { clientSecret } = await userApi.createCheckoutSession({
      productId: 'monthly_gb',
      promoCode: ' trial30 ',
    });

    expect(world.state.pendingSecrets).toEqual([
      {
        clientSecret,
        kind: 'checkout',
        uid: 'demo-free',
        productId: 'monthly_gb',
        promoCode: 'TRIAL30',
      },
    ]);
  });

  it('cancels a subscription bought in the App Store nowhere but there', async () => {
    const { identity, userApi } = demoWorld();
    await identity.signInWithPopup('apple');

    await expectAppError(userApi.cancelSubscription('no-reason'), 'api/conflict');
    await expectAppError(userApi.createSetupIntent(), 'api/conflict');
  });

  it('does not let a member use another person’s payment method', async () => {
    const { userApi } = await signedIn(DEMO_ACCOUNTS.member.email);

    await expectAppError(
      userApi.updatePaymentMethod('pm_demo_discount_mastercard'),
      'api/bad-request',
    );
  });

  it('forgets everything about a deleted account', async () => {
    const { userApi, world } = await signedIn(DEMO_ACCOUNTS.member.email);
    await userApi.createSetupIntent();

    await userApi.deleteMe();

    const { accounts, profiles, tokens, pendingSecrets, paymentMethods, session } = world.state;
    const mentions = [accounts, profiles, tokens, pendingSecrets, paymentMethods]
      .flat()
      .filter((entry) => entry.uid === 'demo-member');
    expect(mentions).toEqual([]);
    expect(session).toBeNull();
  });

  it('creates a profile when the first PATCH users comes before any other call', async () => {
    const { identity, userApi, world } = demoWorld();
    await identity.signUp('late@example.com', DEMO_PASSWORD, 'Late Comer');
    world.change((draft) => {
      draft.profiles = draft.profiles.filter((profile) => profile.email !== 'late@example.com');
    });
    await expectAppError(userApi.getMe(), 'api/not-found');

    await userApi.saveProfile({
      firstName: 'Late',
      lastName: 'Comer',
      email: 'late@example.com',
    });

    await expect(userApi.getMe()).resolves.toMatchObject({
      firstName: 'Late',
      lastName: 'Comer',
      subscribed: false,
    });
  });
});

describe("the retention discount in the demo world's renewals", () => {
  it('takes one of its three payments at each renewal, then the regular price again', async () => {
    const { identity, userApi, clock } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.paused.email, DEMO_PASSWORD);
    await userApi.resumeSubscription();
    const [offer] = await userApi.listOffers('too-expensive');
    await userApi.acceptOffer(offer?.id ?? '');
    const nextCharges: [string | undefined, number | undefined][] = [];

    for (let renewal = 0; renewal < 5; renewal += 1) {
      const { subscription } = await userApi.getMe();
      nextCharges.push([subscription?.renewsAt?.slice(0, 10), subscription?.productPrice]);
      // The day of the charge passes: it is made, and the next one is due.
      clock.day = subscription?.renewsAt?.slice(0, 10) ?? clock.day;
    }

    expect(nextCharges.map(([, price]) => price)).toEqual([3.49, 3.49, 3.49, 4.99, 4.99]);
    expect(new Set(nextCharges.map(([day]) => day)).size).toBe(5);
  });

  it('uses one of its payments for a failed renewal paid afterwards', async () => {
    const { identity, userApi, world, clock } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.paused.email, DEMO_PASSWORD);
    await userApi.resumeSubscription();
    const [offer] = await userApi.listOffers('too-expensive');
    await userApi.acceptOffer(offer?.id ?? '');
    clock.day = (await userApi.getMe()).subscription?.renewsAt?.slice(0, 10) ?? clock.day;
    world.failNextRenewal();
    const { subscription: pastDue } = await userApi.getMe();
    expect(pastDue).toMatchObject({ status: 'past_due', productPrice: 3.49 });

    world.change((draft) => {
      const sky = draft.profiles.find((profile) => profile.uid === 'demo-paused');
      if (sky?.subscription?.paymentOption) sky.subscription.paymentOption.last4 = '4242';
    });
    await userApi.retryPayment();

    await expect(userApi.getMe()).resolves.toMatchObject({
      subscription: { status: 'active', productPrice: 3.49 },
    });
  });

  it('is credited on a change of plan only for a term it paid; a failed renewal after it charges the regular price', async () => {
    const { identity, userApi, world, clock } = demoWorld();
    await identity.signIn(DEMO_ACCOUNTS.paused.email, DEMO_PASSWORD);
    await userApi.resumeSubscription();
    const [offer] = await userApi.listOffers('too-expensive');
    await userApi.acceptOffer(offer?.id ?? '');
    const renew = async () => {
      clock.day = (await userApi.getMe()).subscription?.renewsAt?.slice(0, 10) ?? clock.day;
    };
    const creditNow = async () => (await userApi.previewPlanChange('yearly')).credit;

    // The term the third discounted payment paid, then the first at the regular price.
    for (let renewal = 0; renewal < 3; renewal += 1) await renew();
    expect(await creditNow()).toBeCloseTo(3.49, 0);
    await renew();
    expect(await creditNow()).toBeCloseTo(4.99, 0);

    world.failNextRenewal();
    const failed = world.state.invoices.filter(
      (invoice) => invoice.uid === 'demo-paused' && invoice.status === 'failed',
    );
    expect(failed.at(-1)?.amount).toBe(4.99);
  });
});
