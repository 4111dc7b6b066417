import { billingSchedule } from '../../src/domain/billing-schedule';
import { findProduct } from '../../src/domain/catalogue';
import { TERMS_VERSION, type ConsentRecord } from '../../src/domain/consent';
import { addDays, type IsoDate } from '../../src/domain/dates';
import type { User } from '../../src/domain/subscription';
import type { UserApi } from '../../src/application/ports/user-api';
import { expectAppError, stringMatching } from './expectations';

export interface ApiCredentials {
  email: string;
  password: string;
}

export interface SavedCard {
  paymentMethodId: string;
  last4: string;
}

export interface UserApiSubject {
  api: UserApi;
  /** The day the API counts from. */
  today: IsoDate;
  accounts: {
    /** An e-mail login without a subscription. */
    unsubscribed: ApiCredentials;
    /** A card-paid (STRIPE) subscription that renews. */
    member: ApiCredentials;
    /** A card-paid subscription cancelled, whose paid term has not ended. */
    cancelled: ApiCredentials;
  };
  /** Signs in at the identity provider the API trusts and returns a fresh ID token. */
  tokenFor(credentials: ApiCredentials): Promise<string>;
  /** What the payment provider does when the person confirms a good card for a client secret. */
  confirmCard(clientSecret: string): Promise<SavedCard>;
  dispose?(): Promise<void> | void;
}

/** The day of a date or timestamp the API answers with; '' for none. */
const dayOf = (value: string | null | undefined): string => (value ?? '').slice(0, 10);

const CLIENT_SECRET = /^(seti|pi)_\S+_secret_\S+$/u;

/** What the portal relies on from the product's REST API (SPEC.md section 7). */
export function describeUserApiContract(
  name: string,
  makeSubject: () => UserApiSubject | Promise<UserApiSubject>,
): void {
  describe(`${name} (UserApi contract)`, () => {
    let subject: UserApiSubject;
    let api: UserApi;

    beforeEach(async () => {
      subject = await makeSubject();
      api = subject.api;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    const tokenOf = (account: keyof UserApiSubject['accounts']) =>
      subject.tokenFor(subject.accounts[account]);

    async function subscribe(promoCode: string | null, productId = 'yearly'): Promise<User> {
      const token = await tokenOf('unsubscribed');
      const { clientSecret } = await api.createCheckoutSession(token, { productId, promoCode });
      await subject.confirmCard(clientSecret);
      return api.getMe(token);
    }

    describe('authorisation', () => {
      const calls: [string, (api: UserApi, token: string) => Promise<unknown>][] = [
        ['getMe', (a, t) => a.getMe(t)],
        [
          'saveProfile',
          (a, t) => a.saveProfile(t, { firstName: 'A', lastName: 'B', email: 'a@b.co' }),
        ],
        ['updateMe', (a, t) => a.updateMe(t, 'firstName', 'Ann')],
        ['deleteMe', (a, t) => a.deleteMe(t)],
        [
          'createCheckoutSession',
          (a, t) => a.createCheckoutSession(t, { productId: 'yearly', promoCode: null }),
        ],
        ['createSetupIntent', (a, t) => a.createSetupIntent(t)],
        ['updatePaymentMethod', (a, t) => a.updatePaymentMethod(t, 'pm_unknown')],
        ['cancelSubscription', (a, t) => a.cancelSubscription(t, 'too-expensive')],
        ['recordConsent', (a, t) => a.recordConsent(t, consentOf(subject.today))],
        ['resumeSubscription', (a, t) => a.resumeSubscription(t)],
      ];

      it.each(calls)('%s refuses a token it did not issue', async (_name, call) => {
        await expectAppError(call(api, 'not-a-real-token'), 'api/unauthorized');
      });
    });

    describe('the user', () => {
      it('shows an account without a subscription as unsubscribed', async () => {
        const me = await api.getMe(await tokenOf('unsubscribed'));

        expect(me).toMatchObject({
          email: subject.accounts.unsubscribed.email,
          subscribed: false,
          subscription: null,
        });
      });

      it('shows a renewing card subscription with its next billing date and card', async () => {
        const me = await api.getMe(await tokenOf('member'));

        expect(me.subscribed).toBe(true);
        expect(me.subscription).toMatchObject({
          type: 'STRIPE',
          autoRenew: true,
          paymentOption: { type: 'card', last4: stringMatching(/^\d{4}$/u) },
        });
        expect(dayOf(me.subscription?.renewsAt) > subject.today).toBe(true);
      });

      it('keeps a cancelled member subscribed until the paid term ends', async () => {
        const me = await api.getMe(await tokenOf('cancelled'));

        expect(me.subscribed).toBe(true);
        expect(me.subscription).toMatchObject({ type: 'STRIPE', autoRenew: false });
        expect(dayOf(me.subscription?.renewsAt) > subject.today).toBe(true);
      });

      it('saves the names and e-mail the identity provider reported', async () => {
        const token = await tokenOf('unsubscribed');
        const { email } = subject.accounts.unsubscribed;

        await api.saveProfile(token, { firstName: 'Robin', lastName: 'Ash', email });

        await expect(api.getMe(token)).resolves.toMatchObject({
          firstName: 'Robin',
          lastName: 'Ash',
          email,
        });
      });

      it('keeps the saved names when a sign-in reports none', async () => {
        const token = await tokenOf('unsubscribed');
        const { email } = subject.accounts.unsubscribed;
        await api.saveProfile(token, { firstName: 'Robin', lastName: 'Ash', email });

        await api.saveProfile(token, { firstName: '', lastName: '', email });

        await expect(api.getMe(token)).resolves.toMatchObject({
          firstName: 'Robin',
          lastName: 'Ash',
        });
      });

      it('changes one field at a time', async () => {
        const token = await tokenOf('unsubscribed');
        const before = await api.getMe(token);

        await api.updateMe(token, 'firstName', 'Morgan');
        await api.updateMe(token, 'lastName', 'Vale');

        await expect(api.getMe(token)).resolves.toMatchObject({
          firstName: 'Morgan',
          lastName: 'Vale',
          email: before.email,
        });
      });

      it('changes the e-mail of an e-mail login', async () => {
        const token = await tokenOf('unsubscribed');

        await api.updateMe(token, 'email', 'renamed.person@example.com');

        await expect(api.getMe(token)).resolves.toMatchObject({
          email: 'renamed.person@example.com',
        });
      });

      it('refuses an e-mail that another account uses, by name', async () => {
        const token = await tokenOf('unsubscribed');
        await tokenOf('member'); // where accounts are made on first use, the other one exists now
        const { email } = subject.accounts.member;

        await expectAppError(api.updateMe(token, 'email', email), 'profile/email-taken');
      });

      it('refuses an empty field', async () => {
        const token = await tokenOf('unsubscribed');

        await expectAppError(api.updateMe(token, 'lastName', '   '), 'api/bad-request');
      });

      it('deletes the account for good', async () => {
        const token = await tokenOf('unsubscribed');

        await api.deleteMe(token);

        await expectAppError(api.getMe(token), 'api/unauthorized', 'api/not-found');
      });
    });

    describe('checkout preview', () => {
      it('previews a plan for a visitor: nothing today, the price after the trial', async () => {
        const preview = await api.previewCheckoutSession(null, {
          productId: 'yearly',
          promoCode: null,
        });

        expect(preview).toEqual({
          now: { currency: 'usd', amount: 0, trialDays: 7 },
          next: { amount: 49.99, date: addDays(subject.today, 7) },
        });
      });

      it('previews in the currency of a localized plan', async () => {
        const preview = await api.previewCheckoutSession(null, {
          productId: 'monthly_gb',
          promoCode: null,
        });

        expect(preview.now.currency).toBe('gbp');
        expect(preview.next.amount).toBe(4.99);
      });

      it('takes 20% off the first payment with WELCOME20, trimmed and in any case', async () => {
        const token = await tokenOf('unsubscribed');

        const yearly = await api.previewCheckoutSession(token, {
          productId: 'yearly',
          promoCode: '  welcome20 ',
        });
        const monthly = await api.previewCheckoutSession(null, {
          productId: 'monthly',
          promoCode: 'WELCOME20',
        });

        expect(yearly).toEqual({
          now: { currency: 'usd', amount: 0, trialDays: 7 },
          next: { amount: 39.99, date: addDays(subject.today, 7) },
        });
        expect(monthly.next.amount).toBe(3.99);
      });

      it('gives a 30-day trial with TRIAL30', async () => {
        const preview = await api.previewCheckoutSession(null, {
          productId: 'yearly',
          promoCode: 'TRIAL30',
        });

        expect(preview).toEqual({
          now: { currency: 'usd', amount: 0, trialDays: 30 },
          next: { amount: 49.99, date: addDays(subject.today, 30) },
        });
      });

      it('refuses any other code', async () => {
        await expectAppError(
          api.previewCheckoutSession(null, { productId: 'yearly', promoCode: 'FREE-FOREVER' }),
          'promo/invalid',
        );
      });

      it('refuses a product it does not sell', async () => {
        await expectAppError(
          api.previewCheckoutSession(null, { productId: 'lifetime', promoCode: null }),
          'api/bad-request',
        );
      });
    });

    describe('checkout', () => {
      it('hands out a client secret for an unsubscribed account', async () => {
        const token = await tokenOf('unsubscribed');

        const { clientSecret } = await api.createCheckoutSession(token, {
          productId: 'yearly',
          promoCode: null,
        });

        expect(clientSecret).toMatch(CLIENT_SECRET);
      });

      it('subscribes the account once the card is confirmed', async () => {
        const me = await subscribe(null);

        expect(me.subscribed).toBe(true);
        expect(me.subscription).toMatchObject({
          type: 'STRIPE',
          autoRenew: true,
          productPrice: 49.99,
          originalPrice: 49.99,
          productCurrency: 'usd',
          paymentOption: { type: 'card', last4: stringMatching(/^\d{4}$/u) },
        });
        expect(dayOf(me.subscription?.subscribedAt)).toBe(subject.today);
        expect(dayOf(me.subscription?.renewsAt)).toBe(addDays(subject.today, 7));
      });

      it('charges the discounted price after a WELCOME20 checkout', async () => {
        const me = await subscribe('welcome20');

        expect(me.subscription).toMatchObject({ productPrice: 39.99, originalPrice: 49.99 });
      });

      it('starts billing after 30 days with TRIAL30', async () => {
        const me = await subscribe('TRIAL30', 'monthly');

        expect(dayOf(me.subscription?.renewsAt)).toBe(addDays(subject.today, 30));
        expect(me.subscription).toMatchObject({ productPrice: 4.99, originalPrice: 4.99 });
      });

      it('bills a localized plan in its currency', async () => {
        const me = await subscribe(null, 'yearly_gb');

        expect(me.subscription?.productCurrency).toBe('gbp');
      });

      it('refuses an invalid promo code and an unknown product', async () => {
        const token = await tokenOf('unsubscribed');

        await expectAppError(
          api.createCheckoutSession(token, { productId: 'yearly', promoCode: 'NOPE' }),
          'promo/invalid',
        );
        await expectAppError(
          api.createCheckoutSession(token, { productId: 'lifetime', promoCode: null }),
          'api/bad-request',
        );
      });

      it('refuses a second subscription', async () => {
        const token = await tokenOf('member');

        await expectAppError(
          api.createCheckoutSession(token, { productId: 'monthly', promoCode: null }),
          'checkout/already-subscribed',
        );
      });
    });

    describe('payment method', () => {
      it('switches the subscription to a newly confirmed card', async () => {
        const token = await tokenOf('member');
        const { clientSecret } = await api.createSetupIntent(token);
        expect(clientSecret).toMatch(CLIENT_SECRET);
        const card = await subject.confirmCard(clientSecret);

        await api.updatePaymentMethod(token, card.paymentMethodId);

        const me = await api.getMe(token);
        expect(me.subscription?.paymentOption).toEqual({ type: 'card', last4: card.last4 });
      });

      it('refuses a payment method it does not know', async () => {
        const token = await tokenOf('member');

        await expectAppError(api.updatePaymentMethod(token, 'pm_nonexistent'), 'api/bad-request');
      });

      it('has no card to change without a card-paid subscription', async () => {
        const token = await tokenOf('unsubscribed');

        await expectAppError(api.createSetupIntent(token), 'api/conflict');
      });
    });

    describe('cancellation', () => {
      it('stops renewal but keeps access to the end of the term', async () => {
        const token = await tokenOf('member');
        const before = await api.getMe(token);

        await api.cancelSubscription(token, 'too-expensive');

        const after = await api.getMe(token);
        expect(after.subscribed).toBe(true);
        expect(after.subscription).toMatchObject({
          autoRenew: false,
          renewsAt: before.subscription?.renewsAt,
        });
      });

      it('refuses to cancel twice, or without a subscription', async () => {
        const member = await tokenOf('member');
        await api.cancelSubscription(member, 'not-using');

        await expectAppError(api.cancelSubscription(member, 'not-using'), 'api/conflict');
        await expectAppError(
          api.cancelSubscription(await tokenOf('unsubscribed'), 'no-reason'),
          'api/conflict',
        );
      });
    });

    describe('resume (DESIGN.md: POST /users/me/subscription/resume)', () => {
      it('turns renewal back on while the cancelled term still gives access', async () => {
        const token = await tokenOf('cancelled');
        const before = await api.getMe(token);

        await api.resumeSubscription(token);

        const after = await api.getMe(token);
        expect(after.subscribed).toBe(true);
        expect(after.subscription).toMatchObject({
          autoRenew: true,
          renewsAt: before.subscription?.renewsAt,
          productPrice: before.subscription?.productPrice,
        });
      });

      it('resumes what this member cancelled a moment ago', async () => {
        const token = await tokenOf('member');
        await api.cancelSubscription(token, 'not-using');
        await api.resumeSubscription(token);
        expect((await api.getMe(token)).subscription?.autoRenew).toBe(true);
      });

      it('refuses a subscription that renews, and an account without one', async () => {
        await expectAppError(api.resumeSubscription(await tokenOf('member')), 'api/conflict');
        await expectAppError(api.resumeSubscription(await tokenOf('unsubscribed')), 'api/conflict');
      });
    });

    describe('consent (DESIGN.md: POST /users/me/consents)', () => {
      it('keeps the terms a new member was shown', async () => {
        await subscribe('WELCOME20');
        const token = await tokenOf('unsubscribed');
        await expect(api.recordConsent(token, consentOf(subject.today))).resolves.toBeUndefined();
      });

      it('refuses what is not a consent record', async () => {
        const token = await tokenOf('member');
        const consent = consentOf(subject.today);
        const broken: unknown[] = [
          { ...consent, termsVersion: '' },
          { ...consent, shownAt: 'yesterday' },
          {
            ...consent,
            schedule: { ...consent.schedule, dueToday: { amount: -1, currency: 'usd' } },
          },
          {
            ...consent,
            schedule: {
              ...consent.schedule,
              laterCharges: { price: consent.schedule.laterCharges.price, period: 'week' },
            },
          },
        ];
        for (const record of broken) {
          await expectAppError(
            api.recordConsent(token, record as ConsentRecord),
            'api/bad-request',
          );
        }
      });
    });
  });
}

/** The consent of a yearly plan with WELCOME20 ordered on `today`. */
function consentOf(today: IsoDate): ConsentRecord {
  const yearly = findProduct('yearly')!;
  const preview = {
    now: { currency: 'usd', amount: 0, trialDays: 7 },
    next: { amount: 39.99, date: addDays(today, 7) },
  };
  return {
    termsVersion: TERMS_VERSION,
    schedule: billingSchedule(yearly, preview, today),
    shownAt: `${today}T09:30:00.000Z`,
  };
}
