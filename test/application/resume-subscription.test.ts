import { ResumeSubscription } from '../../src/application/use-cases/resume-subscription';
import { canResume } from '../../src/domain/subscription';
import { demoWorld, signInAs, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { withFailing } from './support/demo-world';
import { member, type Member } from '../support/builders';

/** A member who cancelled, the term paid until December 20, 2026 (today is November 21). */
const cancelled = member({ renewsAt: '2026-12-20', autoRenew: false });

async function signedIn(who: Member) {
  const adapters = demoWorld({ storage: worldWith(who) });
  await signInAs(adapters, who.email);
  return adapters;
}

describe('ResumeSubscription', () => {
  it('turns renewal back on for a cancelled member who still has access', async () => {
    const adapters = await signedIn(cancelled);
    const useCase = new ResumeSubscription(adapters.userApi);

    const user = await useCase.execute();

    expect(user?.subscription?.autoRenew).toBe(true);
    expect(user?.subscribed).toBe(true);
    expect(user && canResume(user)).toBe(false);
    // A resumed plan is not a new purchase.
    expect(adapters.world.events).toEqual([]);
  });

  it('is resumed even when the reload after it fails: no user, and no error', async () => {
    const adapters = await signedIn(cancelled);
    const useCase = new ResumeSubscription(withFailing(adapters.userApi, 'getMe'));

    await expect(useCase.execute()).resolves.toBeNull();

    const me = await adapters.userApi.getMe();
    expect(me.subscription?.autoRenew).toBe(true);
  });

  it('says so when there is nothing to resume', async () => {
    const adapters = await signedIn(member({ autoRenew: true }));
    const useCase = new ResumeSubscription(adapters.userApi);

    await expectAppError(useCase.execute(), 'api/conflict');
  });
});
