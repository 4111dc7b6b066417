import { billingSchedule } from '../../src/domain/billing-schedule';
import { findProduct } from '../../src/domain/catalogue';
import { TERMS_VERSION, type ConsentRecord } from '../../src/domain/consent';
import {
  withinWithdrawalPeriod,
  type ContractCancellation,
  type ContractWithdrawal,
} from '../../src/domain/contracts';
import { addDays, formatLongDate, type IsoDate } from '../../src/domain/dates';
import type { Language } from '../../src/domain/language';
import { formatDateTime } from '../../src/domain/moments';
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

    async function subscribe(promoCode: string | null, productId = 'yearly'): Promise<User> {
      await signInAs('unsubscribed');
      const { clientSecret } = await api.createCheckoutSession({ productId, promoCode });
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
        ['recordConsent', (a) => a.recordConsent(consentOf(subject.today))],
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

      it('changes the e-mail of an e-mail login', async () => {
        await signInAs('unsubscribed');

        await api.updateMe('email', 'renamed.person@example.com');

        await expect(api.getMe()).resolves.toMatchObject({
          email: 'renamed.person@example.com',
        });
      });

      it('refuses an e-mail that another account uses, by name', async () => {
        await signInAs('member'); // where accounts are made on first use, this one exists now
        await signInAs('unsubscribed');
        const { email } = subject.accounts.member;

        await expectAppError(api.updateMe('email', email), 'profile/email-taken');
      });

      it('refuses an empty field', async () => {
        await signInAs('unsubscribed');

        await expectAppError(api.updateMe('lastName', '   '), 'api/bad-request');
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
        });
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

    describe("the law's contract calls (DESIGN.md: POST /contracts/cancel and /contracts/withdraw)", () => {
      const isMoment = (value: string) => !Number.isNaN(Date.parse(value));

      it("cancels a member's contract without signing in, and says when it was received", async () => {
        // The member has an account (a subject may make it at the first sign-in), then leaves.
        await signInAs('member');
        await subject.signOut();
        const receipt = await api.cancelContract({
          email: subject.accounts.member.email.toUpperCase(),
          contract: 'membership-yearly',
          kind: 'ordinary',
          reason: null,
          endDate: null,
        });

        expect(isMoment(receipt.receivedAt)).toBe(true);
        await signInAs('member');
        const me = await api.getMe();
        // Ordinary: access runs to the end of the term already paid for.
        expect(me.subscribed).toBe(true);
        expect(me.subscription?.autoRenew).toBe(false);
      });

      it('ends an extraordinary cancellation on the day asked for', async () => {
        await signInAs('member');
        await subject.signOut();
        await api.cancelContract({
          email: subject.accounts.member.email,
          contract: 'not-sure',
          kind: 'extraordinary',
          reason: 'Moving abroad',
          endDate: addDays(subject.today, 3),
        });

        await signInAs('member');
        expect((await api.getMe()).subscription).toMatchObject({
          autoRenew: false,
          renewsAt: stringMatching(new RegExp(`^${addDays(subject.today, 3)}`, 'u')),
        });
      });

      it('works signed in too, and answers alike for an address without a contract', async () => {
        await signInAs('unsubscribed');
        const receipt = await api.cancelContract({
          email: 'nobody@demo.test',
          contract: 'not-sure',
          kind: 'ordinary',
          reason: null,
          endDate: null,
        });
        expect(isMoment(receipt.receivedAt)).toBe(true);
        const again = await api.withdrawFromContract({
          email: 'nobody@demo.test',
          contract: 'not-sure',
        });
        expect(isMoment(again.receivedAt)).toBe(true);
      });

      it('withdraws from a contract concluded within 14 days: access ends at once', async () => {
        await subscribe(null);
        await subject.signOut();

        await api.withdrawFromContract({
          email: subject.accounts.unsubscribed.email,
          contract: 'membership-yearly',
        });

        await signInAs('unsubscribed');
        const me = await api.getMe();
        expect(me.subscribed).toBe(false);
        expect(me.subscription?.autoRenew).toBe(false);
      });

      it('keeps a contract older than 14 days running', async () => {
        await signInAs('member');
        const { subscribedAt } = (await api.getMe()).subscription!;
        // A subject whose member subscribed today (the emulator's, which makes its accounts as the
        // suite runs) cannot show an old contract: the case is proven on the seeded worlds only.
        if (withinWithdrawalPeriod(subscribedAt ?? '', subject.today)) return;

        await api.withdrawFromContract({
          email: subject.accounts.member.email,
          contract: 'membership-yearly',
        });

        expect((await api.getMe()).subscription?.autoRenew).toBe(true);
      });

      it('refuses what is not a cancellation or a withdrawal', async () => {
        const broken = [
          { email: 'not an address', contract: 'not-sure', kind: 'ordinary' },
          { email: 'a@b.co', contract: 'gym', kind: 'ordinary' },
          { email: 'a@b.co', contract: 'not-sure', kind: 'now' },
          { email: 'a@b.co', contract: 'not-sure', kind: 'ordinary', endDate: 'tomorrow' },
        ];
        for (const request of broken) {
          await expectAppError(
            api.cancelContract({ reason: null, endDate: null, ...request } as ContractCancellation),
            'api/bad-request',
          );
        }
        await expectAppError(
          api.withdrawFromContract({ email: 'a@b.co' } as ContractWithdrawal),
          'api/bad-request',
        );
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
        await subscribe(null, 'yearly_eu');
        const consent = euroConsentOf(subject.today);
        const { firstCharge } = consent.schedule;

        subject.speak('de');
        await api.recordConsent(consent);

        const mail = lastMailTo(subject.accounts.unsubscribed.email);
        expect(mail.subject).toBe('Dein Abo: was dir berechnet wird und wie du kündigst');
        expect(mail.body).toContain(
          spaced(`Erste Abbuchung: 49,99 € am ${formatLongDate(firstCharge.date, 'de')}`),
        );
        expect(mail.body).toContain('Danach: 49,99 € pro Jahr, bis du kündigst');
        expect(mail.body).toContain(`Kostenlose Testphase: 7 Tage`);
        expect(mail.body).toContain('„Ich verlange ausdrücklich');
      });

      it('acknowledges an English purchase in English, as SPEC.md writes money and dates', async () => {
        await subscribe(null, 'yearly_eu');
        const consent = euroConsentOf(subject.today);

        subject.speak('en');
        await api.recordConsent(consent);

        const mail = lastMailTo(subject.accounts.unsubscribed.email);
        expect(mail.subject).toBe("Your membership: what you'll be charged, and how to cancel");
        expect(mail.body).toContain(
          `First charge: €49.99 on ${formatLongDate(consent.schedule.firstCharge.date, 'en')}`,
        );
        expect(mail.body).toContain('After that: €49.99 every year until you cancel');
      });

      it('confirms a German cancellation in German, with the moment received and the last day', async () => {
        await signInAs('member');
        await subject.signOut();
        const { email } = subject.accounts.member;

        subject.speak('de');
        const receipt = await api.cancelContract({
          email,
          contract: 'membership-yearly',
          kind: 'ordinary',
          reason: null,
          endDate: null,
        });

        await signInAs('member');
        const endsOn = dayOf((await api.getMe()).subscription?.renewsAt);
        const mail = lastMailTo(email);
        expect(mail.subject).toBe('Deine Kündigung ist bei uns eingegangen');
        expect(mail.body).toContain(
          spaced(
            `Deine Kündigung ist am ${formatDateTime(new Date(receipt.receivedAt), 'de', 'UTC')} (UTC) bei uns eingegangen.`,
          ),
        );
        expect(mail.body).toContain('Art: ordentliche Kündigung');
        expect(mail.body).toContain(`dein Zugang endet am ${formatLongDate(endsOn, 'de')}.`);
      });

      it('keeps English in English, and writes each language the portal speaks', async () => {
        const withdraw = async (language: Language) => {
          subject.speak(language);
          await api.withdrawFromContract({ email: 'nobody@demo.test', contract: 'not-sure' });
          return lastMailTo('nobody@demo.test').subject;
        };

        expect(await withdraw('en')).toBe('We received your withdrawal');
        expect(await withdraw('fr')).toBe('Nous avons bien reçu votre rétractation');
        expect(await withdraw('es')).toBe('Hemos recibido tu desistimiento');
        expect(await withdraw('de')).toBe('Dein Widerruf ist bei uns eingegangen');
        expect(await withdraw('en')).toBe('We received your withdrawal');
        expect(lastMailTo('nobody@demo.test').body).toContain('We found no running contract');
      });
    });

    describe('consent (DESIGN.md: POST /users/me/consents)', () => {
      it('keeps the terms a new member was shown', async () => {
        await subscribe('WELCOME20');
        await signInAs('unsubscribed');
        await expect(api.recordConsent(consentOf(subject.today))).resolves.toBeUndefined();
      });

      it('refuses what is not a consent record', async () => {
        await signInAs('member');
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
          await expectAppError(api.recordConsent(record as ConsentRecord), 'api/bad-request');
        }
      });
    });
  });
}

/** The consent of the euro yearly plan (its 7-day trial) with the EU's withdrawal box ticked. */
function euroConsentOf(today: IsoDate): ConsentRecord {
  return {
    termsVersion: TERMS_VERSION,
    schedule: billingSchedule(findProduct('yearly_eu')!, null, today),
    shownAt: `${today}T09:30:00.000Z`,
    withdrawalWaiver:
      'Ich verlange ausdrücklich, dass mein Zugang sofort beginnt, noch vor Ablauf der Widerrufsfrist. Mir ist bekannt, dass ich mit Beginn des Zugangs mein Widerrufsrecht verliere.',
  };
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
