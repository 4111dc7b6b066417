import {
  AcceptRetentionOffer,
  ChangePlan,
  ConfirmRenewal,
  LoadBillingHistory,
  LoadRetentionOffer,
  PauseSubscription,
  RetryRenewalPayment,
} from '../../src/application/use-cases/keep-membership';
import { demoWorld, signInAs, worldWith } from '../support/demo-world';
import { member, memberAwaitingBankCheck, pastDueMember, type Member } from '../support/builders';
import { expectAppError } from '../support/expectations';
import { expectValidationError, withFailing } from './support/demo-world';
import { TODAY } from '../support/clocks';
import { addDays } from '../../src/domain/dates';
import { paymentProblemOf, type PaymentProblem } from '../../src/domain/keeping-members';

/** A yearly card member of the test's own, renewing on February 10, 2027. */
const pat = member({ renewsAt: '2027-02-10' });
/** A monthly member ($4.99) whose renewal two days ago was declined on the card ending 0341. */
const robin = pastDueMember({ email: 'robin@builders.test', failedOn: addDays(TODAY, -2) });
/** A yearly member ($49.99) whose renewal yesterday waits for the bank's check. */
const noor = memberAwaitingBankCheck({
  email: 'noor@builders.test',
  dueOn: addDays(TODAY, -1),
  clientSecret: 'pi_noor_renewal_secret',
});

async function signedIn(who: Member) {
  const adapters = demoWorld({ storage: worldWith(who) });
  await signInAs(adapters, who.email);
  return adapters;
}

describe('LoadBillingHistory', () => {
  it('lists a past-due member’s charges, the failed renewal first', async () => {
    const { userApi } = await signedIn(robin);

    const invoices = await new LoadBillingHistory(userApi).execute();

    expect(invoices[0]).toMatchObject({ date: addDays(TODAY, -2), status: 'failed' });
    expect(invoices.slice(1).every((invoice) => invoice.status === 'paid')).toBe(true);
  });
});

const ROBIN_DUE = { amount: 499, currency: 'usd' };
const NOOR_DUE = { amount: 4999, currency: 'usd' };

describe('RetryRenewalPayment', () => {
  it('pays the renewal once the card was changed, reported once as a renewal, not a purchase', async () => {
    const adapters = await signedIn(robin);
    adapters.world.change((draft) => {
      const profile = draft.profiles.find((each) => each.uid === robin.uid);
      if (profile?.subscription?.paymentOption) profile.subscription.paymentOption.last4 = '4242';
    });

    const { retry, user } = await new RetryRenewalPayment(
      adapters.userApi,
      adapters.tracking,
    ).execute(ROBIN_DUE);

    expect(retry).toEqual({ status: 'succeeded', clientSecret: null });
    expect(user?.subscription).toMatchObject({ status: 'active', paymentIssue: null });
    expect(adapters.world.events).toEqual([{ event: 'renewal', value: 4.99, currency: 'usd' }]);
  });

  it('is declined again on the same card, and reports nothing', async () => {
    const { userApi, tracking, world } = await signedIn(robin);

    await expectAppError(
      new RetryRenewalPayment(userApi, tracking).execute(ROBIN_DUE),
      'payments/card-declined',
    );
    expect(world.events).toEqual([]);
  });

  it('hands back the bank’s check for a renewal that needs it, and reports nothing yet', async () => {
    const { userApi, tracking, world } = await signedIn(noor);

    const { retry } = await new RetryRenewalPayment(userApi, tracking).execute(NOOR_DUE);

    expect(retry.status).toBe('requires_action');
    expect(world.events).toEqual([]);
  });
});

describe('ConfirmRenewal', () => {
  async function noorsCheck(passes: boolean) {
    const adapters = await signedIn(noor);
    const problem = paymentProblemOf((await adapters.userApi.getMe()).subscription);
    const bank = jest.fn(async () => passes);
    const confirm = new ConfirmRenewal(
      adapters.payments.renewalConfirmation(bank),
      adapters.userApi,
      adapters.tracking,
    );
    return { ...adapters, problem: problem as PaymentProblem, bank, confirm };
  }

  it('Noor confirms the renewal with the bank and is active; one renewal is reported', async () => {
    const { problem, bank, confirm, world } = await noorsCheck(true);
    expect(problem).toMatchObject({ kind: 'authentication_required', amount: NOOR_DUE });

    const user = await confirm.execute(problem);

    expect(bank).toHaveBeenCalledTimes(1);
    expect(user?.subscription).toMatchObject({ status: 'active', paymentIssue: null });
    expect(world.events).toEqual([{ event: 'renewal', value: 49.99, currency: 'usd' }]);
  });

  it('leaves Noor past due when the bank’s check is not passed, and reports nothing', async () => {
    const { problem, confirm, userApi, world } = await noorsCheck(false);

    await expectAppError(confirm.execute(problem), 'payments/authentication-failed');

    expect((await userApi.getMe()).subscription).toMatchObject({ status: 'past_due' });
    expect(world.events).toEqual([]);
  });

  it('asks the bank nothing for a renewal that waits on no check', async () => {
    const { problem, bank, confirm } = await noorsCheck(true);

    await expectAppError(
      confirm.execute({ ...problem, kind: 'failed', clientSecret: null }),
      'payments/failed',
    );
    expect(bank).not.toHaveBeenCalled();
  });
});

describe('LoadRetentionOffer and AcceptRetentionOffer', () => {
  it('offers a yearly member the monthly plan and switches at the end of the year', async () => {
    const { userApi } = await signedIn(pat);

    const offer = await new LoadRetentionOffer(userApi).execute('too-expensive');
    expect(offer).toMatchObject({ kind: 'switch', productId: 'monthly' });
    const user = await new AcceptRetentionOffer(userApi).execute(offer?.id ?? '');

    expect(user?.subscription).toMatchObject({
      productReccurence: 'month',
      renewsAt: '2027-02-10',
      autoRenew: true,
    });
  });

  it('makes no offer for a reason without one', async () => {
    const { userApi } = await signedIn(pat);

    await expect(new LoadRetentionOffer(userApi).execute('privacy-concerns')).resolves.toBeNull();
  });

  it('needs a reason', async () => {
    const { userApi } = await signedIn(pat);

    await expectValidationError(new LoadRetentionOffer(userApi).execute(null), {
      reason: expect.any(String) as string,
    });
  });
});

describe('PauseSubscription', () => {
  it('pauses for the months chosen and acknowledges the new schedule by e-mail', async () => {
    const adapters = await signedIn(pat);

    const user = await new PauseSubscription(adapters.userApi).execute(3);

    expect(user?.subscription).toMatchObject({ status: 'paused', pausedUntil: '2027-05-10' });
    expect(adapters.world.state.acknowledgments.at(-1)).toMatchObject({
      email: pat.email,
      body: expect.stringContaining('May 10, 2027') as string,
    });
  });

  it('refuses a pause of other lengths', async () => {
    const { userApi } = await signedIn(pat);

    await expectValidationError(new PauseSubscription(userApi).execute(4), {
      months: expect.any(String) as string,
    });
  });
});

describe('ChangePlan', () => {
  it('previews and makes a switch from yearly to monthly at the period end', async () => {
    const adapters = await signedIn(pat);
    const useCase = new ChangePlan(adapters.userApi);

    await expect(useCase.preview('monthly')).resolves.toMatchObject({ effective: 'periodEnd' });
    const user = await useCase.execute('monthly');

    expect(user?.subscription).toMatchObject({ productPrice: 4.99, renewsAt: '2027-02-10' });
    expect(adapters.world.state.acknowledgments.at(-1)?.body).toContain(
      '$4.99 on February 10, 2027',
    );
    expect(adapters.world.events).toEqual([]);
  });

  it('needs a product', async () => {
    const { userApi } = await signedIn(pat);
    const useCase = new ChangePlan(userApi);

    await expectAppError(useCase.preview(' '), 'checkout/no-product');
    await expectAppError(useCase.execute(''), 'checkout/no-product');
  });

  it('stands when only the reload after it fails', async () => {
    const adapters = await signedIn(pat);

    await expect(
      new ChangePlan(withFailing(adapters.userApi, 'getMe')).execute('monthly'),
    ).resolves.toBeNull();
  });
});
