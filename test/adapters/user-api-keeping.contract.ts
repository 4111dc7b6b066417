import type { UserApi } from '../../src/application/ports/user-api';
import { addDays } from '../../src/domain/dates';
import { expectAppError, stringMatching } from '../support/expectations';
import type { ApiCredentials, UserApiSubject } from './user-api.contract';

/** The subject of the user API contract, with the members DESIGN.md's "keeping members" seeds. */
export interface KeepingSubject extends UserApiSubject {
  keeping: {
    /** Monthly, the renewal two days ago declined on its card. */
    pastDue: ApiCredentials;
    /** Yearly, the renewal waiting for the bank's check. */
    authCheck: ApiCredentials;
    /** Monthly, paused until two months from today. */
    paused: ApiCredentials;
  };
}

/** The calls of DESIGN.md's "Extensions to SPEC.md's calls" that keep members. */
export function describeKeepingMembersContract(
  name: string,
  makeSubject: () => KeepingSubject | Promise<KeepingSubject>,
): void {
  describe(`${name} (UserApi contract: keeping members)`, () => {
    let subject: KeepingSubject;
    let api: UserApi;

    beforeEach(async () => {
      subject = await makeSubject();
      api = subject.api;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    const signInAs = (account: keyof KeepingSubject['keeping']) =>
      subject.signIn(subject.keeping[account]);

    describe('authorisation', () => {
      const calls: [string, (api: UserApi) => Promise<unknown>][] = [
        ['listInvoices', (a) => a.listInvoices()],
        ['retryPayment', (a) => a.retryPayment()],
        ['listOffers', (a) => a.listOffers('not-using')],
        ['acceptOffer', (a) => a.acceptOffer('offer_x')],
        ['pauseSubscription', (a) => a.pauseSubscription(1)],
        ['previewPlanChange', (a) => a.previewPlanChange('monthly')],
        ['changePlan', (a) => a.changePlan('monthly')],
      ];

      it.each(calls)('%s refuses a visitor and a token it did not issue', async (_name, call) => {
        await expectAppError(call(api), 'api/unauthorized');
        subject.forgeToken();
        await expectAppError(call(api), 'api/unauthorized');
      });
    });

    describe('status', () => {
      it('says a renewing member is active, with no payment issue', async () => {
        await subject.signIn(subject.accounts.member);
        const { subscription } = await api.getMe();

        expect(subscription).toMatchObject({
          status: 'active',
          paymentIssue: null,
          pausedUntil: null,
        });
      });

      it('says a cancelled member is cancelled', async () => {
        await subject.signIn(subject.accounts.cancelled);

        await expect(api.getMe()).resolves.toMatchObject({
          subscription: { status: 'cancelled' },
        });
      });
    });

    describe('a failed renewal', () => {
      it('keeps a past-due member subscribed through the grace period, saying what failed', async () => {
        await signInAs('pastDue');
        const me = await api.getMe();

        expect(me.subscribed).toBe(true);
        expect(me.subscription).toMatchObject({
          status: 'past_due',
          renewsAt: stringMatching(new RegExp(`^${addDays(subject.today, -2)}`, 'u')),
          paymentIssue: { kind: 'failed' },
        });
      });

      it('is declined again on the same card, and paid after a card change', async () => {
        await signInAs('pastDue');
        await expectAppError(api.retryPayment(), 'payments/card-declined');

        const { clientSecret } = await api.createSetupIntent();
        const card = await subject.confirmCard(clientSecret);
        await api.updatePaymentMethod(card.paymentMethodId);

        await expect(api.retryPayment()).resolves.toEqual({
          status: 'succeeded',
          clientSecret: null,
        });
        const me = await api.getMe();
        expect(me.subscription).toMatchObject({ status: 'active', paymentIssue: null });
        expect((me.subscription?.renewsAt?.slice(0, 10) ?? '') > subject.today).toBe(true);
        const [latest] = await api.listInvoices();
        expect(latest).toMatchObject({ status: 'paid', receiptUrl: stringMatching(/^https:/u) });
      });

      it('asks for the bank’s check with the renewal’s payment intent', async () => {
        await signInAs('authCheck');
        const me = await api.getMe();
        expect(me.subscription?.paymentIssue).toEqual({
          kind: 'authentication_required',
          clientSecret: stringMatching(/^pi_\S+_secret_\S+$/u),
        });

        await expect(api.retryPayment()).resolves.toEqual({
          status: 'requires_action',
          clientSecret: me.subscription?.paymentIssue?.clientSecret,
        });
      });

      it('refuses a retry when nothing is past due', async () => {
        await subject.signIn(subject.accounts.member);

        await expectAppError(api.retryPayment(), 'api/conflict');
      });
    });

    describe('billing history', () => {
      it('lists past charges newest first, each paid one with a receipt', async () => {
        await subject.signIn(subject.accounts.member);
        const invoices = await api.listInvoices();

        expect(invoices.length).toBeGreaterThan(0);
        const dates = invoices.map((invoice) => invoice.date);
        expect(dates).toEqual([...dates].sort().reverse());
        for (const invoice of invoices) {
          expect(invoice).toMatchObject({ currency: 'usd', status: 'paid' });
          expect(invoice.receiptUrl).toMatch(/^https:\/\//u);
        }
      });

      it('shows the failed renewal of a past-due member, without a receipt', async () => {
        await signInAs('pastDue');
        const [latest] = await api.listInvoices();

        expect(latest).toMatchObject({
          date: addDays(subject.today, -2),
          amount: 4.99,
          status: 'failed',
          receiptUrl: null,
        });
      });

      it('is empty for an account that never paid', async () => {
        await subject.signIn(subject.accounts.unsubscribed);

        await expect(api.listInvoices()).resolves.toEqual([]);
      });
    });

    describe('retention offers', () => {
      it('offers a yearly member who finds it too expensive the monthly plan', async () => {
        await subject.signIn(subject.accounts.member);

        const offers = await api.listOffers('too-expensive');

        expect(offers).toEqual([
          {
            id: stringMatching(/\S/u),
            kind: 'switch',
            productId: 'monthly',
            price: 4.99,
            currency: 'usd',
          },
        ]);
      });

      it('offers a pause to a member not using it, and nothing for other reasons', async () => {
        await subject.signIn(subject.accounts.member);

        await expect(api.listOffers('not-using')).resolves.toEqual([
          { id: stringMatching(/\S/u), kind: 'pause', months: [1, 2, 3] },
        ]);
        await expect(api.listOffers('privacy-concerns')).resolves.toEqual([]);
        await expect(api.listOffers('technical-issues')).resolves.toEqual([]);
      });

      it('switches to monthly at the end of the year when the offer is accepted', async () => {
        await subject.signIn(subject.accounts.member);
        const before = await api.getMe();
        const [offer] = await api.listOffers('too-expensive');

        await api.acceptOffer(offer?.id ?? '');

        const after = await api.getMe();
        expect(after.subscription).toMatchObject({
          autoRenew: true,
          productPrice: 4.99,
          productReccurence: 'month',
          renewsAt: before.subscription?.renewsAt,
        });
      });

      it('gives a monthly member a discount on the next three payments', async () => {
        await signInAs('paused');
        await api.resumeSubscription();
        const [offer] = await api.listOffers('too-expensive');
        expect(offer).toEqual({
          id: stringMatching(/\S/u),
          kind: 'discount',
          percentOff: 30,
          payments: 3,
          price: 3.49,
          currency: 'usd',
        });

        await api.acceptOffer(offer?.id ?? '');

        await expect(api.getMe()).resolves.toMatchObject({
          subscription: { productPrice: 3.49, originalPrice: 4.99, autoRenew: true },
        });
      });

      it('offers a past-due member nothing but the way to pay', async () => {
        await signInAs('pastDue');
        await expect(api.listOffers('too-expensive')).resolves.toEqual([]);
      });

      it('refuses an offer it did not make, and an unknown reason', async () => {
        await subject.signIn(subject.accounts.member);

        await expectAppError(api.acceptOffer('offer_nobody_made'), 'api/not-found');
        await expectAppError(api.listOffers('bored'), 'api/bad-request');
      });
    });

    describe('pause and resume', () => {
      it('pauses billing from the end of the period, and resumes', async () => {
        await subject.signIn(subject.accounts.member);
        const renewsAt = (await api.getMe()).subscription?.renewsAt?.slice(0, 10) ?? '';

        await api.pauseSubscription(2);

        const paused = await api.getMe();
        expect(paused.subscribed).toBe(true);
        expect(paused.subscription?.status).toBe('paused');
        expect((paused.subscription?.pausedUntil?.slice(0, 10) ?? '') > renewsAt).toBe(true);

        await api.resumeSubscription();

        await expect(api.getMe()).resolves.toMatchObject({
          subscription: {
            status: 'active',
            pausedUntil: null,
            renewsAt: stringMatching(new RegExp(`^${renewsAt}`, 'u')),
          },
        });
      });

      it('shows a paused member until when, and resumes them', async () => {
        await signInAs('paused');
        const me = await api.getMe();
        expect(me.subscription).toMatchObject({ status: 'paused' });
        expect((me.subscription?.pausedUntil?.slice(0, 10) ?? '') > subject.today).toBe(true);

        await api.resumeSubscription();

        await expect(api.getMe()).resolves.toMatchObject({ subscription: { status: 'active' } });
      });

      it('refuses a pause of a past-due, cancelled or paused subscription', async () => {
        await signInAs('pastDue');
        await expectAppError(api.pauseSubscription(1), 'api/conflict');
        await signInAs('paused');
        await expectAppError(api.pauseSubscription(1), 'api/conflict');
        await subject.signIn(subject.accounts.cancelled);
        await expectAppError(api.pauseSubscription(1), 'api/conflict');
      });
    });

    describe('change of plan', () => {
      it('previews a switch from yearly to monthly at the period end, and makes it', async () => {
        await subject.signIn(subject.accounts.member);
        const renewsAt = (await api.getMe()).subscription?.renewsAt?.slice(0, 10);

        const preview = await api.previewPlanChange('monthly');

        expect(preview).toEqual({
          dueToday: 0,
          credit: 0,
          nextCharge: { amount: 4.99, date: renewsAt },
          effective: 'periodEnd',
        });
        await api.changePlan('monthly');
        await expect(api.getMe()).resolves.toMatchObject({
          subscription: { autoRenew: true, productPrice: 4.99, productReccurence: 'month' },
        });
      });

      it('previews a switch from monthly to yearly now, with the credit', async () => {
        await signInAs('paused');
        await api.resumeSubscription();

        const preview = await api.previewPlanChange('yearly');

        expect(preview.effective).toBe('now');
        expect(preview.credit).toBeGreaterThan(0);
        expect(preview.dueToday).toBeCloseTo(49.99 - preview.credit, 2);
        expect(preview.nextCharge.amount).toBe(49.99);
        await api.changePlan('yearly');
        const me = await api.getMe();
        expect(me.subscription).toMatchObject({ productPrice: 49.99, productReccurence: 'year' });
        expect(me.subscription?.renewsAt?.slice(0, 10)).toBe(preview.nextCharge.date);
      });

      it('refuses the same plan, an unknown one, and a past-due subscription', async () => {
        await subject.signIn(subject.accounts.member);
        await expectAppError(api.previewPlanChange('yearly'), 'api/bad-request');
        await expectAppError(api.previewPlanChange('lifetime'), 'api/bad-request');
        await signInAs('pastDue');
        await expectAppError(api.previewPlanChange('yearly'), 'api/conflict');
        await expectAppError(api.changePlan('yearly'), 'api/conflict');
      });
    });
  });
}
