import { TERMS_VERSION } from '../../src/domain/consent';
import { addDays, formatLongDate, type IsoDate } from '../../src/domain/dates';
import type { Language } from '../../src/domain/language';
import type { User } from '../../src/domain/subscription';
import type { UserApi } from '../../src/application/ports/user-api';
import { expectAppError, stringMatching } from '../support/expectations';

export interface ApiCredentials {
  email: string;
  password: string;
}

export interface SavedCard {
  paymentMethodId: string;
  last4: string;
}

/** An e-mail the back end sent. */
export interface SentMail {
  subject: string;
  body: string;
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
  /** Signs in at the identity provider whose ID tokens the adapter sends: the API's caller. */
  signIn(credentials: ApiCredentials): Promise<void>;
  /**
   * The account signed in changes its sign-in address at the identity provider (not through the
   * API, which is not told); the adapter sends the ID token that names the new address from now on.
   */
  changeSignInEmail(newEmail: string): Promise<void>;
  /** Nobody is signed in from now on: the adapter calls as a visitor. */
  signOut(): Promise<void>;
  /** From now on the adapter sends a token the identity provider never issued. */
  forgeToken(): void;
  /** What the payment provider does when the person confirms a good card for a client secret. */
  confirmCard(clientSecret: string): Promise<SavedCard>;
  /** The portal shows this language from now on (English until told): the adapter's calls carry it. */
  speak(language: Language): void;
  /** The e-mails the back end has sent to an address so far, oldest first. */
  mailTo(email: string): readonly SentMail[];
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

    const signInAs = (account: keyof UserApiSubject['accounts']) =>
      subject.signIn(subject.accounts[account]);

    async function subscribe(
      promoCode: string | null,
      productId = 'yearly',
      withdrawalWaiver?: string,
    ): Promise<User> {
      await signInAs('unsubscribed');
      const { clientSecret } = await api.createCheckoutSession({
        productId,
        promoCode,
        terms: { termsVersion: TERMS_VERSION, ...(withdrawalWaiver ? { withdrawalWaiver } : {}) },
      });
      await subject.confirmCard(clientSecret);
      return api.getMe();
    }

    describe('authorisation', () => {
      const calls: [string, (api: UserApi) => Promise<unknown>][] = [
        ['getMe', (a) => a.getMe()],
        ['saveProfile', (a) => a.saveProfile({ firstName: 'A', lastName: 'B', email: 'a@b.co' })],
        ['updateMe', (a) => a.updateMe('firstName', 'Ann')],
        ['deleteMe', (a) => a.deleteMe()],
        [
          'createCheckoutSession',
          (a) => a.createCheckoutSession({ productId: 'yearly', promoCode: null }),
        ],
        ['createSetupIntent', (a) => a.createSetupIntent()],
        ['updatePaymentMethod', (a) => a.updatePaymentMethod('pm_unknown')],
        ['cancelSubscription', (a) => a.cancelSubscription('too-expensive')],
        ['resumeSubscription', (a) => a.resumeSubscription()],
      ];

      it.each(calls)('%s refuses a token it did not issue', async (_name, call) => {
        subject.forgeToken();

        await expectAppError(call(api), 'api/unauthorized');
      });

      it.each(calls)('%s refuses a visitor', async (_name, call) => {
        await expectAppError(call(api), 'api/unauthorized');
      });

      it('previews for a signed-in member as for a visitor', async () => {
        await signInAs('member');

        await expect(
          api.previewCheckoutSession({ productId: 'monthly', promoCode: null }),
        ).resolves.toMatchObject({ next: { amount: 4.99 } });
      });
    });

    describe('the user', () => {
      it('shows an account without a subscription as unsubscribed', async () => {
        await signInAs('unsubscribed');
        const me = await api.getMe();

        expect(me).toMatchObject({
          email: subject.accounts.unsubscribed.email,
          subscribed: false,
          subscription: null,
        });
      });

      it('shows a renewing card subscription with its next billing date and card', async () => {
        await signInAs('member');
        const me = await api.getMe();

        expect(me.subscribed).toBe(true);
        expect(me.subscription).toMatchObject({
          type: 'STRIPE',
          autoRenew: true,
          paymentOption: { type: 'card', last4: stringMatching(/^\d{4}$/u) },
        });
        expect(dayOf(me.subscription?.renewsAt) > subject.today).toBe(true);
      });

      it('keeps a cancelled member subscribed until the paid term ends', async () => {
        await signInAs('cancelled');
        const me = await api.getMe();

        expect(me.subscribed).toBe(true);
        expect(me.subscription).toMatchObject({ type: 'STRIPE', autoRenew: false });
        expect(dayOf(me.subscription?.renewsAt) > subject.today).toBe(true);
      });

      it('saves the names and e-mail the identity provider reported', async () => {
        await signInAs('unsubscribed');
        const { email } = subject.accounts.unsubscribed;

        await api.saveProfile({ firstName: 'Robin', lastName: 'Ash', email });

        await expect(api.getMe()).resolves.toMatchObject({
          firstName: 'Robin',
          lastName: 'Ash',
          email,
        });
      });

      it('keeps the saved names when a sign-in reports none', async () => {
        await signInAs('unsubscribed');
        const { email } = subject.accounts.unsubscribed;
        await api.saveProfile({ firstName: 'Robin', lastName: 'Ash', email });

        await api.saveProfile({ firstName: '', lastName: '', email });

        await expect(api.getMe()).resolves.toMatchObject({
          firstName: 'Robin',
          lastName: 'Ash',
        });
      });

      it('changes one field at a time', async () => {
        await signInAs('unsubscribed');
        const before = await api.getMe();

        await api.updateMe('firstName', 'Morgan');
        await api.updateMe('lastName', 'Vale');

        await expect(api.getMe()).resolves.toMatchObject({
          firstName: 'Morgan',
          lastName: 'Vale',
          email: before.email,
        });
      });

      // A new e-mail: user-api-email.contract.ts.
      it('refuses an empty field', async () => {
        await signInAs('unsubscribed');

        await expectAppError(api.updateMe('lastName', '   '), 'api/bad-request');
      });

      it('refuses a name over 50 characters, keeps the one it had, and takes 50', async () => {
        await signInAs('unsubscribed');
        const { email } = subject.accounts.unsubscribed;
        await api.saveProfile({ firstName: 'Robin', lastName: 'Ash', email });

        await expectAppError(
          api.saveProfile({ firstName: 'R'.repeat(51), lastName: 'Ash', email }),
          'api/bad-request',
        );
        await expectAppError(api.updateMe('lastName', 'A'.repeat(51)), 'api/bad-request');
        await expect(api.getMe()).resolves.toMatchObject({ firstName: 'Robin', lastName: 'Ash' });

        await api.saveProfile({ firstName: 'R'.repeat(50), lastName: 'Ash', email });
        await expect(api.getMe()).resolves.toMatchObject({
          firstName: 'R'.repeat(50),
          lastName: 'Ash',
        });
      });

      it('deletes the account for good', async () => {
        await signInAs('unsubscribed');

        await api.deleteMe();

        await expectAppError(api.getMe(), 'api/unauthorized', 'api/not-found');
      });
    });

    describe('checkout preview', () => {
      it('previews a plan for a visitor: nothing today, the price after the trial', async () => {
        const preview = await api.previewCheckoutSession({
          productId: 'yearly',
          promoCode: null,
        });

        expect(preview).toEqual({
          now: { currency: 'usd', amount: 0, trialDays: 7 },
          next: { amount: 49.99, date: addDays(subject.today, 7) },
          tax: null,
        });
      });

      it('previews in the currency of a localized plan', async () => {
        const preview = await api.previewCheckoutSession({
          productId: 'monthly_gb',
          promoCode: null,
        });

        expect(preview.now.currency).toBe('gbp');
        expect(preview.next.amount).toBe(4.99);
      });

      it('takes 20% off the first payment with WELCOME20, trimmed and in any case', async () => {
        await signInAs('unsubscribed');
        const yearly = await api.previewCheckoutSession({
          productId: 'yearly',
          promoCode: '  welcome20 ',
        });
        await subject.signOut();
        const monthly = await api.previewCheckoutSession({
          productId: 'monthly',
          promoCode: 'WELCOME20',
        });

        expect(yearly).toEqual({
          now: { currency: 'usd', amount: 0, trialDays: 7 },
          next: { amount: 39.99, date: addDays(subject.today, 7) },
          tax: null,
        });
        expect(monthly.next.amount).toBe(3.99);
      });

      it('gives a 30-day trial with TRIAL30', async () => {
        const preview = await api.previewCheckoutSession({
          productId: 'yearly',
          promoCode: 'TRIAL30',
        });

        expect(preview).toEqual({
          now: { currency: 'usd', amount: 0, trialDays: 30 },
          next: { amount: 49.99, date: addDays(subject.today, 30) },
          tax: null,
        });
      });

      it('names the VAT a euro price includes, at the home rate where the country is not known', async () => {
        const preview = await api.previewCheckoutSession({
          productId: 'yearly_eu',
          promoCode: null,
        });

        expect(preview.now.currency).toBe('eur');
        expect(preview.tax).toEqual({ rate: 19, amount: 7.98, inclusive: true });
      });

      it("names the VAT of a promo's first payment, in pounds at the UK's 20%", async () => {
        const preview = await api.previewCheckoutSession({
          productId: 'yearly_gb',
          promoCode: 'WELCOME20',
        });

        expect(preview.next.amount).toBe(39.99);
        expect(preview.tax).toEqual({ rate: 20, amount: 6.67, inclusive: true });
      });

      it('refuses any other code', async () => {
        await expectAppError(
          api.previewCheckoutSession({ productId: 'yearly', promoCode: 'FREE-FOREVER' }),
          'promo/invalid',
        );
      });

      it('refuses a product it does not sell', async () => {
        await expectAppError(
          api.previewCheckoutSession({ productId: 'lifetime', promoCode: null }),
          'api/bad-request',
        );
      });
    });

    describe('checkout', () => {
      it('hands out a client secret for an unsubscribed account', async () => {
        await signInAs('unsubscribed');

        const { clientSecret } = await api.createCheckoutSession({
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
        await signInAs('unsubscribed');

        await expectAppError(
          api.createCheckoutSession({ productId: 'yearly', promoCode: 'NOPE' }),
          'promo/invalid',
        );
        await expectAppError(
          api.createCheckoutSession({ productId: 'lifetime', promoCode: null }),
          'api/bad-request',
        );
      });

      it('refuses a second subscription', async () => {
        await signInAs('member');

        await expectAppError(
          api.createCheckoutSession({ productId: 'monthly', promoCode: null }),
          'checkout/already-subscribed',
        );
      });

      it('refuses to pay a checkout opened before another one was paid, and replaces nothing', async () => {
        // Two tabs open checkout; the first one pays.
        await signInAs('unsubscribed');
        const first = await api.createCheckoutSession({ productId: 'yearly', promoCode: null });
        const second = await api.createCheckoutSession({ productId: 'monthly', promoCode: null });
        const card = await subject.confirmCard(first.clientSecret);
        const subscribed = await api.getMe();

        await expectAppError(
          subject.confirmCard(second.clientSecret),
          'checkout/already-subscribed',
        );

        const me = await api.getMe();
        expect(me).toEqual(subscribed);
        expect(me.subscription).toMatchObject({
          productReccurence: 'year',
          paymentOption: { type: 'card', last4: card.last4 },
        });
        await expectAppError(
          api.createCheckoutSession({ productId: 'monthly', promoCode: null }),
          'checkout/already-subscribed',
        );
      });
    });

    describe('payment method', () => {
      it('switches the subscription to a newly confirmed card', async () => {
        await signInAs('member');
        const { clientSecret } = await api.createSetupIntent();
        expect(clientSecret).toMatch(CLIENT_SECRET);
        const card = await subject.confirmCard(clientSecret);

        await api.updatePaymentMethod(card.paymentMethodId);

        const me = await api.getMe();
        expect(me.subscription?.paymentOption).toEqual({ type: 'card', last4: card.last4 });
      });

      it('refuses a payment method it does not know', async () => {
        await signInAs('member');

        await expectAppError(api.updatePaymentMethod('pm_nonexistent'), 'api/bad-request');
      });

      it('has no card to change without a card-paid subscription', async () => {
        await signInAs('unsubscribed');

        await expectAppError(api.createSetupIntent(), 'api/conflict');
      });
    });

    describe('cancellation', () => {
      it('stops renewal but keeps access to the end of the term', async () => {
        await signInAs('member');
        const before = await api.getMe();

        await api.cancelSubscription('too-expensive');

        const after = await api.getMe();
        expect(after.subscribed).toBe(true);
        expect(after.subscription).toMatchObject({
          autoRenew: false,
          renewsAt: before.subscription?.renewsAt,
        });
      });

      it('refuses to cancel twice, or without a subscription', async () => {
        await signInAs('member');
        await api.cancelSubscription('not-using');

        await expectAppError(api.cancelSubscription('not-using'), 'api/conflict');
        await signInAs('unsubscribed');
        await expectAppError(api.cancelSubscription('no-reason'), 'api/conflict');
      });
    });

    describe('resume (DESIGN.md: POST /users/me/subscription/resume)', () => {
      it('turns renewal back on while the cancelled term still gives access', async () => {
        await signInAs('cancelled');
        const before = await api.getMe();

        await api.resumeSubscription();

        const after = await api.getMe();
        expect(after.subscribed).toBe(true);
        expect(after.subscription).toMatchObject({
          autoRenew: true,
          renewsAt: before.subscription?.renewsAt,
          productPrice: before.subscription?.productPrice,
        });
      });

      it('resumes what this member cancelled a moment ago', async () => {
        await signInAs('member');
        await api.cancelSubscription('not-using');
        await api.resumeSubscription();
        expect((await api.getMe()).subscription?.autoRenew).toBe(true);
      });

      it('refuses a subscription that renews, and an account without one', async () => {
        await signInAs('member');
        await expectAppError(api.resumeSubscription(), 'api/conflict');
        await signInAs('unsubscribed');
        await expectAppError(api.resumeSubscription(), 'api/conflict');
      });
    });

    describe("e-mails in the caller's language (docs/backend-contract.md; issue 32)", () => {
      /** Intl writes a no-break space (or a narrow one) where a person reads a space. */
      const spaced = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/gu, ' ');
      const lastMailTo = (email: string) => {
        const mail = subject.mailTo(email).at(-1);
        return { subject: mail?.subject, body: spaced(mail?.body) };
      };

      it('acknowledges a German purchase in German, with euros and dates written the German way', async () => {
        subject.speak('de');
        await subscribe(null, 'yearly_eu', WAIVER_DE);
        const firstCharge = addDays(subject.today, 7);

        const mail = lastMailTo(subject.accounts.unsubscribed.email);
        expect(mail.subject).toBe('Dein Abo: was dir berechnet wird und wie du kündigst');
        expect(mail.body).toContain(
          spaced(`Erste Abbuchung: 49,99 € am ${formatLongDate(firstCharge, 'de')}`),
        );
        expect(mail.body).toContain('Danach: 49,99 € pro Jahr, bis du kündigst');
        expect(mail.body).toContain(`Kostenlose Testphase: 7 Tage`);
        expect(mail.body).toContain('„Ich verlange ausdrücklich');
      });

      it('acknowledges an English purchase in English, as SPEC.md writes money and dates', async () => {
        subject.speak('en');
        await subscribe(null, 'yearly_eu', WAIVER_DE);
        const firstCharge = addDays(subject.today, 7);

        const mail = lastMailTo(subject.accounts.unsubscribed.email);
        expect(mail.subject).toBe("Your membership: what you'll be charged, and how to cancel");
        expect(mail.body).toContain(`First charge: €49.99 on ${formatLongDate(firstCharge, 'en')}`);
        expect(mail.body).toContain('After that: €49.99 every year until you cancel');
      });
    });

    // The consent kept with the checkout: user-api-consent.contract.ts.
  });
}

/** The words of the EU's withdrawal box as a German member ticks them. */
const WAIVER_DE =
  'Ich verlange ausdrücklich, dass mein Zugang sofort beginnt, noch vor Ablauf der Widerrufsfrist. Mir ist bekannt, dass ich mit Beginn des Zugangs mein Widerrufsrecht verliere.';
