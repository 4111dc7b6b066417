import { CancelSubscription } from '../../src/application/use-cases/cancel-subscription';
import { CANCEL_REASONS } from '../../src/domain/cancel-reasons';
import { demoWorld, signInAs, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { expectValidationError, withFailing } from './support/demo-world';
import { member, person, type Member } from '../support/builders';
import { TODAY } from '../support/clocks';

/** A yearly card member whose subscription renews on February 10, 2027. */
const pat = member({ renewsAt: '2027-02-10' });

async function signedIn(who: Member = pat) {
  const adapters = demoWorld({ storage: worldWith(who) });
  await signInAs(adapters, who.email);
  const useCase = new CancelSubscription(adapters.userApi);
  return { adapters, useCase };
}

describe('CancelSubscription', () => {
  it.each([null, '', 'It is too expensive', 'TOO-EXPENSIVE', 'toString'])(
    'refuses the reason %j without calling the API',
    async (reason) => {
      const { adapters, useCase } = await signedIn();
      adapters.world.failNextCall('identity');

      await expectValidationError(useCase.execute(reason), { reason: 'validation/required' });

      expect(adapters.world.settings.failNextCall).toBe('identity');
      expect(adapters.world.state.cancellations).toEqual([]);
    },
  );

  it.each(CANCEL_REASONS)(
    'cancels with the reason %s and returns the reloaded user',
    async (reason) => {
      const { adapters, useCase } = await signedIn();

      const user = await useCase.execute(reason);

      expect(user?.subscribed).toBe(true);
      expect(user?.subscription).toMatchObject({ autoRenew: false, renewsAt: '2027-02-10' });
      expect(adapters.world.state.cancellations).toEqual([
        { uid: pat.uid, reason, cancelledAt: TODAY },
      ]);
    },
  );

  it('is cancelled even when the reload after it fails: no user, and no error', async () => {
    const { adapters } = await signedIn();
    const useCase = new CancelSubscription(withFailing(adapters.userApi, 'getMe'));

    await expect(useCase.execute('too-expensive')).resolves.toBeNull();

    expect(adapters.world.state.cancellations).toHaveLength(1);
  });

  it('reports an already cancelled subscription', async () => {
    const { useCase } = await signedIn(member({ autoRenew: false }));

    await expectAppError(useCase.execute('not-using'), 'api/conflict');
  });

  it('reports a member without a card subscription', async () => {
    const { useCase } = await signedIn(person());

    await expectAppError(useCase.execute('not-using'), 'api/conflict');
  });

  it('fails, still renewing, when the API fails', async () => {
    const { adapters, useCase } = await signedIn();
    adapters.world.failNextCall('userApi');

    await expectAppError(useCase.execute('too-expensive'), 'network/unavailable');

    const me = await adapters.userApi.getMe();
    expect(me.subscription?.autoRenew).toBe(true);
  });
});
