import { addDays } from '../../src/domain/dates';
import { expectAppError } from '../support/expectations';
import {
  cancellation,
  ContractsFixture,
  dayOf,
  withdrawal,
  type ContractsSubject,
} from './contract-requests-fixture';
import { describeContractMailsAndInput } from './contract-requests-mails';

export type { ContractsSubject } from './contract-requests-fixture';

const isMoment = (value: string) => !Number.isNaN(Date.parse(value));

const NOT_YOU = 'If this was not you, ignore this e-mail: nothing changes.';

/**
 * The law's contract calls (DESIGN.md: POST /contracts/cancel, /contracts/withdraw and
 * /contracts/confirm; Trust: "Nobody acts for a member but the member"): anyone may send a
 * request, but only the signed-in owner's applies at once; anyone else's waits for the one-time
 * link e-mailed to the account's own address, and then counts as of the time it was received.
 */
export function describeContractRequestsContract(
  name: string,
  makeSubject: () => ContractsSubject | Promise<ContractsSubject>,
): void {
  describe(`${name} (UserApi contract: the law's contract calls)`, () => {
    const fixture = new ContractsFixture(makeSubject);
    beforeEach(fixture.start);
    afterEach(fixture.stop);

    describe("a stranger's request", () => {
      it('changes nothing, answers only the moment received, and mails the account a link', async () => {
        const before = await fixture.membershipOf('member');
        const typed = ` ${fixture.emailOf('member').toUpperCase()} `;

        const receipt = await fixture.api.cancelContract(cancellation(typed));

        expect(Object.keys(receipt)).toEqual(['receivedAt']);
        expect(isMoment(receipt.receivedAt)).toBe(true);
        expect((await fixture.membershipOf('member')).subscription).toEqual(before.subscription);
        const mail = fixture.subject.mailTo(fixture.emailOf('member')).at(-1);
        expect(mail?.subject).toBe('Please confirm your cancellation');
        expect(mail?.body).toContain(NOT_YOU);
        expect(mail?.body).toContain('within 7 days');
        expect(fixture.linkTokenTo(fixture.emailOf('member'))).not.toBe('');
        // The e-mail goes to the account's own address, never to an address typed otherwise.
        expect(fixture.subject.mailTo(typed)).toEqual([]);
        expect(fixture.subject.mailTo(typed.trim())).toEqual([]);
      });

      it('is answered alike for an address without an account, and for a member signed in as another', async () => {
        const forNobody = await fixture.api.cancelContract(cancellation('nobody@example.com'));
        await fixture.signInAs('unsubscribed');
        const fromAnother = await fixture.api.withdrawFromContract(
          withdrawal(fixture.emailOf('member')),
        );

        expect(Object.keys(forNobody)).toEqual(['receivedAt']);
        expect(Object.keys(fromAnother)).toEqual(['receivedAt']);
        expect((await fixture.membershipOf('member')).subscription?.autoRenew).toBe(true);
        expect(fixture.subject.mailTo('nobody@example.com').at(-1)?.body).toContain(
          'We found no running contract for this address.',
        );
      });

      it('is refused beyond 5 for one address within the hour; another address still works', async () => {
        for (let request = 0; request < 5; request += 1) {
          await fixture.api.cancelContract(cancellation(fixture.emailOf('member')));
        }
        const mailed = fixture.subject.mailTo(fixture.emailOf('member')).length;

        await expectAppError(
          fixture.api.withdrawFromContract(withdrawal(fixture.emailOf('member').toUpperCase())),
          'api/too-many-requests',
        );

        expect(fixture.subject.mailTo(fixture.emailOf('member'))).toHaveLength(mailed);
        await expect(
          fixture.api.cancelContract(cancellation('nobody@example.com')),
        ).resolves.toEqual({
          receivedAt: expect.any(String) as string,
        });
      });
    });

    describe("the owner's one-time link", () => {
      it('shows what it would apply, applying nothing, to anyone who holds it', async () => {
        const { subscription } = await fixture.membershipOf('member');
        const receipt = await fixture.api.cancelContract(cancellation(fixture.emailOf('member')));
        const token = fixture.linkTokenTo(fixture.emailOf('member'));

        await expect(fixture.api.previewContractConfirmation(token)).resolves.toEqual({
          type: 'cancel',
          receivedAt: receipt.receivedAt,
          contract: 'membership-yearly',
          kind: 'ordinary',
          outcome: { status: 'applied', accessEndsOn: dayOf(subscription?.renewsAt) },
        });
        expect((await fixture.membershipOf('member')).subscription?.autoRenew).toBe(true);
      });

      it('applies an ordinary cancellation as of the time received: the term then current ends it', async () => {
        const { subscription } = await fixture.membershipOf('member');
        await fixture.api.cancelContract(cancellation(fixture.emailOf('member')));
        const token = fixture.linkTokenTo(fixture.emailOf('member'));
        fixture.subject.setDay(addDays(fixture.subject.today, 2));

        const confirmed = await fixture.api.confirmContractRequest(token);

        const endsOn = dayOf(subscription?.renewsAt);
        expect(confirmed.outcome).toEqual({ status: 'applied', accessEndsOn: endsOn });
        const after = await fixture.membershipOf('member');
        expect(after.subscribed).toBe(true);
        expect(after.subscription).toMatchObject({ autoRenew: false });
        expect(dayOf(after.subscription?.renewsAt)).toBe(endsOn);
        expect(fixture.subject.mailTo(fixture.emailOf('member')).at(-1)?.subject).toBe(
          'Your cancellation is confirmed',
        );
      });

      it('ends access when confirmed for a cancellation sent before a renewal that came first', async () => {
        const { subscription } = await fixture.newMember();
        expect(dayOf(subscription?.renewsAt)).toBe(addDays(fixture.subject.today, 7));
        fixture.subject.setDay(addDays(fixture.subject.today, 2));
        await fixture.api.cancelContract(cancellation(fixture.emailOf('unsubscribed')));
        const token = fixture.linkTokenTo(fixture.emailOf('unsubscribed'));
        // The first charge, on day 7, comes before the owner follows the link on day 8.
        const confirmedOn = addDays(fixture.subject.today, 8);
        fixture.subject.setDay(confirmedOn);

        const confirmed = await fixture.api.confirmContractRequest(token);

        expect(confirmed.outcome).toEqual({ status: 'applied', accessEndsOn: confirmedOn });
        expect((await fixture.membershipOf('unsubscribed')).subscribed).toBe(false);
      });

      it('ends access early for an extraordinary cancellation only once confirmed', async () => {
        const before = await fixture.membershipOf('member');
        const endDate = addDays(fixture.subject.today, 3);
        await fixture.api.cancelContract(
          cancellation(fixture.emailOf('member'), {
            kind: 'extraordinary',
            reason: 'Moving',
            endDate,
          }),
        );
        expect((await fixture.membershipOf('member')).subscription).toEqual(before.subscription);

        await fixture.api.confirmContractRequest(fixture.linkTokenTo(fixture.emailOf('member')));

        const after = await fixture.membershipOf('member');
        expect(after.subscription).toMatchObject({ autoRenew: false });
        expect(dayOf(after.subscription?.renewsAt)).toBe(endDate);
      });

      it('works once', async () => {
        const member = await fixture.existingEmailOf('member');
        await fixture.api.cancelContract(cancellation(member));
        const token = fixture.linkTokenTo(member);
        await fixture.api.confirmContractRequest(token);

        await expectAppError(fixture.api.confirmContractRequest(token), 'contract/link-used');
        await expectAppError(fixture.api.previewContractConfirmation(token), 'contract/link-used');
      });

      it('expires 7 days after the request, and nothing changes', async () => {
        const member = await fixture.existingEmailOf('member');
        await fixture.api.cancelContract(cancellation(member));
        const token = fixture.linkTokenTo(member);
        fixture.subject.setDay(addDays(fixture.subject.today, 7));

        await expectAppError(
          fixture.api.previewContractConfirmation(token),
          'contract/link-expired',
        );
        await expectAppError(fixture.api.confirmContractRequest(token), 'contract/link-expired');
        expect((await fixture.membershipOf('member')).subscription?.autoRenew).toBe(true);
      });

      it('is refused when no request has it', async () => {
        await expectAppError(
          fixture.api.confirmContractRequest('no-such-link'),
          'contract/link-unknown',
        );
        await expectAppError(
          fixture.api.previewContractConfirmation('no-such-link'),
          'contract/link-unknown',
        );
      });

      it('applies a withdrawal received within the 14 days, confirmed after them', async () => {
        await fixture.newMember();
        fixture.subject.setDay(addDays(fixture.subject.today, 13));
        await fixture.api.withdrawFromContract(withdrawal(fixture.emailOf('unsubscribed')));
        expect((await fixture.membershipOf('unsubscribed')).subscribed).toBe(true);
        const confirmedOn = addDays(fixture.subject.today, 15);
        fixture.subject.setDay(confirmedOn);

        const confirmed = await fixture.api.confirmContractRequest(
          fixture.linkTokenTo(fixture.emailOf('unsubscribed')),
        );

        expect(confirmed).toMatchObject({
          type: 'withdraw',
          kind: null,
          outcome: { status: 'applied', accessEndsOn: confirmedOn },
        });
        expect((await fixture.membershipOf('unsubscribed')).subscribed).toBe(false);
      });
    });

    describe("the signed-in owner's request", () => {
      it('cancels at once, and the answer says until when access lasts', async () => {
        const { subscription } = await fixture.membershipOf('member');
        await fixture.signInAs('member');

        const receipt = await fixture.api.cancelContract(
          cancellation(` ${fixture.emailOf('member')} `),
        );

        const endsOn = dayOf(subscription?.renewsAt);
        expect(receipt.outcome).toEqual({ status: 'applied', accessEndsOn: endsOn });
        const me = await fixture.api.getMe();
        expect(me.subscription?.autoRenew).toBe(false);
        const mail = fixture.subject.mailTo(fixture.emailOf('member')).at(-1);
        expect(mail?.subject).toBe('We received your cancellation');
        expect(mail?.body).not.toContain('/contracts/confirm');
      });

      it('withdraws at once within the 14 days: access ends today', async () => {
        await fixture.newMember();
        await fixture.signInAs('unsubscribed');

        const receipt = await fixture.api.withdrawFromContract(
          withdrawal(fixture.emailOf('unsubscribed')),
        );

        expect(receipt.outcome).toEqual({ status: 'applied', accessEndsOn: fixture.subject.today });
        expect((await fixture.api.getMe()).subscribed).toBe(false);
      });

      it('is told at once when there is nothing to end', async () => {
        await fixture.newMember();
        fixture.subject.setDay(addDays(fixture.subject.today, 15));
        await fixture.signInAs('unsubscribed');

        const late = await fixture.api.withdrawFromContract(
          withdrawal(fixture.emailOf('unsubscribed')),
        );
        await fixture.signInAs('cancelled');
        const { subscription } = await fixture.api.getMe();
        const again = await fixture.api.cancelContract(cancellation(fixture.emailOf('cancelled')));

        expect(late.outcome).toEqual({ status: 'unchanged', accessEndsOn: null });
        expect(again.outcome).toEqual({
          status: 'unchanged',
          accessEndsOn: dayOf(subscription?.renewsAt),
        });
        await fixture.signInAs('unsubscribed');
        expect((await fixture.api.getMe()).subscribed).toBe(true);
      });
    });

    describeContractMailsAndInput(fixture);
  });
}
