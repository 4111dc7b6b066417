import { ResumeSubscription } from '../../src/application/use-cases/resume-subscription';
import { canResume } from '../../src/domain/subscription';
import { demoWorld, signInAs } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { withFailing } from './support/demo-world';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

describe('ResumeSubscription', () => {
  it('turns renewal back on for a cancelled member who still has access', async () => {
    const adapters = demoWorld();
    await signInAs(adapters, DEMO_ACCOUNTS.cancelled.email);
    const useCase = new ResumeSubscription(adapters.userApi);

    const user = await useCase.execute();

    expect(user?.subscription?.autoRenew).toBe(true);
    expect(user?.subscribed).toBe(true);
    expect(user && canResume(user)).toBe(false);
    // A resumed plan is not a new purchase.
    expect(adapters.world.events).toEqual([]);
  });

  it('is resumed even when the reload after it fails: no user, and no error', async () => {
    const adapters = demoWorld();
    await signInAs(adapters, DEMO_ACCOUNTS.cancelled.email);
    const useCase = new ResumeSubscription(withFailing(adapters.userApi, 'getMe'));

    await expect(useCase.execute()).resolves.toBeNull();

    const me = await adapters.userApi.getMe();
    expect(me.subscription?.autoRenew).toBe(true);
  });

  it('says so when there is nothing to resume', async () => {
    const adapters = demoWorld();
    await signInAs(adapters, DEMO_ACCOUNTS.member.email);
    const useCase = new ResumeSubscription(adapters.userApi);

    await expectAppError(useCase.execute(), 'api/conflict');
  });
});
